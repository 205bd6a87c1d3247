import { useState } from 'react';
import { messageOf } from '../../api/index.ts';
import { useStatus } from '../../app/status-store.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

const NOTES = {
  'os-encrypted': 'settings.secrets.osEncrypted',
  'basic-text': 'settings.secrets.basicText',
  memory: 'settings.secrets.memory',
} as const satisfies Record<string, MessageId>;

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
      <p>
        <FormattedMessage id={NOTES[info.secretStorage]} />
      </p>
      {info.secretStorageChoosable && (
        <fieldset>
          <legend>
            <FormattedMessage id="settings.secrets.question" />
          </legend>
          <label>
            <input
              type="radio"
              name="secret-storage"
              checked={info.secretStorage === 'memory'}
              onChange={() => choose('memory')}
            />
            {SPACE}
            <FormattedMessage id="settings.secrets.chooseMemory" />
          </label>
          <label>
            <input
              type="radio"
              name="secret-storage"
              checked={info.secretStorage === 'basic-text'}
              onChange={() => choose('basic-text')}
            />
            {SPACE}
            <FormattedMessage id="settings.secrets.chooseBasic" />
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
