import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import type { LocationNames } from '../../shared/locations/location-names.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import { t } from '../i18n/backend-language.ts';

type Deps = Pick<SliceDeps, 'db'> & {
  profiles: Pick<SliceDeps['profiles'], 'activeId' | 'cacheReadKey'>;
};

/**
 * The names a seller gives locations, kept per seller account: the same account's orders read the same names on
 * every screen, and another account (or profile) has its own.
 */
export class LocationNamesService {
  readonly #db: DatabaseSync;
  readonly #profiles: Deps['profiles'];

  constructor(deps: Deps) {
    this.#db = deps.db;
    this.#profiles = deps.profiles;
  }

  /** The active profile's seller account, as the shipments cache keys it; null when none is set up. */
  async #key(): Promise<{ profileId: string; account: string } | null> {
    const profileId = this.#profiles.activeId();
    const account = await this.#profiles.cacheReadKey(profileId);
    return account === null ? null : { profileId, account };
  }

  async names(): Promise<LocationNames> {
    const key = await this.#key();
    if (key === null) return {};
    const rows = this.#db
      .prepare('SELECT location_id, name FROM location_names WHERE profile_id = ? AND account = ?')
      .all(key.profileId, key.account) as { location_id: string; name: string }[];
    return Object.fromEntries(rows.map((r) => [r.location_id, r.name]));
  }

  async name(locationId: string, name: string): Promise<LocationNames> {
    const key = await this.#key();
    if (key === null) throw new AppError('NOT_CONFIGURED', t('locations.error.noAccount'));
    if (name === '')
      this.#db
        .prepare('DELETE FROM location_names WHERE profile_id = ? AND account = ? AND location_id = ?')
        .run(key.profileId, key.account, locationId);
    else
      this.#db
        .prepare(
          `INSERT INTO location_names (profile_id, account, location_id, name) VALUES (?, ?, ?, ?)
           ON CONFLICT (profile_id, account, location_id) DO UPDATE SET name = excluded.name`,
        )
        .run(key.profileId, key.account, locationId, name);
    return this.names();
  }
}
