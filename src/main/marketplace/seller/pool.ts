/** Splits `items` into chunks of at most `size`, keeping order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Runs `task` over `inputs` with at most `concurrency` running at once; results in input order. After the first
 * failure no new task starts; the failure is thrown once the running ones have settled.
 */
export async function mapLimit<I, O>(
  inputs: readonly I[],
  concurrency: number,
  task: (input: I, index: number) => Promise<O>,
): Promise<O[]> {
  const results = new Array<O>(inputs.length);
  let next = 0;
  let failed = false;
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (!failed && next < inputs.length) {
      const index = next++;
      try {
        results[index] = await task(inputs[index] as I, index);
      } catch (e) {
        if (!failed) failure = e;
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, inputs.length)) }, worker));
  if (failed) throw failure;
  return results;
}
