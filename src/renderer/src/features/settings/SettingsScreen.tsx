import { useEffect, useState } from 'react';
import { useStatus } from '../../app/status-store.ts';
import { ProfileDetail } from './ProfileDetail.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileList } from './ProfileList.tsx';
import { useSettings } from './settings-store.ts';

const STORAGE_NOTES = {
  'os-encrypted': 'Secrets are encrypted with your system’s keychain.',
  'basic-text': 'Your system offers no keychain: secrets are saved with weak protection, because you allowed it.',
  memory: 'Secrets are kept in memory only and are forgotten when Stockroom stops. You will type them again next time.',
} as const;

export function SettingsScreen() {
  const { profiles, selectedId, error, load, select } = useSettings();
  const storage = useStatus((s) => s.info?.secretStorage);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void load();
  }, [load]);
  const selected = profiles.find((p) => p.id === selectedId);

  return (
    <section className="settings">
      <h1 id="screen-title">Settings</h1>
      {storage && <p className="notice" role="note">{STORAGE_NOTES[storage]}</p>}
      {error && <p className="error" role="alert">{error}</p>}
      <div className="settings-layout">
        <aside aria-labelledby="profiles-title">
          <h2 id="profiles-title">Profiles</h2>
          <ProfileList />
          <button type="button" onClick={() => setAdding(true)} disabled={adding}>
            Add profile
          </button>
        </aside>
        <div className="settings-detail">
          {adding ? (
            <ProfileForm
              onDone={(saved) => {
                setAdding(false);
                if (saved) {
                  select(saved.id);
                  void load();
                }
              }}
            />
          ) : (
            selected && <ProfileDetail key={selected.id} profile={selected} />
          )}
        </div>
      </div>
    </section>
  );
}
