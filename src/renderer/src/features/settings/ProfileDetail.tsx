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
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

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
        <h2 id="profile-title" translate="no">
          {profile.name}
        </h2>
        <div className="actions">
          {profile.id === activeId ? (
            <span className="badge">
              <FormattedMessage id="settings.profile.active" />
            </span>
          ) : (
            <button type="button" onClick={act(() => activate(profile.id))}>
              <FormattedMessage id="settings.profile.use" />
            </button>
          )}
          {!isDemo && (
            <>
              <button type="button" className="secondary" onClick={() => setEditing(true)}>
                <FormattedMessage id="settings.profile.edit" />
              </button>
              <button
                type="button"
                className="danger"
                onClick={act(async () => {
                  if (window.confirm(t('settings.profile.removeConfirm', { name: profile.name })))
                    await remove(profile.id);
                })}
              >
                <FormattedMessage id="settings.profile.remove" />
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
          <FormattedMessage id="settings.profile.demoNote" />
        </p>
      )}
      <dl className="addresses" aria-label={t('settings.profile.addresses')}>
        <dt>
          <FormattedMessage id="settings.address.seller" />
        </dt>
        <dd title={profile.sellerBaseUrl} translate="no">
          {profile.sellerBaseUrl}
        </dd>
        <dt>
          <FormattedMessage id="settings.address.token" />
        </dt>
        <dd title={profile.authUrl} translate="no">
          {profile.authUrl}
        </dd>
        <dt>
          <FormattedMessage id="settings.address.affiliate" />
        </dt>
        <dd title={profile.affiliateBaseUrl} translate="no">
          {profile.affiliateBaseUrl}
        </dd>
      </dl>
      {profile.selfAccess.configured && profile.selfAccess.secretKept && (
        <p className="muted" aria-label={t('settings.profile.tokenStatus')}>
          <FormattedMessage
            id="settings.profile.sellerAppStatus"
            values={{
              appId: <span translate="no">{profile.selfAccess.appId}</span>,
              status: tokenText(profile.selfAccess),
            }}
          />
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
