import { useShallow } from 'zustand/react/shallow';
import { useEffect, useRef, useState } from 'react';
import { BackgroundSyncField } from './BackgroundSyncField.tsx';
import { SecretStorageNotice } from './SecretStorageNotice.tsx';
import { ThemeField } from './ThemeField.tsx';
import { LanguageField } from './LanguageField.tsx';
import { SandboxSection } from '../sandbox/SandboxSection.tsx';
import { ProfileDetail } from './ProfileDetail.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileList } from './ProfileList.tsx';
import { useSettings } from './settings-store.ts';
import { FormattedMessage } from 'react-intl';

export function SettingsScreen() {
  const { profiles, selectedId, error, load, select } = useSettings(
    useShallow((s) => ({
      profiles: s.profiles,
      selectedId: s.selectedId,
      error: s.error,
      load: s.load,
      select: s.select,
    })),
  );
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void load();
  }, [load]);
  // The new profile's form takes the keyboard at its first field; saved or cancelled, it goes back to Add profile.
  const addButton = useRef<HTMLButtonElement>(null);
  const detail = useRef<HTMLDivElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    if (adding) detail.current?.querySelector<HTMLElement>('input, select')?.focus();
    else if (wasAdding.current) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);
  const selected = profiles.find((p) => p.id === selectedId);

  return (
    <section className="settings">
      <h1 id="screen-title">
        <FormattedMessage id="settings.screen.title" />
      </h1>
      <SecretStorageNotice />
      <BackgroundSyncField />
      <ThemeField />
      <LanguageField />
      <SandboxSection />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="settings-layout">
        <aside aria-labelledby="profiles-title">
          <h2 id="profiles-title">
            <FormattedMessage id="settings.profiles.heading" />
          </h2>
          <ProfileList />
          <button ref={addButton} type="button" onClick={() => setAdding(true)} disabled={adding}>
            <FormattedMessage id="settings.profiles.add" />
          </button>
        </aside>
        <div className="settings-detail" ref={detail}>
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
