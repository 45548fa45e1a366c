import { z } from 'zod';
import { isPageImageUrl, type ImageValue } from './pages/fields';
import { parseRichText } from './pages/rich-text-markdown';
import type { RichBlock } from './pages/rich-text';
import { richTextSchema } from './pages/rich-text-schema';
import type { Review } from './reviews';

/**
 * Newsletter subscribers and campaigns: the states, the campaign body and the API's shapes, shared
 * by the backend (validation, mail rendering) and the admin panel.
 */

/**
 * A subscriber's state. `pending`: signed up, the confirmation link not followed yet (expires after
 * NEWSLETTER_CONFIRM_DAYS); `confirmed`: receives newsletters; `unsubscribed`; `bounced`: the mail
 * server refused the address permanently, so nothing more is sent to it.
 */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** Days an unconfirmed sign-up waits for its confirmation before it is deleted. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** Where a subscriber's consent was given. */
export const CONSENT_SOURCES = ['footer-form', 'member-settings', 'single-opt-in'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The proof of a subscriber's consent (admin subscribers list, Download Your Data). */
export interface Consent {
  source: ConsentSource;
  /** When the address asked (sign-up, or the setting turned on). */
  givenAt: string;
  /** When the confirmation link was followed (the same as `givenAt` for a member's setting). */
  confirmedAt: string | null;
  /** The words shown where consent was given. */
  wording: string;
}

/**
 * A campaign's state. `draft` → `scheduled` (a send time) or `sending`; `sending` ⇄ `paused`;
 * `sent` once every delivery is done; `cancelled` from scheduled, sending or paused (what was sent
 * stays sent, nothing more goes).
 */
export const CAMPAIGN_STATES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_LIMITS = {
  subject: 150,
  previewText: 200,
  /** Characters of text in the body. */
  body: 20_000,
  blocks: 300,
} as const;

/** An image of a campaign's body: an upload, with its alt text or marked decorative. */
export interface NewsletterImageBlock {
  type: 'image';
  image: ImageValue;
}

/**
 * A campaign's body: the page editor's safe rich text (paragraphs, subheadings, lists, emphasis,
 * links) and images, in order. Never HTML.
 */
export type NewsletterBlock = RichBlock | NewsletterImageBlock;
export type NewsletterBody = NewsletterBlock[];

const imageBlock = z.object({
  type: z.literal('image'),
  image: z.object({
    url: z.string().max(300).refine(isPageImageUrl, 'Choose an uploaded image.'),
    alt: z.string().trim().max(250, 'Alt text can be at most 250 characters long.'),
    decorative: z.boolean(),
  }),
});

/** The stored body's validation: rich-text blocks (subheadings allowed) and image blocks. */
export const newsletterBodySchema = z
  .array(z.union([imageBlock, richTextSchema(true).element]))
  .max(CAMPAIGN_LIMITS.blocks, `A newsletter can have at most ${CAMPAIGN_LIMITS.blocks} blocks.`)
  .superRefine((blocks, ctx) => {
    let chars = 0;
    blocks.forEach((block, index) => {
      if (block.type === 'image') {
        if (!block.image.decorative && !block.image.alt.trim())
          ctx.addIssue({
            code: 'custom',
            path: [index, 'image', 'alt'],
            message: 'Describe the image (alt text), or mark it as decorative.',
          });
        return;
      }
      const inlines = block.type === 'list' ? block.items.flat() : block.content;
      chars += inlines.reduce((n, part) => n + part.text.length, 0);
    });
    if (chars > CAMPAIGN_LIMITS.body)
      ctx.addIssue({
        code: 'custom',
        message: `The newsletter can be at most ${CAMPAIGN_LIMITS.body.toLocaleString('en-US')} characters long.`,
      });
  }) as unknown as z.ZodType<NewsletterBody>;

const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)\s*$/;

/**
 * A body written as text: paragraphs separated by blank lines, the rich text's Markdown marks
 * (`**bold**`, `[text](link)`, `- item`, `### Subheading`) and an image per line as
 * `![alt text](/api/uploads/...)` (empty alt text: decorative).
 */
export function parseNewsletterBody(source: string): NewsletterBody {
  const body: NewsletterBody = [];
  let text: string[] = [];
  const flush = () => {
    if (text.join('').trim()) body.push(...parseRichText(text.join('\n'), true));
    text = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const image = IMAGE_LINE.exec(line.trim());
    if (image) {
      flush();
      const alt = image[1].trim();
      body.push({ type: 'image', image: { url: image[2], alt, decorative: !alt } });
    } else text.push(line);
  }
  flush();
  return body;
}

/** What a campaign's deliveries have come to so far. */
export interface CampaignStats {
  /** Delivery rows created: the confirmed subscribers when the campaign started. */
  recipients: number;
  /** Waiting to be sent (or retried). */
  queued: number;
  sent: number;
  /** Given up (out of retries), or skipped because the address was no longer confirmed. */
  failed: number;
  bounced: number;
  /** Recipients of this campaign who unsubscribed since it started. */
  unsubscribed: number;
}

/** A campaign in the admin list (GET /api/admin/newsletter/campaigns). */
export interface CampaignSummary {
  id: string;
  subject: string;
  state: CampaignState;
  /** The scheduled send time (UTC, ISO), when scheduled. */
  sendAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Shown in the public archive at /newsletter once sent. */
  published: boolean;
  updatedAt: string;
  stats: CampaignStats;
}

/** One page of the admin list (GET /api/admin/newsletter/campaigns). */
export interface CampaignPage {
  items: CampaignSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One campaign (GET /api/admin/newsletter/campaigns/{id}). */
export interface Campaign extends CampaignSummary {
  previewText: string;
  body: NewsletterBody;
  /** Optimistic concurrency: a PATCH names the version it edited (409 when stale). */
  version: number;
  createdAt: string;
  createdBy: string | null;
  updatedBy: string | null;
  /**
   * The campaign's latest review (issue 45): waiting, declined or withdrawn; null when none, or when
   * it was approved and nothing was submitted since.
   */
  review: Review | null;
}

/** A campaign as its e-mail renders (GET /api/admin/newsletter/campaigns/{id}/preview). */
export interface CampaignPreview {
  subject: string;
  previewText: string;
  html: string;
  text: string;
}

/** A published campaign in the public archive (GET /api/newsletter/archive). */
export interface ArchivedCampaign {
  slug: string;
  subject: string;
  previewText: string;
  sentAt: string;
}

/** One archived issue (GET /api/newsletter/archive/{slug}). */
export interface ArchivedCampaignDetail extends ArchivedCampaign {
  body: NewsletterBody;
}

/** The default throttle when neither /admin/settings nor NEWSLETTER_RATE_PER_MINUTE says otherwise. */
export const DEFAULT_NEWSLETTER_RATE_PER_MINUTE = 60;
export const NEWSLETTER_RATE_LIMITS = { min: 1, max: 10_000 } as const;
