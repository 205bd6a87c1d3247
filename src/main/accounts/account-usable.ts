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
