import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api } from '../../api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { useSettings } from './settings-store.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

type AppType = 'self_access' | 'third_party';

/**
 * Where an application's ID and secret come from: a seller's login does not give API access (the marketplace's
 * API guide, "API Application Setup"); the application is made in the seller dashboard.
 */
const APP_ID_HINT: Record<AppType, MessageId> = {
  self_access: 'settings.sellerApp.idHintSelf',
  third_party: 'settings.sellerApp.idHintThirdParty',
};

/** What the secret field says: saved, not kept after a restart (type it again), or nothing yet. */
export function secretHint(
  part: { configured: boolean; secretKept?: boolean },
  what: 'secret' | 'token',
): string | undefined {
  if (!part.configured) return undefined;
  if (what === 'token') return part.secretKept ? t('settings.token.saved') : t('settings.token.notKept');
  return part.secretKept ? t('settings.secret.saved') : t('settings.secret.notKept');
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
      return type === 'self_access'
        ? t('settings.sellerApp.savedSelf')
        : t('settings.sellerApp.savedThirdParty');
    });
  };

  return (
    <form noValidate className="card" aria-label={t('settings.sellerApp.heading')} onSubmit={onSubmit}>
      <h3>
        <FormattedMessage id="settings.sellerApp.heading" />
      </h3>
      <fieldset>
        <legend>
          <FormattedMessage id="settings.sellerApp.type" />
        </legend>
        <label>
          <input
            type="radio"
            name="app-type"
            checked={type === 'self_access'}
            onChange={() => choose('self_access')}
          />
          {SPACE}
          <FormattedMessage id="settings.sellerApp.self" />
        </label>
        <label>
          <input
            type="radio"
            name="app-type"
            checked={type === 'third_party'}
            onChange={() => choose('third_party')}
          />
          {SPACE}
          <FormattedMessage id="settings.sellerApp.thirdParty" />
        </label>
      </fieldset>
      <TextField
        label={t('settings.sellerApp.appId')}
        value={appId}
        onChange={setAppId}
        error={fieldErrors.appId}
        hint={t(APP_ID_HINT[type])}
      />
      <TextField
        label={t('settings.sellerApp.appSecret')}
        type="password"
        value={appSecret}
        onChange={setAppSecret}
        error={fieldErrors.appSecret}
        hint={secretHint(current, 'secret')}
        autoComplete="new-password"
      />
      {type === 'third_party' && (
        <TextField
          label={t('settings.sellerApp.redirectUrl')}
          type="url"
          value={redirectUri}
          onChange={setRedirectUri}
          placeholder={t('settings.address.placeholder')}
          error={fieldErrors.redirectUri}
          hint={t('settings.sellerApp.redirectHint')}
        />
      )}
      <FormOutcome error={error} done={done} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          <FormattedMessage id="settings.sellerApp.save" />
        </button>
      </div>
    </form>
  );
}
