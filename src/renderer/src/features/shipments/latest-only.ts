/**
 * `ask` run once at a time: a call while it runs asks once more after it, however many calls came meanwhile.
 * `stale()` says whether a newer question is waiting.
 */
export function latestOnly(ask: (stale: () => boolean) => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  return () => {
    again = true;
    running ??= (async () => {
      try {
        while (again) {
          again = false;
          await ask(() => again);
        }
      } finally {
        // In the same turn as the last look at `again`: a call after it starts anew.
        running = undefined;
      }
    })();
    return running;
  };
}
