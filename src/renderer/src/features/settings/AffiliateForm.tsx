import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api } from '../../api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { secretHint } from './SellerAppForm.tsx';
import { useSettings } from './settings-store.ts';

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
      return 'Affiliate credentials saved.';
    });
  };

  return (
    <form noValidate className="card" aria-label="Affiliate credentials" onSubmit={onSubmit}>
      <h3>Affiliate</h3>
      <TextField
        label="Tracking ID"
        value={trackingId}
        onChange={setTrackingId}
        error={fieldErrors.trackingId}
      />
      <TextField
        label="Affiliate token"
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
          Save affiliate credentials
        </button>
      </div>
    </form>
  );
}
