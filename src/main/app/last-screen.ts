import type { DatabaseSync } from 'node:sqlite';
import { SCREENS, type Screen } from '../../shared/app/screens.ts';

/** The screen each profile was last on (app slice's `last_screen`), so a restart opens where the person left. */
export class LastScreen {
  readonly #db: DatabaseSync;
  readonly #activeId: () => string;

  constructor(db: DatabaseSync, activeId: () => string) {
    this.#db = db;
    this.#activeId = activeId;
  }

  get(): Screen | null {
    const row = this.#db
      .prepare('SELECT screen FROM last_screen WHERE profile_id = ?')
      .get(this.#activeId()) as { screen: string } | undefined;
    // A screen a later version removed is no place to open.
    return row !== undefined && (SCREENS as readonly string[]).includes(row.screen)
      ? (row.screen as Screen)
      : null;
  }

  set(screen: Screen): void {
    this.#db
      .prepare(
        `INSERT INTO last_screen (profile_id, screen) VALUES (?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET screen = excluded.screen`,
      )
      .run(this.#activeId(), screen);
  }
}
