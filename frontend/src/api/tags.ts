// The cache's tags. Each names an entity (or a figure computed from some), never an audience: the
// admin panel's lists provide and invalidate the same names, so an edit there refreshes what the
// public pages and the member area show (DESIGN.md, "The admin panel's shape").

export const TAG_TYPES = [
  /** The signed-in user (GET /api/user); an administrator's users list will be `User`. */
  'CurrentUser',
  'ComingSoon',
  'Site',
  'Testimonial',
  'Carousel',
  /** Speaking requests: a member's bookings. */
  'SpeakingRequest',
  /** Messages of a member's inbox. */
  'MemberMessage',
  /** A member's dashboard figures and the bell (computed from their requests and inbox). */
  'MemberSummary',
  /** A member's settings (cached per user id). */
  'Preferences',
  /** The signed-in user's two-factor sign-in status (cached per user id). */
  'TwoFactor',
  /** Accounts as the admin panel lists them (`/api/admin/users`). */
  'User',
  /** Corporate partnership inquiries (admin panel). */
  'Partnership',
  /** Contact messages (the admin panel's contact inbox). */
  'ContactMessage',
  /** Entries of the audit trail. */
  'AuditEntry',
  /** The admin panel's figures computed from the rows (stats, the bell's waiting items, system health). */
  'AdminStats',
  /** The admin panel's settings (`/api/admin/settings`: coming-soon, organisation details, notices, retention). */
  'AdminSettings',
  /** Newsletter subscribers (admin panel). */
  'NewsletterSubscriber',
  /** The public newsletter archive: its list (`LIST`) and each issue (by slug). */
  'NewsletterArchive',
  /** A public page's document: published (public pages) and its draft (admin panel), per slug. */
  'Page',
  /** Newsletter campaigns (admin panel): the list, each campaign (per id) and the audience. */
  'NewsletterCampaign',
  /**
   * What is scheduled to change by itself (the dashboard's list, `/api/admin/scheduled`): page
   * publishes, testimonials' and carousel items' (un)publishes, campaigns' sends.
   */
  'Scheduled',
  /** The media library (admin panel): the list (`LIST`) and each image (per id). */
  'Media',
  /** Reviews before publishing: the waiting list (`/api/admin/reviews`, the dashboard's card). */
  'Review',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/**
 * The data that belongs to whoever is signed in: dropped when the signed-in user changes
 * (`useUserScopedDataReset`), and read again when the profile changes which requests are the
 * member's, and what an administrator's panel read. `Preferences` is not among them: it is cached per user id, so nobody sees another's.
 */
export const USER_SCOPED_TAGS = [
  'SpeakingRequest',
  'MemberMessage',
  'MemberSummary',
  // What only an administrator may read: not kept in the tab once they have signed out.
  'User',
  'Partnership',
  'ContactMessage',
  'AuditEntry',
  'AdminStats',
  'AdminSettings',
  'NewsletterSubscriber',
  'NewsletterCampaign',
  'Scheduled',
  'Media',
  'Review',
  // The admin lists of testimonials and carousel items include drafts; the public lists that share
  // these tags are read again once (published items only), which costs a request, not a leak.
  'Testimonial',
  'Carousel',
] as const satisfies readonly TagType[];
