import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api } from '../../api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { useSettings } from './settings-store.ts';

type AppType = 'self_access' | 'third_party';

/**
 * Where an application's ID and secret come from: a seller's login does not give API access (the marketplace's
 * API guide, "API Application Setup"); the application is made in the seller dashboard.
 */
const APP_ID_HINT: Record<AppType, string> = {
  self_access:
    'Your seller login is not an application. In the marketplace’s Seller Dashboard, open Manage Profile › Developer Access and create a self-access application: it shows its Application ID and Secret.',
  third_party:
    'Registered by the partner in the marketplace’s Developer Access (Seller Dashboard › Manage Profile), with its redirect URL: it shows its Application ID and Secret.',
};

/** What the secret field says: saved, not kept after a restart (type it again), or nothing yet. */
export function secretHint(
  part: { configured: boolean; secretKept?: boolean },
  what: string,
): string | undefined {
  if (!part.configured) return undefined;
  return part.secretKept
    ? `A ${what} is saved. Type a new one to replace it.`
    : `The ${what} was not kept when Stockroom last closed: type it again.`;
}

/** The seller application's id and secret. The secret is write-only: it goes to main and never comes back. */
export function SellerAppForm({ profile }: { profile: ProfileSummary }) {
  const [type, setType] = useState<AppType>(
    profile.thirdParty.configured && !profile.selfAccess.configured ? 'third_party' : 'self_access',
  );
  const part = (t: AppType) => (t === 'self_access' ? profile.selfAccess : profile.thirdParty);
  const current = part(type);
  const [appId, setAppId] = useState(current.configured ? current.appId : '');
  const [appSecret, setAppSecret] = useState('');
  const [redirectUri, setRedirectUri] = useState(
    profile.thirdParty.configured ? profile.thirdParty.redirectUri : '',
  );
  const { busy, error, fieldErrors, done, submit, clear } = useSubmit();
  const credentialsSaved = useSettings((s) => s.credentialsSaved);

  const choose = (next: AppType) => {
    const kept = part(next);
    setType(next);
    setAppId(kept.configured ? kept.appId : '');
    setAppSecret('');
    clear();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (type === 'self_access') await api.setSellerApp({ profileId: profile.id, type, appId, appSecret });
      else await api.setSellerApp({ profileId: profile.id, type, appId, appSecret, redirectUri });
      setAppSecret('');
      credentialsSaved(profile.id);
      return type === 'self_access' ? 'Self-access application saved.' : 'Third-party application saved.';
    });
  };

  return (
    <form noValidate className="card" aria-label="Seller application" onSubmit={onSubmit}>
      <h3>Seller application</h3>
      <fieldset>
        <legend>Application type</legend>
        <label>
          <input
            type="radio"
            name="app-type"
            checked={type === 'self_access'}
            onChange={() => choose('self_access')}
          />{' '}
          Self-access (your own shop)
        </label>
        <label>
          <input
            type="radio"
            name="app-type"
            checked={type === 'third_party'}
            onChange={() => choose('third_party')}
          />{' '}
          Third-party (shops you manage)
        </label>
      </fieldset>
      <TextField
        label="Application ID"
        value={appId}
        onChange={setAppId}
        error={fieldErrors.appId}
        hint={APP_ID_HINT[type]}
      />
      <TextField
        label="Application Secret"
        type="password"
        value={appSecret}
        onChange={setAppSecret}
        error={fieldErrors.appSecret}
        hint={secretHint(current, 'secret')}
        autoComplete="new-password"
      />
      {type === 'third_party' && (
        <TextField
          label="Redirect URL"
          type="url"
          value={redirectUri}
          onChange={setRedirectUri}
          placeholder="https://…"
          error={fieldErrors.redirectUri}
          hint="Exactly as registered with the marketplace."
        />
      )}
      <FormOutcome error={error} done={done} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          Save seller application
        </button>
      </div>
    </form>
  );
}
