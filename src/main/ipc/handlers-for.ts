import type { z } from 'zod';
import type { CallSpec } from '../../shared/ipc/define.ts';

/** The handlers of a contract part: parsed input in, result out. A slice checks its table with `satisfies`. */
export type HandlersFor<C extends Record<string, CallSpec<z.ZodType, unknown>>> = {
  [N in keyof C]: (
    input: z.output<C[N]['input']>,
  ) => Promise<Exclude<C[N]['result'], undefined>> | Exclude<C[N]['result'], undefined>;
};
