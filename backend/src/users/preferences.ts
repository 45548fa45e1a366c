/** Spec 000 section 3: the member's settings and their defaults. */
export const DEFAULT_PREFERENCES = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  darkMode: false,
};
export type Preferences = typeof DEFAULT_PREFERENCES;

/** The stored settings over the defaults (anything stored that is not a known boolean is ignored). */
export function pickPreferences(stored: Record<string, unknown> | null | undefined): Preferences {
  const out = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(out) as (keyof Preferences)[])
    if (typeof stored?.[key] === 'boolean') out[key] = stored[key];
  return out;
}
