/// <reference lib="webworker" />
// Every language's messages, before anything that translates at load: a sheet's headers are read in any language.
import '../../../../shared/i18n/all-catalogues.ts';
import { createSheetWorker } from './sheet-worker.ts';
import type { ToWorker } from './validation-protocol.ts';

/** The sheet's worker: its rules and imports live in sheet-worker.ts; this file gives them the worker's globals. */
const sheet = createSheetWorker((message, transfer = []) => self.postMessage(message, { transfer }));
self.onmessage = (event: MessageEvent<ToWorker>) => sheet.receive(event.data);
