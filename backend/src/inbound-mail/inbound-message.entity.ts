import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../database/checks';

/** How a message came in. */
export const INBOUND_VIAS = ['smtp', 'imap'] as const;
export type InboundVia = (typeof INBOUND_VIAS)[number];

/** What became of a handled message. */
export const INBOUND_OUTCOMES = ['thread', 'contact', 'automatic', 'unreadable'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/**
 * One e-mail received at INBOUND_ADDRESS (issue 46), kept whole as it came: stored before anything
 * else happens to it (the SMTP receiver answers 250, the IMAP reader moves it, only after this row is
 * committed), once per Message-ID, and handled afterwards (processedAt). Staff open the whole original
 * from the thread entry it became.
 */
@Entity('inbound_message')
@Check('CHK_inbound_message_via', oneOf('via', INBOUND_VIAS))
@Check('CHK_inbound_message_outcome', oneOf('outcome', INBOUND_OUTCOMES))
@Index('IDX_inbound_message_unprocessed', ['receivedAt'], { where: '"processed_at" IS NULL' })
export class InboundMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The Message-ID header (without angle brackets), or "sha256:<hex>" of the raw bytes when it has none. */
  @Index('UQ_inbound_message_message_id', { unique: true })
  @Column({ type: 'varchar', length: 998 })
  messageId: string;

  /** The message exactly as received (RFC 5322 bytes). */
  @Column({ type: 'bytea' })
  raw: Buffer;

  @Column({ type: 'varchar', length: 10 })
  via: InboundVia;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;

  /** When it was handled (joined a thread, became a contact message, or was set aside); null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /**
   * What it became (InboundProcessor): an entry in a conversation's thread, a new contact message,
   * set aside as automatic mail (never added, never answered), or unreadable; null until handled.
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: InboundOutcome | null;

  /** Why, in a few words, e.g. "Auto-Submitted: auto-replied" or "matched by its reply address". */
  @Column({ type: 'varchar', length: 200, nullable: true })
  outcomeDetail: string | null;
}
