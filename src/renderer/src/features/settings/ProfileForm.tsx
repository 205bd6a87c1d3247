import { useState, type FormEvent } from 'react';
import type { ProfileInput, ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api } from '../../api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { useSettings } from './settings-store.ts';
import { ENVIRONMENTS, KNOWN_ADDRESSES } from '../../../../shared/accounts/environments.ts';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

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
      aria-label={
        profile ? t('settings.profileForm.editLabel', { name: profile.name }) : t('settings.profileForm.new')
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3>
        {profile ? (
          <FormattedMessage
            id="settings.profileForm.editTitle"
            values={{ name: <span translate="no">{profile.name}</span> }}
          />
        ) : (
          <FormattedMessage id="settings.profileForm.new" />
        )}
      </h3>
      <TextField
        label={t('settings.profileForm.name')}
        value={name}
        onChange={setName}
        error={fieldErrors.name}
      />
      <div className="field">
        <label htmlFor="profile-kind">
          <FormattedMessage id="settings.profileForm.environment" />
        </label>
        <select
          id="profile-kind"
          aria-describedby="profile-kind-help"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          {(Object.keys(ENVIRONMENTS) as Kind[]).map((k) => (
            <option key={k} value={k}>
              {t(ENVIRONMENTS[k].label)}
            </option>
          ))}
        </select>
        <small className="hint" id="profile-kind-help">
          <FormattedMessage id={ENVIRONMENTS[kind].help} />
        </small>
      </div>
      {known ? (
        <dl className="addresses" aria-label={t('settings.profileForm.marketplaceAddresses')}>
          <dt>
            <FormattedMessage id="settings.address.seller" />
          </dt>
          <dd translate="no">{known.sellerBaseUrl}</dd>
          <dt>
            <FormattedMessage id="settings.address.token" />
          </dt>
          <dd translate="no">{known.authUrl}</dd>
          <dt>
            <FormattedMessage id="settings.address.affiliate" />
          </dt>
          <dd translate="no">{known.affiliateBaseUrl}</dd>
        </dl>
      ) : (
        <>
          <TextField
            label={t('settings.address.seller')}
            type="url"
            value={sellerBaseUrl}
            onChange={setSeller}
            placeholder={t('settings.address.sellerPlaceholder')}
            error={fieldErrors.sellerBaseUrl}
          />
          <TextField
            label={t('settings.address.token')}
            type="url"
            value={authUrl}
            onChange={setAuth}
            placeholder={t('settings.address.placeholder')}
            error={fieldErrors.authUrl}
          />
          <TextField
            label={t('settings.address.affiliate')}
            type="url"
            value={affiliateBaseUrl}
            onChange={setAffiliate}
            placeholder={t('settings.address.placeholder')}
            error={fieldErrors.affiliateBaseUrl}
          />
        </>
      )}
      <FormOutcome error={error} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? t('settings.profileForm.saving') : t('settings.profileForm.save')}
        </button>
        <button type="button" className="secondary" onClick={() => onDone(null)}>
          <FormattedMessage id="settings.cancel" />
        </button>
      </div>
    </form>
  );
}
