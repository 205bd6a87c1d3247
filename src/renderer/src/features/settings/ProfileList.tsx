import { useShallow } from 'zustand/react/shallow';
import { useSettings } from './settings-store.ts';

const KIND_LABELS = {
  demo: 'Built-in demo',
  sandbox: 'Sandbox',
  production: 'Production',
  custom: 'Custom',
} as const;

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
    <ul className="profile-list" aria-label="Profiles">
      {profiles.map((p) => (
        <li key={p.id} className={p.id === selectedId ? 'selected' : undefined}>
          <button
            type="button"
            className="link"
            aria-pressed={p.id === selectedId}
            onClick={() => select(p.id)}
          >
            <strong>{p.name}</strong> <span className="muted">{KIND_LABELS[p.kind]}</span>
          </button>
          {p.id === activeId && <span className="badge">Active</span>}
        </li>
      ))}
    </ul>
  );
}
