import { enBackend } from './en-backend.ts';
import { enWindow } from './en-window.ts';

/**
 * English: the source catalogue, every message id (`MessageId`). Kept in two files by who says a message: the
 * window (en-window.ts, loaded with its first screen) and the backend alone (en-backend.ts).
 */
export const en = { ...enWindow, ...enBackend } as const;
