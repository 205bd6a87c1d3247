import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api } from '../../api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { secretHint } from './SellerAppForm.tsx';
import { useSettings } from './settings-store.ts';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

/** Affiliate tracking id and token; the token is write-only. */
export function AffiliateForm({ profile }: { profile: ProfileSummary }) {
  const [trackingId, setTrackingId] = useState(
    profile.affiliate.configured ? profile.affiliate.trackingId : '',
  );
  const [token, setToken] = useState('');
  const { busy, error, fieldErrors, done, submit } = useSubmit();
  const credentialsSaved = useSettings((s) => s.credentialsSaved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      await api.setAffiliateCredentials({ profileId: profile.id, trackingId, token });
      setToken('');
      credentialsSaved(profile.id);
      return t('settings.affiliate.saved');
    });
  };

  return (
    <form noValidate className="card" aria-label={t('settings.affiliate.label')} onSubmit={onSubmit}>
      <h3>
        <FormattedMessage id="settings.affiliate.heading" />
      </h3>
      <TextField
        label={t('settings.affiliate.trackingId')}
        value={trackingId}
        onChange={setTrackingId}
        error={fieldErrors.trackingId}
      />
      <TextField
        label={t('settings.affiliate.token')}
        type="password"
        value={token}
        onChange={setToken}
        error={fieldErrors.token}
        hint={secretHint(profile.affiliate, 'token')}
        autoComplete="new-password"
      />
      <FormOutcome error={error} done={done} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          <FormattedMessage id="settings.affiliate.save" />
        </button>
      </div>
    </form>
  );
}
