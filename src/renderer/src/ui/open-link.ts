import { isOpenableLink } from '../../../shared/feeds/rules.ts';
import { t } from '../i18n/index.ts';

/**
 * Opens a marketplace link where the person can see it, and says what happened as a sentence. In the desktop app
 * the backend hands it to the system browser (after its own check); in the web host the page is itself in a browser
 * (whose own opener may be on another machine), so a new tab opens, or the person is told the browser blocked it.
 */
export async function openLink(
  url: string,
  host: 'electron' | 'web' | undefined,
  openExternal: (input: { url: string }) => Promise<unknown>,
  open: (url: string) => { opener: unknown } | null = (u) => window.open(u, '_blank'),
): Promise<string> {
  if (!isOpenableLink(url)) return t('ui.link.httpsOnly');
  if (host === 'electron') {
    await openExternal({ url });
    return t('ui.link.openedInBrowser');
  }
  const tab = open(url);
  if (tab === null) return t('ui.link.blocked');
  // The new tab gets no handle on this page.
  tab.opener = null;
  return t('ui.link.openedInTab');
}
