/** Router state with which a link to /my/settings opens its Change Password dialog. */
export const OPEN_CHANGE_PASSWORD = { open: 'change-password' } as const;

/** Whether a location's state asks /my/settings to open the Change Password dialog. */
export function asksForChangePassword(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { open?: unknown }).open === OPEN_CHANGE_PASSWORD.open
  );
}
