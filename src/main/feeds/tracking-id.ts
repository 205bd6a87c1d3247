import { AppError } from '../../shared/errors.ts';

/** What reads a profile's affiliate settings (ProfilesService.resolve). */
export interface AffiliateProfiles {
  resolve(id: string): Promise<{ affiliate?: { trackingId: string } | undefined }>;
}

/** The profile's affiliate id (`affid`): a public id, unlike the token, which stays in the backend. */
export async function trackingIdOf(profiles: AffiliateProfiles, profileId: string): Promise<string> {
  const profile = await profiles.resolve(profileId);
  if (!profile.affiliate)
    throw new AppError(
      'NOT_CONFIGURED',
      'No affiliate tracking id is set up for this profile yet. Add it in Settings.',
    );
  return profile.affiliate.trackingId;
}
