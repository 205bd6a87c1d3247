import { useShallow } from 'zustand/react/shallow';
import { useSettings } from './settings-store.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

const KIND_LABELS = {
  demo: 'settings.profiles.kind.demo',
  sandbox: 'settings.profiles.kind.sandbox',
  production: 'settings.profiles.kind.production',
  custom: 'settings.profiles.kind.custom',
} as const satisfies Record<string, MessageId>;

export function ProfileList() {
  const { profiles, activeId, selectedId, select } = useSettings(
    useShallow((s) => ({
      profiles: s.profiles,
      activeId: s.activeId,
      selectedId: s.selectedId,
      select: s.select,
    })),
  );
  return (
    <ul className="profile-list" aria-label={t('settings.profiles.heading')}>
      {profiles.map((p) => (
        <li key={p.id} className={p.id === selectedId ? 'selected' : undefined}>
          <button
            type="button"
            className="link"
            aria-pressed={p.id === selectedId}
            onClick={() => select(p.id)}
          >
            <strong translate="no">{p.name}</strong>
            {SPACE}
            <span className="muted">
              <FormattedMessage id={KIND_LABELS[p.kind]} />
            </span>
          </button>
          {p.id === activeId && (
            <span className="badge">
              <FormattedMessage id="settings.profiles.active" />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
