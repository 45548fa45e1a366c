// Scheduled publishing's tests (test/admin/scheduled-*.e2e-spec.ts): times relative to now.

/** The time `s` seconds from now, as the API takes it. */
export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
