import { EventBus } from '../../backend/event-bus.ts';
import type { BackendHandle } from './backend-thread.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * A backend still starting, usable at once: calls wait for it, events flow once it is up. A host serves its page
 * (or opens its window) meanwhile, so the renderer loads while the backend opens the database and its modules.
 * A start that failed answers every call with the failure's sentence.
 */
export function pendingBackend(starting: Promise<BackendHandle>): BackendHandle & { ready: Promise<void> } {
  const events = new EventBus();
  let started: BackendHandle | undefined;
  const ready = starting.then((backend) => {
    started = backend;
    backend.events.subscribe((name, payload) => events.emit(name, payload as never));
  });
  // The host reports a failed start itself (ready); the calls below answer with it.
  ready.catch(() => undefined);
  return {
    ready,
    events,
    dispatch: async (name, input) => {
      try {
        return await (await starting).dispatch(name, input);
      } catch (error) {
        return {
          ok: false,
          error: {
            code: 'INTERNAL',
            message: t('errors.backend.notStarted', { reason: (error as Error).message }),
          },
        };
      }
    },
    desktop: {
      send: (command) =>
        void starting.then(
          (b) => b.desktop.send(command),
          () => undefined,
        ),
    },
    runningJobs: () => started?.runningJobs() ?? 0,
    close: async () => {
      const backend = await starting.catch(() => undefined);
      await backend?.close();
    },
  };
}
