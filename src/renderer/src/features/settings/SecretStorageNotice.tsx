import { useState } from 'react';
import { messageOf } from '../../api/index.ts';
import { useStatus } from '../../app/status-store.ts';

const NOTES = {
  'os-encrypted': 'Secrets are encrypted with your system’s keychain.',
  'basic-text':
    'Your system has no keychain: secrets are saved on this computer with weak protection, as you chose.',
  memory:
    'Secrets are kept in memory only and are forgotten when Stockroom stops. You will type them again next time.',
} as const;

/** Says plainly where secrets are kept; where there is no keychain, lets the person choose. */
export function SecretStorageNotice() {
  const info = useStatus((s) => s.info);
  const [error, setError] = useState<string | null>(null);
  if (!info) return null;

  const choose = (mode: 'memory' | 'basic-text') => {
    setError(null);
    useStatus
      .getState()
      .setSecretStorage(mode)
      .catch((e: unknown) => setError(messageOf(e)));
  };

  return (
    <div className="notice" role="note">
      <p>{NOTES[info.secretStorage]}</p>
      {info.secretStorageChoosable && (
        <fieldset>
          <legend>Where should Stockroom keep your secrets?</legend>
          <label>
            <input
              type="radio"
              name="secret-storage"
              checked={info.secretStorage === 'memory'}
              onChange={() => choose('memory')}
            />{' '}
            In memory only (safest; type them again after a restart)
          </label>
          <label>
            <input
              type="radio"
              name="secret-storage"
              checked={info.secretStorage === 'basic-text'}
              onChange={() => choose('basic-text')}
            />{' '}
            On this computer with weak protection (anyone who can read your files could recover them)
          </label>
        </fieldset>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
