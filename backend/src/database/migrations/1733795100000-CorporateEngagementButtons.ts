import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The corporate engagement page's buttons lead to the form that fits (issue 46), not all to the
 * contact page's general tab. A stored document (published, and a draft) whose button still has its
 * label and the old address `/contact` gets the new address; one an editor changed is left alone.
 * Pages never edited have no row and show the new defaults.
 */
const BUTTONS: [path: string, label: string, href: string][] = [
  [
    '{formats,items,0,button}',
    'Plan a Keynote',
    '/book-mwo-show?event=keynote#booking-request-heading',
  ],
  [
    '{formats,items,1,button}',
    'Plan a Workshop Series',
    '/book-mwo-show?event=workshop#booking-request-heading',
  ],
  [
    '{formats,items,2,button}',
    'Plan Leadership Training',
    '/contact?type=training#contact-forms-heading',
  ],
  ['{formats,items,3,button}', 'Discuss ERG Support', '/corporate#corporate-inquiry-heading'],
  ['{cta,secondaryButton}', 'Plan Your Engagement', '/book-mwo-show#booking-request-heading'],
];

export class CorporateEngagementButtons1733795100000 implements MigrationInterface {
  name = 'CorporateEngagementButtons1733795100000';

  async up(q: QueryRunner): Promise<void> {
    await this.move(q, '/contact', 2);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.move(q, undefined, 1);
  }

  /** Sets each button's href from `from` (undefined: its new address) to the other one. */
  private async move(q: QueryRunner, from: string | undefined, direction: 1 | 2): Promise<void> {
    for (const column of ['published', 'draft'])
      for (const [path, label, href] of BUTTONS) {
        const [oldHref, newHref] = direction === 2 ? [from!, href] : [href, '/contact'];
        await q.query(
          `UPDATE "page_content"
              SET "${column}" = jsonb_set("${column}", '${path.slice(0, -1)},href}', to_jsonb($1::text))
            WHERE "slug" = 'corporate-engagement'
              AND "${column}" #>> '${path.slice(0, -1)},label}' = $2
              AND "${column}" #>> '${path.slice(0, -1)},href}' = $3`,
          [newHref, label, oldHref],
        );
      }
  }
}
