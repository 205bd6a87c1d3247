import { useStatus } from '../../app/status-store.ts';
import type { PrintTarget } from './fulfilment-store.ts';
import { keepFocusThrough } from '../../ui/focus.ts';
import { FormattedMessage } from 'react-intl';

/**
 * A PDF's button: a download in the browser; in the desktop app (`canPrintInApp`) the system's print dialog, with
 * a second button saving it where the save dialog says. The buttons are disabled while the PDF is made: focus comes
 * back to the one pressed once it is done.
 */
export function PdfButtons(props: {
  /** The browser's button, which downloads. */
  label: string;
  /** The desktop app's print button. */
  printLabel: string;
  disabled: boolean;
  className?: string;
  onPdf: (to?: PrintTarget) => Promise<void>;
}) {
  const inApp = useStatus((s) => s.info?.canPrintInApp ?? false);
  const { label, printLabel, disabled, className, onPdf } = props;
  if (!inApp)
    return (
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={(e) => void keepFocusThrough(e.currentTarget, onPdf())}
      >
        {label}
      </button>
    );
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={(e) => void keepFocusThrough(e.currentTarget, onPdf('printer'))}
      >
        {printLabel}
      </button>
      <button
        type="button"
        className="secondary"
        disabled={disabled}
        onClick={(e) => void keepFocusThrough(e.currentTarget, onPdf('pdf'))}
      >
        <FormattedMessage id="fulfilment.pdf.save" />
      </button>
    </>
  );
}
