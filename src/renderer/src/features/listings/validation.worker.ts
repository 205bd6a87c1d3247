/// <reference lib="webworker" />
import type { Cells } from '../../../../shared/listings/columns.ts';
import { checkSheet } from '../../../../shared/listings/rules.ts';
import type { FromWorker, ToWorker } from './validation-protocol.ts';

/** Runs the marketplace rules over the whole sheet off the main thread, so typing never waits for them. */
const rows = new Map<string, Cells>();

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const started = performance.now();
  const message = event.data;
  if (message.kind === 'reset') rows.clear();
  else for (const id of message.remove) rows.delete(id);
  for (const row of message.kind === 'reset' ? message.rows : message.upsert) rows.set(row.id, row.cells);
  const issues = checkSheet([...rows].map(([id, cells]) => ({ id, cells })));
  let errors = 0;
  let warnings = 0;
  let rowsWithErrors = 0;
  for (const list of issues.values()) {
    let rowHasError = false;
    for (const issue of list) {
      if (issue.severity === 'error') {
        errors++;
        rowHasError = true;
      } else warnings++;
    }
    if (rowHasError) rowsWithErrors++;
  }
  const reply: FromWorker = {
    seq: message.seq,
    issues: [...issues],
    errors,
    warnings,
    rowsWithErrors,
    ms: performance.now() - started,
  };
  self.postMessage(reply);
};
