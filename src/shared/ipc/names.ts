import { calls, events } from './contract.ts';
import type { CallName, EventName } from './types.ts';

export const CALL_NAMES = Object.keys(calls) as CallName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];
