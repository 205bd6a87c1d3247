import { AppError } from '../../shared/errors.ts';
import { safeExternalUrl } from '../../shared/security/external-url.ts';
import { t } from '../i18n/backend-language.ts';

export { safeExternalUrl };

/**
 * Opens a link in the person's browser only when it is a well-formed https URL with a host. Everything else
 * (javascript:, file:, http:, custom schemes, UNC paths, credentials in the URL) is refused.
 */
export async function openExternalUrl(value: string, open: (url: string) => Promise<void>): Promise<void> {
  const url = safeExternalUrl(value);
  if (url === null) {
    throw new AppError('INSECURE_URL', t('errors.link.insecure'));
  }
  await open(url);
}
