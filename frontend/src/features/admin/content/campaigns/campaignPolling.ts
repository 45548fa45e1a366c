import type { CampaignState } from '@bb/shared/newsletter';

// How often the campaign screens read their campaigns again: their state and figures change on the
// server by themselves while a campaign sends (progress) or waits for its time (its start).

/** How often a sending campaign's figures are read again. */
export const SENDING_POLL_MS = 2000;
/** How often a scheduled campaign is read again (to see it start). */
export const SCHEDULED_POLL_MS = 15_000;

/**
 * The polling interval of a screen that shows campaigns in these states: every 2 s while one sends,
 * every 15 s while one is scheduled, else 0 (none).
 */
export function campaignPollingInterval(states: readonly CampaignState[]): number {
  if (states.includes('sending')) return SENDING_POLL_MS;
  if (states.includes('scheduled')) return SCHEDULED_POLL_MS;
  return 0;
}
