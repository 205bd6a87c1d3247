import { isClosingError } from '../jobs/closing-error.ts';
import type { EventBus } from '../backend/event-bus.ts';

/**
 * Calls `usable` whenever the active profile's seller account may have become usable after start: another profile
 * made active, its credentials or seller account changed (a secret typed again after a restart, in the web host),
 * or its marketplace answering again after it did not. Work left in flight (GUIDE "Nothing stays in flight") is
 * read back then. Token renewals, which announce a change too, are not such a moment. Returns the unsubscribe.
 */
export function onAccountUsable(
  bus: EventBus,
  profiles: { activeId(): string },
  usable: () => void,
): () => void {
  let active = profiles.activeId();
  const answered = new Map<string, string>();
  const offs = [
    bus.on('profilesChanged', ({ activeId, changedId }) => {
      const switched = active !== activeId;
      active = activeId;
      if (switched || changedId === activeId) usable();
    }),
    bus.on('statusChanged', ({ profile, marketplace }) => {
      const before = answered.get(profile.id);
      answered.set(profile.id, marketplace);
      if (marketplace === 'online' && before !== undefined && before !== 'online') usable();
    }),
  ];
  return () => offs.forEach((off) => off());
}

/**
 * The start and close of a slice whose actions are journaled (fulfilment, self-ship returns, the sandbox): nothing
 * stays in flight, so what a crash, a quit or a lost answer left is read back before anything is sent again, at
 * start and whenever the account becomes usable later. `what` names the action in the log line of a failed resume.
 */
export function resumingActions(
  deps: {
    bus: EventBus;
    profiles: { activeId(): string };
    logger: { error(message: string, error: unknown): void };
  },
  what: string,
  service: { resumeUnfinished(): Promise<unknown>; close(): Promise<void> },
): { start(): void; close(): Promise<void> } {
  const resume = () => {
    service.resumeUnfinished().catch((error: unknown) => {
      // The app closing while it waited: the next start takes it up.
      if (!isClosingError(error)) deps.logger.error(`${what} did not resume`, error);
    });
  };
  let off = () => {};
  return {
    start() {
      resume();
      off = onAccountUsable(deps.bus, deps.profiles, resume);
    },
    close() {
      off();
      return service.close();
    },
  };
}
