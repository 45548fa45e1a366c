import type {
  Campaign,
  CampaignPreview,
  CampaignStats,
  CampaignSummary,
  NewsletterBody,
} from '@bb/shared/newsletter';
import type { Handlers } from './utils';

// Fixtures of the newsletter campaigns' tests: campaigns, and the admin API over a stored set of
// them (list, one, create, edit with its version, delete, preview, test, send, pause, resume,
// cancel, audience), answering as the backend's contract says.

export const CAMPAIGNS_PATH = '/api/admin/newsletter/campaigns';
/** An uploaded image's URL, as the upload pipeline answers it. */
export const UPLOADED_IMAGE = `/uploads/${'a'.repeat(32)}-1200x800-960.webp`;

export function stats(overrides: Partial<CampaignStats> = {}): CampaignStats {
  return {
    recipients: 0,
    queued: 0,
    sent: 0,
    failed: 0,
    bounced: 0,
    unsubscribed: 0,
    ...overrides,
  };
}

export const BODY: NewsletterBody = [
  {
    type: 'paragraph',
    content: [{ text: 'Hello ' }, { text: 'everyone', bold: true }, { text: '.' }],
  },
  {
    type: 'image',
    image: { url: UPLOADED_IMAGE, alt: 'A workshop in progress', decorative: false },
  },
  { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
];

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c1',
    subject: 'November insights',
    previewText: 'Three stories from our workshops',
    body: BODY,
    state: 'draft',
    sendAt: null,
    startedAt: null,
    finishedAt: null,
    published: false,
    updatedAt: '2026-11-20T10:30:00.000Z',
    createdAt: '2026-11-19T09:00:00.000Z',
    createdBy: 'ada.lovelace',
    updatedBy: 'ada.lovelace',
    version: 3,
    stats: stats(),
    review: null,
    ...overrides,
  };
}

export function summary(from: Campaign): CampaignSummary {
  const { id, subject, state, sendAt, startedAt, finishedAt, published, updatedAt, stats } = from;
  return { id, subject, state, sendAt, startedAt, finishedAt, published, updatedAt, stats };
}

export const PREVIEW: CampaignPreview = {
  subject: 'November insights',
  previewText: 'Three stories from our workshops',
  html: '<!DOCTYPE html><html><head><title>November insights</title></head><body><h1>November insights</h1><p>Hello everyone.</p></body></html>',
  text: 'November insights\n\nHello everyone.\n\n- one\n- two',
};

const apiError = (status: number, message: string, errors?: Record<string, string>) => ({
  status,
  body: { statusCode: status, message, ...(errors && { errors }) },
});

/**
 * The campaigns API over `initial` (by id): a PATCH checks the version (409 when stale) and bumps
 * it; send moves a draft to sending (or scheduled with `at`); the controls move the state.
 */
export function campaignHandlers(initial: Campaign[] = [campaign()], confirmed = 3): Handlers {
  const stored = new Map(initial.map((c) => [c.id, structuredClone(c)]));
  const one = (url: URL) => stored.get(decodeURIComponent(url.pathname.split('/')[5] ?? ''));
  const handlers: Handlers = {
    [`GET ${CAMPAIGNS_PATH}`]: () => {
      const items = [...stored.values()].map(summary);
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
    [`GET ${CAMPAIGNS_PATH}/audience`]: { body: { confirmed } },
    [`POST ${CAMPAIGNS_PATH}`]: ({ body }) => {
      const fields = body as Partial<Campaign>;
      const created = campaign({
        ...fields,
        id: 'c-new',
        version: 1,
        state: 'draft',
        stats: stats(),
      });
      stored.set(created.id, created);
      return { status: 201, body: created };
    },
    // The campaign a POST created, as the editor it opens reads it.
    [`GET ${CAMPAIGNS_PATH}/c-new`]: () =>
      stored.has('c-new')
        ? { body: stored.get('c-new') }
        : apiError(404, 'There is no such campaign.'),
  };
  for (const c of initial) {
    const path = `${CAMPAIGNS_PATH}/${c.id}`;
    const get = (url: URL) => one(url) ?? stored.get(c.id)!;
    Object.assign(handlers, {
      [`GET ${path}`]: ({ url }: { url: URL }) =>
        stored.has(c.id) ? { body: get(url) } : apiError(404, 'There is no such campaign.'),
      [`PATCH ${path}`]: ({ body }: { body: unknown }) => {
        const { version, ...changes } = body as Partial<Campaign> & { version: number };
        const now = stored.get(c.id)!;
        if (version !== now.version)
          return apiError(409, 'Someone saved this campaign meanwhile: reload it.');
        const next = { ...now, ...changes, version: now.version + 1 };
        stored.set(c.id, next);
        return { body: next };
      },
      [`DELETE ${path}`]: () => {
        stored.delete(c.id);
        return { status: 204 };
      },
      [`GET ${path}/preview`]: { body: PREVIEW },
      [`POST ${path}/test`]: { body: { message: 'A test was sent to ada@example.org.' } },
      [`POST ${path}/send`]: ({ body }: { body: unknown }) => {
        const { at } = (body ?? {}) as { at?: string };
        const now = stored.get(c.id)!;
        const next: Campaign = at
          ? { ...now, state: 'scheduled', sendAt: at, version: now.version + 1 }
          : {
              ...now,
              state: 'sending',
              startedAt: '2026-11-21T08:00:00.000Z',
              version: now.version + 1,
              stats: stats({ recipients: confirmed, queued: confirmed }),
            };
        stored.set(c.id, next);
        return { body: next };
      },
      [`POST ${path}/pause`]: () => move(c.id, 'paused'),
      [`POST ${path}/resume`]: () => move(c.id, 'sending'),
      [`POST ${path}/cancel`]: () => move(c.id, 'cancelled'),
    });
  }
  function move(id: string, state: Campaign['state']) {
    const now = stored.get(id)!;
    const next = { ...now, state, version: now.version + 1 };
    stored.set(id, next);
    return { body: next };
  }
  return handlers;
}
