import type { TokenStatus } from '../../../../shared/accounts/profile.ts';
import { t } from '../../i18n/index.ts';

/** "Access token expires in 59 days" — or says there is none yet. */
export function tokenText(status: TokenStatus): string {
  const access =
    status.accessTokenExpiresInDays === null
      ? t('settings.token.none')
      : status.accessTokenExpiresInDays === 0
        ? t('settings.token.expired')
        : t('settings.token.expiresIn', { days: status.accessTokenExpiresInDays });
  const refresh =
    status.refreshTokenExpiresInDays === null
      ? ''
      : t('settings.token.authorisationExpiresIn', { days: status.refreshTokenExpiresInDays });
  return access + refresh;
}
