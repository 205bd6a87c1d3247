import type { Api } from '../../../shared/ipc/types.ts';

/**
 * The profile on screen, for a store that drops what belongs to another: learnt from the status, then from each
 * switch. `switched` runs when another profile becomes active (and, until the status has answered, on any switch);
 * a change of some profile's settings that leaves the active one is not a switch.
 */
export function followActiveProfile(
  api: Api,
  switched: (activeId: string) => void,
): { active(): string | undefined; off(): void } {
  let active: string | undefined;
  void api
    .getStatus()
    .then((status) => (active ??= status.profile.id))
    .catch(() => undefined);
  const off = api.on('profilesChanged', ({ activeId }) => {
    if (active !== undefined && activeId === active) return;
    active = activeId;
    switched(activeId);
  });
  return { active: () => active, off };
}
