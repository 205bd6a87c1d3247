import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';

/** What reads a profile's affiliate settings (ProfilesService.resolve). */
export interface AffiliateProfiles {
  resolve(id: string): Promise<{ affiliate?: { trackingId: string } | undefined }>;
}

/** The profile's affiliate id (`affid`): a public id, unlike the token, which stays in the backend. */
export async function trackingIdOf(profiles: AffiliateProfiles, profileId: string): Promise<string> {
  const profile = await profiles.resolve(profileId);
  if (!profile.affiliate) throw new AppError('NOT_CONFIGURED', t('feeds.error.noTrackingId'));
  return profile.affiliate.trackingId;
}
