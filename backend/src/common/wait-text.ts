/** 'a minute', '12 minutes', 'an hour': a wait in seconds, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  return minutes >= 60 ? 'an hour' : `${minutes} minutes`;
}

/** The 429 of a per-address route limit (@RateLimit), with the wait it really has. */
export function rateLimitedMessage(seconds: number): string {
  return `Too many requests. Please wait ${waitText(seconds)} and try again.`;
}
