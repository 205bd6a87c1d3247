import type { returnActionCalls } from '../../../shared/returns/return-action-contract.ts';
import type { HandlersFor } from '../../ipc/handlers-for.ts';
import type { ReturnActionService } from './return-action-service.ts';

export function returnActionHandlers(service: ReturnActionService) {
  return {
    startReturnAction: ({ kind, returns }) => service.start(kind, returns),
    getReturnAction: ({ actionId }) => service.action(actionId),
  } satisfies HandlersFor<typeof returnActionCalls>;
}
