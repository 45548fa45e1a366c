import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public content and inquiries: testimonials, carousels, contact messages, speaking requests and
 * corporate partnerships. Codes are varchar with CHECK constraints (not PostgreSQL enums), so adding a
 * code later is a constraint change, not a type migration.
 */
export class PublicContent1732300000000 implements MigrationInterface {
  name = 'PublicContent1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "testimonial" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "title" varchar(100) NOT NULL,
      "company" varchar(120) NOT NULL,
      "content" text NOT NULL,
      "rating" smallint NOT NULL DEFAULT 5,
      "is_published" boolean NOT NULL DEFAULT false,
      "image_url" varchar(500),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_testimonial" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_testimonial_rating" CHECK ("rating" BETWEEN 1 AND 5),
      CONSTRAINT "CHK_testimonial_content_length" CHECK (char_length("content") <= 2000)
    )`);

    await q.query(`CREATE TABLE "carousel_item" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "slug" varchar(20) NOT NULL,
      "image_url" varchar(500) NOT NULL,
      "alt_text" varchar(300),
      "youtube_url" varchar(500),
      "sort_order" integer NOT NULL DEFAULT 0,
      "is_published" boolean NOT NULL DEFAULT true,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_carousel_item" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_carousel_item_slug" CHECK ("slug" IN ('mwo-show', 'home', 'programs')),
      CONSTRAINT "CHK_carousel_item_sort_order" CHECK ("sort_order" >= 0)
    )`);
    await q.query(
      `CREATE INDEX "IDX_carousel_item_slug_sort_order" ON "carousel_item" ("slug", "sort_order")`,
    );

    await q.query(`CREATE TABLE "carousel_config" (
      "slug" varchar(20) NOT NULL,
      "auto_play" boolean NOT NULL DEFAULT true,
      "interval_ms" integer NOT NULL DEFAULT 5000,
      "loop" boolean NOT NULL DEFAULT true,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_carousel_config" PRIMARY KEY ("slug"),
      CONSTRAINT "CHK_carousel_config_slug" CHECK ("slug" IN ('mwo-show', 'home', 'programs')),
      CONSTRAINT "CHK_carousel_config_interval_ms" CHECK ("interval_ms" >= 1000)
    )`);

    await q.query(`CREATE TABLE "contact_message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "name" varchar(120) NOT NULL,
      "email" varchar(254) NOT NULL,
      "company" varchar(120),
      "inquiry_type" varchar(20) NOT NULL DEFAULT 'general',
      "message" text NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'new',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_contact_message" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_contact_message_inquiry_type"
        CHECK ("inquiry_type" IN ('speaking', 'training', 'partnership', 'general')),
      CONSTRAINT "CHK_contact_message_message_length" CHECK (char_length("message") <= 5000)
    )`);

    await q.query(`CREATE TABLE "speaking_request" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "contact_name" varchar(120) NOT NULL,
      "email" varchar(254) NOT NULL,
      "company" varchar(120) NOT NULL,
      "event_type" varchar(20) NOT NULL DEFAULT 'keynote',
      "event_date" date,
      "attendee_count" integer,
      "budget" varchar(20),
      "message" text,
      "status" varchar(20) NOT NULL DEFAULT 'pending',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_speaking_request" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_speaking_request_event_type"
        CHECK ("event_type" IN ('keynote', 'workshop', 'panel', 'conference')),
      CONSTRAINT "CHK_speaking_request_event_date"
        CHECK ("event_date" BETWEEN '2000-01-01' AND '2100-12-31'),
      CONSTRAINT "CHK_speaking_request_attendee_count"
        CHECK ("attendee_count" BETWEEN 1 AND 1000000),
      CONSTRAINT "CHK_speaking_request_budget"
        CHECK ("budget" IN ('under-5k', '5k-10k', '10k-25k', '25k-50k', '50k-plus', 'discuss')),
      CONSTRAINT "CHK_speaking_request_message_length" CHECK (char_length("message") <= 5000),
      CONSTRAINT "CHK_speaking_request_status"
        CHECK ("status" IN ('pending', 'confirmed', 'declined', 'completed'))
    )`);

    await q.query(`CREATE TABLE "corporate_partnership" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "company_name" varchar(120) NOT NULL,
      "contact_name" varchar(120) NOT NULL,
      "email" varchar(254) NOT NULL,
      "partnership_type" varchar(20) NOT NULL,
      "contract_details" jsonb,
      "status" varchar(20) NOT NULL DEFAULT 'new',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_corporate_partnership" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_corporate_partnership_type"
        CHECK ("partnership_type" IN ('client', 'sponsor', 'strategic')),
      CONSTRAINT "CHK_corporate_partnership_status"
        CHECK ("status" IN ('new', 'in-discussion', 'proposal-sent', 'active', 'on-hold', 'closed')),
      CONSTRAINT "CHK_corporate_partnership_contract_details"
        CHECK (jsonb_typeof("contract_details") = 'object')
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "corporate_partnership"`);
    await q.query(`DROP TABLE "speaking_request"`);
    await q.query(`DROP TABLE "contact_message"`);
    await q.query(`DROP TABLE "carousel_config"`);
    await q.query(`DROP TABLE "carousel_item"`);
    await q.query(`DROP TABLE "testimonial"`);
  }
}
