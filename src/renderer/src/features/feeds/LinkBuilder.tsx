import { useState } from 'react';
import type { ProductDetail } from '../../../../shared/feeds/types.ts';
import { t } from '../../i18n/index.ts';
import { SubIdFields } from './SubIdFields.tsx';
import { useWatch } from './watch-store.ts';

/** One product's affiliate link with the sub-ids, copied to the clipboard. */
export function LinkBuilder({ detail }: { detail: ProductDetail }) {
  const [link, setLink] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const build = async () => {
    setNote(null);
    const url = await useWatch.getState().link(detail.category, detail.productId);
    if (url === null) {
      setNote(useWatch.getState().error);
      return;
    }
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('feeds.linkBuilder.copied'));
    } catch {
      setNote(t('feeds.linkBuilder.noClipboard'));
    }
  };
  return (
    <section className="link-builder" aria-labelledby="link-builder-title">
      <h3 id="link-builder-title">{t('feeds.linkBuilder.title')}</h3>
      <SubIdFields />
      <button type="button" onClick={() => void build()}>
        {t('feeds.linkBuilder.build')}
      </button>
      {note && <p role="status">{note}</p>}
      {link && (
        <p>
          <output aria-label={t('feeds.linkBuilder.built')} className="built-link" translate="no">
            {link}
          </output>
        </p>
      )}
    </section>
  );
}
