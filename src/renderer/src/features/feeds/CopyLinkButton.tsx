import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { useWatch } from './watch-store.ts';

/**
 * A row's "Copy link": the product's affiliate link with the sub-ids above, built as the product panel builds it
 * (the backend's `affiliateLink`), put on the clipboard. `onNote` hears what happened, in a sentence.
 */
export function CopyLinkButton(props: {
  category: string;
  productId: string;
  title: string;
  onNote(note: string): void;
}) {
  const { category, productId, title, onNote } = props;
  const name = useId();
  const copy = async () => {
    const url = await useWatch.getState().link(category, productId);
    if (url === null) {
      onNote(useWatch.getState().error ?? t('feeds.link.notBuilt'));
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      onNote(t('feeds.link.copiedOf', { title }));
    } catch {
      onNote(t('feeds.link.noClipboardOf', { title, url }));
    }
  };
  return (
    // Named by reference: the title is data (not translated), the words around it are ours.
    <button type="button" className="link" aria-labelledby={name} onClick={() => void copy()}>
      {t('feeds.link.copy')}
      <span id={name} className="visually-hidden">
        <FormattedMessage id="feeds.link.copyOf" values={{ title: <span translate="no">{title}</span> }} />
      </span>
    </button>
  );
}
