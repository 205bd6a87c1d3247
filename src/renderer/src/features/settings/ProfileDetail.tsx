import { useShallow } from 'zustand/react/shallow';
import { useState } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { messageOf } from '../../api/index.ts';
import { AffiliateForm } from './AffiliateForm.tsx';
import { ConnectionTest } from './ConnectionTest.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SellerAppForm } from './SellerAppForm.tsx';
import { SellerAuthorization } from './SellerAuthorization.tsx';
import { useSettings } from './settings-store.ts';
import { tokenText } from './token-text.ts';

export function ProfileDetail({ profile }: { profile: ProfileSummary }) {
  const { activeId, activate, remove } = useSettings(
    useShallow((s) => ({ activeId: s.activeId, activate: s.activate, remove: s.remove })),
  );
  const revision = useSettings((s) => s.revisions[profile.id] ?? 0);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isDemo = profile.kind === 'demo';
  const act = (work: () => Promise<void>) => () => {
    setError(null);
    work().catch((e: unknown) => setError(messageOf(e)));
  };

  if (editing) return <ProfileForm profile={profile} onDone={() => setEditing(false)} />;
  return (
    <article aria-labelledby="profile-title">
      <header className="profile-header">
        <h2 id="profile-title">{profile.name}</h2>
        <div className="actions">
          {profile.id === activeId ? (
            <span className="badge">Active profile</span>
          ) : (
            <button type="button" onClick={act(() => activate(profile.id))}>
              Use this profile
            </button>
          )}
          {!isDemo && (
            <>
              <button type="button" className="secondary" onClick={() => setEditing(true)}>
                Edit profile
              </button>
              <button
                type="button"
                className="danger"
                onClick={act(async () => {
                  if (window.confirm(`Remove the profile “${profile.name}” and its saved credentials?`))
                    await remove(profile.id);
                })}
              >
                Remove profile
              </button>
            </>
          )}
        </div>
      </header>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {isDemo && (
        <p className="notice" role="note">
          The Demo profile uses Stockroom’s built-in marketplace with sample orders, listings and feeds. It
          needs no credentials.
        </p>
      )}
      <dl className="addresses" aria-label="Addresses">
        <dt>Seller base address</dt>
        <dd title={profile.sellerBaseUrl}>{profile.sellerBaseUrl}</dd>
        <dt>Token address</dt>
        <dd title={profile.authUrl}>{profile.authUrl}</dd>
        <dt>Affiliate base address</dt>
        <dd title={profile.affiliateBaseUrl}>{profile.affiliateBaseUrl}</dd>
      </dl>
      {profile.selfAccess.configured && profile.selfAccess.secretKept && (
        <p className="muted" aria-label="Seller token status">
          Seller application {profile.selfAccess.appId}: {tokenText(profile.selfAccess)}
        </p>
      )}
      {/* A new revision of the credentials starts a fresh test: an old result would describe the old ones. */}
      <ConnectionTest key={`${profile.id}:${revision}`} profileId={profile.id} />
      {!isDemo && (
        <>
          <SellerAppForm profile={profile} />
          <SellerAuthorization profile={profile} />
          <AffiliateForm profile={profile} />
        </>
      )}
    </article>
  );
}
