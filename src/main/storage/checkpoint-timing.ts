/** When the thread runs its next checkpoint: the timing it was started with. */
export interface CheckpointTiming {
  intervalMs: number;
  catchUpMs: number;
  catchUpTries: number;
}

/**
 * After a checkpoint, when to run the next one. A passive checkpoint copies the frames committed before it began,
 * and the log starts over from its beginning only at a commit that finds every frame copied. Checkpointing once a
 * second while a sync keeps committing, none ever caught up: the log grew to the backstop (160 MB in an eight-
 * category sync) and one commit then paid a whole checkpoint (0.4–0.5 s). So when the log moved since the last
 * checkpoint (`log`: its frames as this one found them), the next goes soon and copies only what came since, until
 * one finds nothing new in a pause between commits; at most `catchUpTries` in a row. A failed checkpoint
 * (`found` undefined) waits the interval.
 */
export function nextCheckpoint(
  found: { log: number } | undefined,
  last: { log: number; catchUps: number },
  timing: CheckpointTiming,
): { delayMs: number; log: number; catchUps: number } {
  if (found === undefined) return { delayMs: timing.intervalMs, log: last.log, catchUps: 0 };
  if (found.log !== last.log && last.catchUps < timing.catchUpTries)
    return { delayMs: timing.catchUpMs, log: found.log, catchUps: last.catchUps + 1 };
  return { delayMs: timing.intervalMs, log: found.log, catchUps: 0 };
}
