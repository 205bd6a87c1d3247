import { useState, type FormEvent } from 'react';
import type { ProfileInput, ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api } from '../../api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { useSettings } from './settings-store.ts';
import { ENVIRONMENTS, KNOWN_ADDRESSES } from '../../../../shared/accounts/environments.ts';

interface Props {
  profile?: ProfileSummary;
  onDone(saved: ProfileSummary | null): void;
}

type Kind = ProfileInput['kind'];

/**
 * Add or edit a profile: a name and an environment. Sandbox and Production come with the marketplace's own
 * addresses, shown read-only; only Custom asks for its three addresses.
 */
export function ProfileForm({ profile, onDone }: Props) {
  const [name, setName] = useState(profile?.name ?? '');
  const [kind, setKind] = useState<Kind>(profile && profile.kind !== 'demo' ? profile.kind : 'production');
  // A Custom profile's own addresses; the sandbox and production ones are never typed.
  const typed = profile?.kind === 'custom' ? profile : undefined;
  const [sellerBaseUrl, setSeller] = useState(typed?.sellerBaseUrl ?? '');
  const [authUrl, setAuth] = useState(typed?.authUrl ?? '');
  const [affiliateBaseUrl, setAffiliate] = useState(typed?.affiliateBaseUrl ?? '');
  const known = kind === 'custom' ? undefined : KNOWN_ADDRESSES[kind];
  const { busy, error, fieldErrors, submit } = useSubmit();
  const credentialsSaved = useSettings((s) => s.credentialsSaved);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let saved: ProfileSummary | null = null;
    const ok = await submit(async () => {
      saved = await api.saveProfile({
        ...(profile ? { id: profile.id } : {}),
        name,
        kind,
        ...(kind === 'custom' ? { sellerBaseUrl, authUrl, affiliateBaseUrl } : {}),
      });
      if (profile) credentialsSaved(profile.id);
    });
    if (ok) onDone(saved);
  };

  return (
    <form
      noValidate
      className="card"
      aria-label={profile ? `Edit profile ${profile.name}` : 'New profile'}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3>{profile ? `Edit ${profile.name}` : 'New profile'}</h3>
      <TextField label="Profile name" value={name} onChange={setName} error={fieldErrors.name} />
      <div className="field">
        <label htmlFor="profile-kind">Environment</label>
        <select
          id="profile-kind"
          aria-describedby="profile-kind-help"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          {(Object.keys(ENVIRONMENTS) as Kind[]).map((k) => (
            <option key={k} value={k}>
              {ENVIRONMENTS[k].label}
            </option>
          ))}
        </select>
        <small className="hint" id="profile-kind-help">
          {ENVIRONMENTS[kind].help}
        </small>
      </div>
      {known ? (
        <dl className="addresses" aria-label="Marketplace addresses">
          <dt>Seller base address</dt>
          <dd>{known.sellerBaseUrl}</dd>
          <dt>Token address</dt>
          <dd>{known.authUrl}</dd>
          <dt>Affiliate base address</dt>
          <dd>{known.affiliateBaseUrl}</dd>
        </dl>
      ) : (
        <>
          <TextField
            label="Seller base address"
            type="url"
            value={sellerBaseUrl}
            onChange={setSeller}
            placeholder="https://…/sellers"
            error={fieldErrors.sellerBaseUrl}
          />
          <TextField
            label="Token address"
            type="url"
            value={authUrl}
            onChange={setAuth}
            placeholder="https://…"
            error={fieldErrors.authUrl}
          />
          <TextField
            label="Affiliate base address"
            type="url"
            value={affiliateBaseUrl}
            onChange={setAffiliate}
            placeholder="https://…"
            error={fieldErrors.affiliateBaseUrl}
          />
        </>
      )}
      <FormOutcome error={error} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </button>
        <button type="button" className="secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
