import { AppError } from '../../../shared/errors.ts';
import type { receiveCalls } from '../../../shared/returns/receive-contract.ts';
import type { HandlersFor } from '../../ipc/handlers-for.ts';
import type { ReceiveService } from './receive-service.ts';
import type { RestockService } from './restock-service.ts';
import type { ReturnKey } from './return-facts.ts';
import { t } from '../../i18n/backend-language.ts';

/** Receiving's calls, each on the active profile's seller account. */
export function receiveHandlers({
  receive,
  restock,
  key,
}: {
  receive: ReceiveService;
  restock: RestockService;
  /** The active profile's cache key, or null before a seller account is set up. */
  key: () => Promise<ReturnKey | null>;
}) {
  const active = async (): Promise<ReturnKey> => {
    const k = await key();
    if (k === null) throw new AppError('NOT_CONFIGURED', t('returns.noAccount'));
    return k;
  };
  return {
    returnsToReceive: async () => receive.toReceive(await active()),
    receiveReturn: async (input) => receive.receive(await active(), input),
    returnsToRestock: async () => restock.items(await active()),
    previewRestock: async () => restock.preview(await active()),
    startRestock: async ({ returnIds }) => restock.start(await active(), returnIds),
    returnClaims: async ({ state }) => receive.claims(await active(), state),
    fileReturnClaim: async ({ returnId, reference }) =>
      receive.fileClaim(await active(), returnId, reference),
  } satisfies HandlersFor<typeof receiveCalls>;
}
