import type { TokenStatus } from '../../../../shared/accounts/profile.ts';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** "Access token expires in 59 days" — or says there is none yet. */
export function tokenText(status: TokenStatus): string {
  const access =
    status.accessTokenExpiresInDays === null
      ? 'No access token yet (one is fetched on first use).'
      : status.accessTokenExpiresInDays === 0
        ? 'Access token has expired; it is renewed on next use.'
        : `Access token expires in ${days(status.accessTokenExpiresInDays)}.`;
  const refresh =
    status.refreshTokenExpiresInDays === null
      ? ''
      : ` Authorisation expires in ${days(status.refreshTokenExpiresInDays)}.`;
  return access + refresh;
}
