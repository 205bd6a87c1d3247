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
  const copy = async () => {
    const url = await useWatch.getState().link(category, productId);
    if (url === null) {
      onNote(useWatch.getState().error ?? 'The link could not be built.');
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      onNote(`Link of ${title} copied.`);
    } catch {
      onNote(`The clipboard is not available here: the link of ${title} is ${url}`);
    }
  };
  return (
    <button type="button" className="link" aria-label={`Copy link of ${title}`} onClick={() => void copy()}>
      Copy link
    </button>
  );
}
