import type { z } from 'zod';

/** One call of the contract: its input schema, and its result type carried as a phantom. */
export interface CallSpec<I extends z.ZodType, R> {
  input: I;
  /** Never read at run time: only carries the result type. */
  result?: R;
}

export function call<R>() {
  return <I extends z.ZodType>(input: I): CallSpec<I, R> => ({ input });
}

/** An event that main pushes to the renderer; the payload type is a phantom. */
export interface EventSpec<P> {
  payload?: P;
}

export function event<P>(): EventSpec<P> {
  return {};
}
