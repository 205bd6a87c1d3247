import { z } from 'zod';
import { PROFILE_KINDS } from '../../shared/accounts/profile.ts';
import { BACKGROUND_SYNC_MINUTES } from '../background-sync/scheduler.ts';
import { THEME_CHOICES, themeChoiceOf } from '../../shared/app/theme.ts';
import { LANGUAGE_CHOICES, languageChoiceOf } from '../../shared/i18n/languages.ts';
import type { StoredProfile } from '../accounts/stored-profile.ts';
import { SETTINGS_DEFAULTS, type Settings } from './settings.ts';

/** A profile entry as `config.json` must hold it. */
export const storedProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: z.enum(PROFILE_KINDS),
  sellerBaseUrl: z.string(),
  authUrl: z.string(),
  affiliateBaseUrl: z.string(),
  selfAccess: z.object({ appId: z.string() }).optional(),
  thirdParty: z
    .object({
      appId: z.string(),
      redirectUri: z.string(),
      accounts: z.array(z.object({ id: z.string().min(1), label: z.string() })),
      activeAccountId: z.string().nullable(),
    })
    .optional(),
  affiliate: z.object({ trackingId: z.string() }).optional(),
});

export interface ReadSettings {
  settings: Settings;
  /** What could not be used, for the log; empty when the file was whole. */
  problems: string[];
}

/**
 * The settings in a parsed `config.json`, field by field: what passes its schema is kept, what does not is left
 * out (and named in `problems`), so one bad profile entry costs that entry and not the whole file.
 */
export function readSettings(raw: unknown): ReadSettings {
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { settings: { ...SETTINGS_DEFAULTS }, problems: ['the file does not hold a settings object'] };
  const file = raw as Record<string, unknown>;
  const settings: Settings = { ...SETTINGS_DEFAULTS, profiles: [], encryptedSecrets: {} };

  if (Array.isArray(file.profiles)) {
    const ids = new Set<string>();
    file.profiles.forEach((entry, i) => {
      const parsed = storedProfileSchema.safeParse(entry);
      if (!parsed.success) problems.push(`profiles[${i}] is not a profile`);
      else if (ids.has(parsed.data.id)) problems.push(`profiles[${i}] repeats the id of another profile`);
      else {
        ids.add(parsed.data.id);
        // zod leaves absent optional fields out, which is what StoredProfile means.
        settings.profiles.push(parsed.data as StoredProfile);
      }
    });
  } else if (file.profiles !== undefined) problems.push('profiles is not a list');

  if (typeof file.activeProfileId === 'string') settings.activeProfileId = file.activeProfileId;
  else if (file.activeProfileId !== undefined) problems.push('activeProfileId is not text');

  const secrets = z.record(z.string(), z.string()).safeParse(file.encryptedSecrets ?? {});
  if (secrets.success) settings.encryptedSecrets = secrets.data;
  else problems.push('encryptedSecrets is not a map of text');

  if (typeof file.weakSecretStorageChosen === 'boolean')
    settings.weakSecretStorageChosen = file.weakSecretStorageChosen;
  else if (file.weakSecretStorageChosen !== undefined)
    problems.push('weakSecretStorageChosen is not true or false');

  // Only a choice Settings offers: any other number would set the sync's timer to run back to back (a negative or
  // too long wait) or stop the start (a time past the year 275760).
  if ((BACKGROUND_SYNC_MINUTES as readonly unknown[]).includes(file.backgroundSyncMinutes))
    settings.backgroundSyncMinutes = file.backgroundSyncMinutes as number;
  else if (file.backgroundSyncMinutes !== undefined)
    problems.push(`backgroundSyncMinutes is not one of ${BACKGROUND_SYNC_MINUTES.join(', ')}`);

  if ((THEME_CHOICES as readonly unknown[]).includes(file.theme)) settings.theme = themeChoiceOf(file.theme);
  else if (file.theme !== undefined) problems.push('theme is not system, light or dark');

  if ((LANGUAGE_CHOICES as readonly unknown[]).includes(file.language))
    settings.language = languageChoiceOf(file.language);
  else if (file.language !== undefined)
    problems.push(`language is not one of ${LANGUAGE_CHOICES.join(', ')}`);

  const languages = z
    .array(z.string().max(100))
    .max(20)
    .safeParse(file.systemLanguages ?? []);
  if (languages.success) settings.systemLanguages = languages.data;
  else problems.push('systemLanguages is not a list of language tags');

  if (typeof file.demoSellerAccount === 'string') settings.demoSellerAccount = file.demoSellerAccount;
  else if (file.demoSellerAccount !== undefined && file.demoSellerAccount !== null)
    problems.push('demoSellerAccount is not text');

  return { settings, problems };
}
