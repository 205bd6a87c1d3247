import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api, ApiError } from '../../api/index.ts';
import { useStatus } from '../../app/status-store.ts';
import { TextField } from '../../ui/TextField.tsx';
import { tokenText } from './token-text.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';

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
        return `Seller account “${account.label}” authorised.`;
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
      return `Seller account “${account.label}” authorised.`;
    });
  };

  return (
    <section className="card" aria-labelledby="accounts-title">
      <h3 id="accounts-title">Seller accounts</h3>
      {accounts.length === 0 ? (
        <p className="muted">No seller account authorised yet.</p>
      ) : (
        <ul className="accounts" aria-label="Seller accounts">
          {accounts.map((a) => (
            <li key={a.id}>
              <strong>{a.label}</strong> {a.id === activeAccountId && <span className="badge">In use</span>}
              <span className="muted"> {tokenText(a)}</span>
              {a.id !== activeAccountId && (
                <button
                  type="button"
                  className="secondary"
                  onClick={() =>
                    void submit(() => api.activateSellerAccount({ profileId: profile.id, accountId: a.id }))
                  }
                >
                  Use {a.label}
                </button>
              )}
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  void submit(() => api.removeSellerAccount({ profileId: profile.id, accountId: a.id }))
                }
              >
                Remove {a.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {authorizeUrl === null ? (
        <button type="button" onClick={begin} disabled={busy}>
          Authorise seller account
        </button>
      ) : (
        <form noValidate onSubmit={complete} aria-label="Finish authorisation">
          <p>
            1. Open the marketplace’s page and press Allow:{' '}
            <a href={authorizeUrl} target="_blank" rel="noreferrer noopener">
              Open the authorisation page
            </a>
          </p>
          <p>2. Paste here the address your browser was sent back to.</p>
          <TextField label="Address you were sent back to" value={redirectUrl} onChange={setRedirectUrl} />
          <TextField label="Account name (optional)" value={label} onChange={setLabel} />
          <div className="actions">
            <button type="submit" disabled={busy}>
              Finish authorisation
            </button>
            <button type="button" className="secondary" onClick={() => setAuthorizeUrl(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <FormOutcome error={error} done={done} />
    </section>
  );
}
