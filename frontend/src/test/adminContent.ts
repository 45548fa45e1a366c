import type {
  AdminNewsletterPage,
  AdminNewsletterSubscriber,
  AdminSettings,
  AdminSettingsPatch,
  SiteDetails,
} from '@bb/shared/admin-content';
import type { SubscriberState } from '@bb/shared/newsletter';
import type { Handlers } from './utils';

// Fixtures of the /admin/content and /admin/settings tests: the stored settings, a PATCH that
// answers them merged with the change, and newsletter subscribers.

export const SITE: SiteDetails = {
  organizationName: 'Bridges Training Co',
  tagline: 'Building Bridges. Breaking Barriers.',
  speakerName: 'Jordan Avery',
  phoneDisplay: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  email: 'hello@bridges.example',
  socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/bridges' }],
};

export function settings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    comingSoon: false,
    siteDetails: SITE,
    notificationEmail: null,
    auditRetentionDays: 365,
    requireAdminTwoFactor: false,
    newsletterRatePerMinute: null,
    newsletterRateDefault: 60,
    timeZone: 'UTC',
    uploadDailyBudgetMb: 200,
    uploadStorageBudgetMb: 5120,
    ...overrides,
  };
}

/** GET and PATCH /api/admin/settings over one stored value (the PATCH merges and answers it). */
export function settingsHandlers(initial: AdminSettings = settings()): Handlers {
  let stored = initial;
  return {
    'GET /api/admin/settings': () => ({ body: stored }),
    'PATCH /api/admin/settings': ({ body }) => {
      const patch = body as AdminSettingsPatch;
      stored = {
        ...stored,
        ...patch,
        siteDetails: { ...stored.siteDetails, ...patch.siteDetails },
      } as AdminSettings;
      return { body: stored };
    },
  };
}

export function subscriber(overrides: Partial<AdminNewsletterSubscriber> = {}) {
  return {
    id: 's1',
    email: 'alice@example.org',
    status: 'confirmed',
    subscribedAt: '2026-01-10T09:30:00.000Z',
    unsubscribedAt: null,
    bouncedAt: null,
    bounceReason: null,
    consent: {
      source: 'footer-form',
      givenAt: '2026-01-10T09:30:00.000Z',
      confirmedAt: '2026-01-10T09:34:05.000Z',
      wording: 'Monthly insights. Unsubscribe at any time.',
    },
    ...overrides,
  } satisfies AdminNewsletterSubscriber;
}

export const SUBSCRIBERS: AdminNewsletterSubscriber[] = [
  subscriber(),
  subscriber({
    id: 's2',
    email: 'bob@example.org',
    status: 'unsubscribed',
    subscribedAt: '2025-11-02T12:00:00.000Z',
    unsubscribedAt: '2026-02-03T08:00:00.000Z',
    consent: {
      source: 'single-opt-in',
      givenAt: '2025-11-02T12:00:00.000Z',
      confirmedAt: '2025-11-02T12:00:00.000Z',
      wording: 'Older words. Unsubscribe at any time.',
    },
  }),
  subscriber({
    id: 's3',
    email: 'carol@example.org',
    status: 'pending',
    subscribedAt: '2025-12-24T18:00:00.000Z',
    consent: {
      source: 'footer-form',
      givenAt: '2025-12-24T18:00:00.000Z',
      confirmedAt: null,
      wording: 'Monthly insights. Unsubscribe at any time.',
    },
  }),
];

export function subscriberPage(
  items: AdminNewsletterSubscriber[] = SUBSCRIBERS,
  total = items.length,
  confirmed = items.filter((item) => item.status === 'confirmed').length,
): AdminNewsletterPage {
  const count = (state: SubscriberState) => items.filter((item) => item.status === state).length;
  return {
    items,
    total,
    counts: {
      pending: count('pending'),
      confirmed,
      unsubscribed: count('unsubscribed'),
      bounced: count('bounced'),
    },
  };
}
