import type { sandboxCalls } from '../../shared/sandbox/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { SandboxService } from './sandbox-service.ts';

export function sandboxHandlers(service: SandboxService) {
  return {
    startTestOrders: () => service.startTestOrders(),
    startSandboxMove: ({ move, orderItemIds }) => service.startStep({ move }, orderItemIds),
    startSandboxReturn: ({ returnType, orderItemIds }) => service.startStep({ returnType }, orderItemIds),
    startReturnEvent: ({ eventType, orderItemIds }) => service.startStep({ eventType }, orderItemIds),
    listTestOrders: () => service.testOrders(),
  } satisfies HandlersFor<typeof sandboxCalls>;
}
