/// <reference lib="webworker" />
import { createSheetWorker } from './sheet-worker.ts';
import type { ToWorker } from './validation-protocol.ts';

/** The sheet's worker: its rules and imports live in sheet-worker.ts; this file gives them the worker's globals. */
const sheet = createSheetWorker((message, transfer = []) => self.postMessage(message, { transfer }));
self.onmessage = (event: MessageEvent<ToWorker>) => sheet.receive(event.data);
