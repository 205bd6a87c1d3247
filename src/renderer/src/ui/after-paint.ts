import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted the frame it is preparing now: a frame's callback runs just before that
 * paint, and a task queued from it runs after. Answers the function that cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}

/**
 * What `load` answers (a heavy module's component: a chart), asked for only once the screen around it has painted,
 * and again after each mount's paint even when the module is already loaded, so that neither its fetch and
 * evaluation nor its first drawing holds up the words and counts of that paint. Null until then, and if the file
 * cannot be loaded (the caller's placeholder stays; the figures it draws are in a table beside it). `load` is made
 * once, outside the component.
 */
export function useLoadedAfterPaint<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = afterPaint(() => {
      load().then(
        (value) => {
          if (current) setLoaded({ value });
        },
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load]);
  return loaded?.value ?? null;
}
