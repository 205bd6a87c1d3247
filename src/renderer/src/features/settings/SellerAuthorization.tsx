import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api, ApiError } from '../../api/index.ts';
import { useStatus } from '../../app/status-store.ts';
import { TextField } from '../../ui/TextField.tsx';
import { tokenText } from './token-text.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

/**
 * Seller accounts authorised through a third-party application. The person opens the marketplace's page, allows
 * access, and pastes the address they were sent back to; main checks its `state` before exchanging the code.
 */
export function SellerAuthorization({ profile }: { profile: ProfileSummary }) {
  const [authorizeUrl, setAuthorizeUrl] = useState<string | null>(null);
  const [redirectUrl, setRedirectUrl] = useState('');
  const [label, setLabel] = useState('');
  const { busy, error, done, submit } = useSubmit();
  const inApp = useStatus((s) => s.info?.canAuthorizeInApp ?? false);
  if (!profile.thirdParty.configured) return null;
  const { accounts, activeAccountId } = profile.thirdParty;

  const begin = () =>
    void submit(async () => {
      if (inApp) {
        // The desktop app opens the marketplace's page in a window and catches the answer itself.
        const account = await api.authorizeSellerInApp({ profileId: profile.id });
        return t('settings.accounts.authorised', { label: account.label });
      }
      setAuthorizeUrl((await api.beginSellerAuthorization({ profileId: profile.id })).authorizeUrl);
    });
  const complete = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const account = await api
        .completeSellerAuthorization({ profileId: profile.id, redirectUrl, ...(label ? { label } : {}) })
        .catch((e: unknown) => {
          // A refused answer ends this attempt; the person starts a new one.
          if (e instanceof ApiError && e.code === 'AUTH_STATE_MISMATCH') setAuthorizeUrl(null);
          throw e;
        });
      setAuthorizeUrl(null);
      setRedirectUrl('');
      setLabel('');
      return t('settings.accounts.authorised', { label: account.label });
    });
  };

  return (
    <section className="card" aria-labelledby="accounts-title">
      <h3 id="accounts-title">
        <FormattedMessage id="settings.accounts.heading" />
      </h3>
      {accounts.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="settings.accounts.none" />
        </p>
      ) : (
        <ul className="accounts" aria-label={t('settings.accounts.heading')}>
          {accounts.map((a) => (
            <li key={a.id}>
              <strong translate="no">{a.label}</strong>
              {SPACE}
              {a.id === activeAccountId && (
                <span className="badge">
                  <FormattedMessage id="settings.accounts.inUse" />
                </span>
              )}
              <span className="muted"> {tokenText(a)}</span>
              {a.id !== activeAccountId && (
                <button
                  type="button"
                  className="secondary"
                  onClick={() =>
                    void submit(() => api.activateSellerAccount({ profileId: profile.id, accountId: a.id }))
                  }
                >
                  <FormattedMessage
                    id="settings.accounts.use"
                    values={{ label: <span translate="no">{a.label}</span> }}
                  />
                </button>
              )}
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  void submit(() => api.removeSellerAccount({ profileId: profile.id, accountId: a.id }))
                }
              >
                <FormattedMessage
                  id="settings.accounts.remove"
                  values={{ label: <span translate="no">{a.label}</span> }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {authorizeUrl === null ? (
        <button type="button" onClick={begin} disabled={busy}>
          <FormattedMessage id="settings.accounts.authorise" />
        </button>
      ) : (
        <form noValidate onSubmit={complete} aria-label={t('settings.accounts.finish')}>
          <p>
            <FormattedMessage id="settings.accounts.step1" />
            {SPACE}
            <a href={authorizeUrl} target="_blank" rel="noreferrer noopener">
              <FormattedMessage id="settings.accounts.openPage" />
            </a>
          </p>
          <p>
            <FormattedMessage id="settings.accounts.step2" />
          </p>
          <TextField
            label={t('settings.accounts.redirectUrl')}
            value={redirectUrl}
            onChange={setRedirectUrl}
          />
          <TextField label={t('settings.accounts.accountName')} value={label} onChange={setLabel} />
          <div className="actions">
            <button type="submit" disabled={busy}>
              <FormattedMessage id="settings.accounts.finish" />
            </button>
            <button type="button" className="secondary" onClick={() => setAuthorizeUrl(null)}>
              <FormattedMessage id="settings.cancel" />
            </button>
          </div>
        </form>
      )}
      <FormOutcome error={error} done={done} />
    </section>
  );
}
