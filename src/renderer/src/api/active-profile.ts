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
  void sharedStatus(api)
    .then((status) => (active ??= status.profile.id))
    .catch(() => undefined);
  const off = api.on('profilesChanged', ({ activeId }) => {
    if (active !== undefined && activeId === active) return;
    active = activeId;
    switched(activeId);
  });
  return { active: () => active, off };
}

type Status = Awaited<ReturnType<Api['getStatus']>>;
/** The status read under way for each api, and whether a switch has been heard since it was asked. */
const underWay = new WeakMap<Api, { answer: Promise<Status>; switched: boolean }>();

/**
 * One status read for the stores that follow the active profile and ask at about the same time (three of them at
 * launch): a store joins a read under way unless a switch was heard since it was asked (that answer may be older
 * than a switch the joining store subscribed too late to hear); it then asks itself.
 */
function sharedStatus(api: Api): Promise<Status> {
  const current = underWay.get(api);
  if (current !== undefined && !current.switched) return current.answer;
  const read = { answer: api.getStatus(), switched: false };
  underWay.set(api, read);
  const off = api.on('profilesChanged', () => (read.switched = true));
  const done = () => {
    off();
    if (underWay.get(api) === read) underWay.delete(api);
  };
  read.answer.then(done, done);
  return read.answer;
}
