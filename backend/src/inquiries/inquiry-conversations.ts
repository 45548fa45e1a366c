import type { InquiryKind } from '@bb/shared/admin';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { type EntityManager, In, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { InquiryMailTag, InquirySentMail } from './inquiry-mail-address.entity';

/** An inquiry, by kind and id. */
export interface ConversationRef {
  kind: InquiryKind;
  id: string;
}

/** What mail to a sender about their inquiry carries when answers come back (INBOUND_ADDRESS set). */
export interface ConversationHeaders {
  /** `replies+<tag>@org.example` */
  replyTo: string;
  /** `<uuid@org.example>`, recorded (InquirySentMail). */
  messageId: string;
}

/** The longest Message-ID recorded (the column's length); a longer one is never ours. */
const MESSAGE_ID_MAX = 255;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The first 130 bits of `bytes` in lower-case base32 (26 characters: safe in any local part). */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length >= 26) break;
  }
  return out;
}

/**
 * The addressing of customers' conversations by e-mail (issue 46; tables `inquiry_mail_tag` and
 * `inquiry_sent_mail`). With INBOUND_ADDRESS set, every mail to a sender about their inquiry has
 * Reply-To `<local>+<tag>@<domain>`, the tag an HMAC of the inquiry's kind and id under a key derived
 * from the session secret (HKDF, its own purpose), and a Message-ID recorded here; an answer is
 * matched by its tag (looked up, so a tag made under an earlier secret still works), else by the
 * Message-IDs it names. Without INBOUND_ADDRESS nothing is recorded and `headers` answers null.
 */
@Injectable()
export class InquiryConversations {
  private readonly key: Buffer;
  private readonly local?: string;
  private readonly domain?: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(InquiryMailTag) private readonly tags: Repository<InquiryMailTag>,
    @InjectRepository(InquirySentMail) private readonly sent: Repository<InquirySentMail>,
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.sessionSecret, '', 'building-bridges reply tag v1', 32),
    );
    const address = config.inboundMail.address;
    if (address) {
      const at = address.lastIndexOf('@');
      this.local = address.slice(0, at).toLowerCase();
      this.domain = address.slice(at + 1).toLowerCase();
    }
  }

  /** Whether answers come back (INBOUND_ADDRESS is set). */
  get enabled(): boolean {
    return this.local !== undefined;
  }

  /** The conversation's tag: not an id, not guessable without the key, the same every time. */
  tagOf(conversation: ConversationRef): string {
    return base32(
      createHmac('sha256', this.key).update(`${conversation.kind}:${conversation.id}`).digest(),
    );
  }

  /**
   * The Reply-To and a new Message-ID for mail about this inquiry, both recorded in the caller's
   * transaction (the mail is queued in it too); null without INBOUND_ADDRESS.
   */
  async headers(
    conversation: ConversationRef,
    m: EntityManager,
  ): Promise<ConversationHeaders | null> {
    if (!this.local || !this.domain) return null;
    const tag = this.tagOf(conversation);
    await m
      .createQueryBuilder()
      .insert()
      .into(InquiryMailTag)
      .values({ tag, inquiryKind: conversation.kind, inquiryId: conversation.id })
      .orIgnore()
      .execute();
    const messageId = `${randomUUID()}@${this.domain}`;
    await m.insert(InquirySentMail, {
      messageId,
      inquiryKind: conversation.kind,
      inquiryId: conversation.id,
    });
    return { replyTo: `${this.local}+${tag}@${this.domain}`, messageId: `<${messageId}>` };
  }

  /**
   * The tag of an address of ours (`<local>+<tag>@<domain>`, case-insensitive), '' for the plain
   * address, undefined for any other address.
   */
  tagIn(address: string): string | undefined {
    if (!this.local || !this.domain) return undefined;
    const lower = address.trim().toLowerCase();
    const at = lower.lastIndexOf('@');
    if (at < 0 || lower.slice(at + 1) !== this.domain) return undefined;
    const local = lower.slice(0, at);
    if (local === this.local) return '';
    if (!local.startsWith(`${this.local}+`)) return undefined;
    return local.slice(this.local.length + 1);
  }

  /** Whether `address` is INBOUND_ADDRESS or one of its tags. */
  isOurs(address: string): boolean {
    return this.tagIn(address) !== undefined;
  }

  /** The conversation of a tag, or null (a tag never given out). */
  async byTag(tag: string): Promise<ConversationRef | null> {
    if (!/^[a-z2-7]{26}$/.test(tag)) return null;
    const row = await this.tags.findOneBy({ tag });
    return row ? { kind: row.inquiryKind, id: row.inquiryId } : null;
  }

  /**
   * The conversation of the first of these Message-IDs (without angle brackets) that the product
   * sent, in the order given, or null.
   */
  async byMessageIds(ids: readonly string[]): Promise<ConversationRef | null> {
    const wanted = [...new Set(ids.filter((id) => id && id.length <= MESSAGE_ID_MAX))];
    if (!wanted.length) return null;
    const rows = await this.sent.findBy({ messageId: In(wanted) });
    const found = new Map(rows.map((r) => [r.messageId, r]));
    for (const id of wanted) {
      const row = found.get(id);
      if (row) return { kind: row.inquiryKind, id: row.inquiryId };
    }
    return null;
  }

  /**
   * A merge, or a contact message converted into another kind (`toKind`): the first inquiry's tag and
   * sent mail lead to the other from now on, in `m`, so answers to mail sent before still arrive.
   */
  async move(
    kind: InquiryKind,
    fromId: string,
    toId: string,
    m: EntityManager,
    toKind: InquiryKind = kind,
  ): Promise<void> {
    const to = { inquiryKind: toKind, inquiryId: toId };
    await m.update(InquiryMailTag, { inquiryKind: kind, inquiryId: fromId }, to);
    await m.update(InquirySentMail, { inquiryKind: kind, inquiryId: fromId }, to);
  }
}
