import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../i18n/index.ts';
import { useStatus } from './status-store.ts';

/**
 * What the backend found when it opened the data folder (a damaged file kept aside, a folder that cannot be
 * written), shown once at the top until the person dismisses it.
 */
export function Notices() {
  // Select the stored array itself: a new `[]` on every call would re-render without end.
  const notices = useStatus((s) => s.info?.notices);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || notices === undefined || notices.length === 0) return null;
  return (
    <section className="notices" role="alert" aria-label={t('app.notices.label')}>
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(true)}>
        <FormattedMessage id="ui.action.dismiss" />
      </button>
    </section>
  );
}
