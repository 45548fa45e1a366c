import { CAMPAIGN_STATES, type CampaignState } from '@bb/shared/newsletter';
import type { StatusTone } from '../../../../components/status/statusTones';

// How the campaigns' states, figures and messages read in the admin panel (list, editor, actions).

export const CAMPAIGN_STATE_LABELS: Readonly<Record<CampaignState, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** The state chips' colours: the label always says the state, the colour only repeats it. */
export const CAMPAIGN_STATE_TONES: Readonly<Record<CampaignState, StatusTone>> = {
  draft: 'gray',
  scheduled: 'purple',
  sending: 'blue',
  paused: 'orange',
  sent: 'green',
  cancelled: 'red',
};

export const CAMPAIGN_STATE_OPTIONS: readonly { value: CampaignState | 'all'; label: string }[] = [
  { value: 'all', label: 'All states' },
  ...CAMPAIGN_STATES.map((value) => ({ value, label: CAMPAIGN_STATE_LABELS[value] })),
];

/** Content (subject, preview text, body) can change only before sending starts. */
export const isEditable = (state: CampaignState) => state === 'draft' || state === 'scheduled';

export const CAMPAIGN_TEXT = {
  listTitle: 'Newsletter campaigns',
  listSubtitle: 'Compose the newsletter, preview it, send a test, then send it or schedule it',
  newCampaign: 'New campaign',
  emptyTitle: 'No campaigns yet',
  emptyText:
    'Write your first newsletter: it is saved as a draft, and nothing is sent until you choose Send now or Schedule.',
  noMatchTitle: 'No matching campaigns',
  noMatchText: 'No campaigns match the search and state filter.',
  saved: 'Draft saved',
  savedDetail: 'Nothing is sent until you choose Send now or Schedule.',
  created: 'Campaign created',
  notSaved: 'The campaign was not saved',
  conflictTitle: 'Someone else saved this campaign',
  archiveSaved: 'Archive setting saved',
} as const;
