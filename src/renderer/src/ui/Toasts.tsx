import { FormattedMessage } from 'react-intl';
import { t as translate } from '../i18n/index.ts';
import { useToasts } from './toasts-store.ts';

/**
 * The app's toasts, in the corner: each leaves after a while (`TOAST_MS`), stays while the pointer is over it or
 * focus is in it, and has its own Dismiss. They never take focus: they are status messages, read out as they come.
 */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const { dismiss, hold, release } = useToasts.getState();
  return toasts.map((t) => (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- it only watches pointer and focus, to stay while read
    <div
      key={t.id}
      className={t.tone === 'error' ? 'toast error' : 'toast'}
      role={t.tone === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => hold(t.id)}
      onPointerLeave={() => release(t.id)}
      onFocus={() => hold(t.id)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) release(t.id);
      }}
    >
      <span>{t.message}</span>
      <button
        type="button"
        className="secondary"
        aria-label={translate('ui.toast.dismissLabel', { message: t.message })}
        onClick={() => dismiss(t.id)}
      >
        <FormattedMessage id="ui.action.dismiss" />
      </button>
    </div>
  ));
}
