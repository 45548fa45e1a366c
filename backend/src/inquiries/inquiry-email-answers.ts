import { ADMIN_REPLY_MAX, type ThreadAttachment } from '@bb/shared/admin';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { TransactionalMail } from '../mail/mail.service';
import { holds, UsersService } from '../users/users.service';
import { InquiriesService } from './inquiries.service';
import { type ConversationRef, InquiryConversations } from './inquiry-conversations';
import { InquiryKinds, type InquiryRow } from './inquiry-kind';
import { InquiryMailer } from './inquiry-mailer';
import { adminPathOf } from './inquiry-refs';
import { InquiryThreadsService } from './inquiry-threads.service';
import { INQUIRY_KIND_NAMES } from './inquiry-triage.service';

/** A customer's answer that came by e-mail, as the inbound-mail module read it. */
export interface EmailAnswer {
  /** The stored message (inbound_message) it came from. */
  inboundMessageId: string;
  /** The sender's address, trimmed and lower-cased. */
  from: string;
  /** The sender's display name, or '' */
  fromName: string;
  subject: string;
  /** The new text only (quoted history and signature removed), plain text. */
  text: string;
  /** The files kept (stored by the inbound-mail module). */
  attachments: ThreadAttachment[];
}

/** How an answer was added. */
export interface EmailAnswerOutcome {
  outcome: 'thread' | 'contact';
  kind: ConversationRef['kind'];
  inquiryId: string;
  entryId: string;
}

/** A text's first `max` characters, with a note when cut. */
function bounded(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const note = '\n\n[Cut here: the whole answer is in the original e-mail.]';
  return (
    chars
      .slice(0, max - note.length)
      .join('')
      .trimEnd() + note
  );
}

/**
 * Customers' e-mail answers joining their conversations (issue 46), for the inbound-mail module,
 * each in the caller's transaction (MailService.transaction): which conversation an answer belongs
 * to (InquiryConversations: its tag, else the Message-IDs it names), the answer as the sender's
 * thread entry (linked to its received message, its attachments listed), the conversation reopened
 * (back in the inbox, unread: its kind's reopenedStatus) and its assignee told by e-mail (else the
 * notification address); or, for an answer that belongs to no conversation, a new contact message.
 */
@Injectable()
export class InquiryEmailAnswers {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly conversations: InquiryConversations,
    private readonly kinds: InquiryKinds,
    private readonly threads: InquiryThreadsService,
    private readonly mailer: InquiryMailer,
    private readonly users: UsersService,
    private readonly inquiries: InquiriesService,
  ) {}

  /** Whether an answer is matched at all (INBOUND_ADDRESS is set). */
  get enabled(): boolean {
    return this.conversations.enabled;
  }

  /** Whether `address` is INBOUND_ADDRESS or one of its tagged forms. */
  isReplyAddress(address: string): boolean {
    return this.conversations.isOurs(address);
  }

  /**
   * The conversation of an answer: the first recipient address carrying a tag we gave out, else the
   * first of `messageIds` (In-Reply-To, then References newest first) that we sent; null for none.
   */
  async conversationOf(
    recipients: readonly string[],
    messageIds: readonly string[],
  ): Promise<ConversationRef | null> {
    for (const address of recipients) {
      const tag = this.conversations.tagIn(address);
      if (!tag) continue;
      const found = await this.conversations.byTag(tag);
      if (found) return found;
    }
    return this.conversations.byMessageIds(messageIds);
  }

  /**
   * `forget` runs, in the same transaction, when entries that came by e-mail are removed (their
   * inquiry deleted, the member's account deleted), with the received messages they came from.
   */
  onAnswersRemoved(forget: (inboundMessageIds: string[], m: EntityManager) => Promise<void>): void {
    this.threads.onEmailEntriesRemoved(forget);
  }

  /** Whether the answer from this received message is in a thread already. */
  async added(inboundMessageId: string, m: EntityManager): Promise<boolean> {
    return (await this.threads.ofInboundMessage(inboundMessageId, m)) !== null;
  }

  /**
   * Adds the answer to its conversation (see the class). Null when the inquiry no longer exists (it
   * was deleted): the caller then keeps the answer as a new contact message.
   */
  async addToConversation(
    conversation: ConversationRef,
    answer: EmailAnswer,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<EmailAnswerOutcome | null> {
    const description = this.kinds.get(conversation.kind);
    const repository = m.getRepository<InquiryRow>(description.entity);
    const row = await repository.findOne({
      where: { id: conversation.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return null;
    const otherAddress = row.email.trim().toLowerCase() !== answer.from;
    const entry = await this.threads.add(
      {
        kind: conversation.kind,
        inquiryId: row.id,
        author: 'sender',
        authorUserId: null,
        authorName: answer.fromName || answer.from,
        body: bounded(answer.text, ADMIN_REPLY_MAX),
        email: {
          inboundMessageId: answer.inboundMessageId,
          from: answer.from,
          otherAddress,
          attachments: answer.attachments,
        },
      },
      m,
    );
    // Back in the inbox (unless archived as spam), and unread where the kind has such a status.
    const reopen: Partial<InquiryRow> = {};
    if (row.archivedAt && !row.spam) reopen.archivedAt = null;
    const reopened = description.reopenedStatus;
    if (reopened && row.status !== reopened) reopen.status = reopened;
    if (Object.keys(reopen).length) await repository.update({ id: row.id }, reopen);

    const assignee = row.assigneeId ? await this.users.findById(row.assigneeId, m) : null;
    const told =
      assignee && holds(assignee, 'inbox') && !assignee.suspended && assignee.emailVerified
        ? assignee
        : null;
    await this.mailer.notify(
      mail,
      'inquiry-email-answer',
      answer.from,
      {
        name: answer.fromName || answer.from,
        email: answer.from,
        inquiryEmail: row.email,
        otherAddress,
        kindName: INQUIRY_KIND_NAMES[conversation.kind],
        label: description.label(row),
        assigned: told !== null,
        reopened: reopen.archivedAt === null,
        message: bounded(answer.text, 2_000),
        attachmentCount: answer.attachments.length,
        adminUrl: `${this.config.publicUrl}${adminPathOf(conversation.kind, row.id)}`,
      },
      told?.email,
    );
    return { outcome: 'thread', kind: conversation.kind, inquiryId: row.id, entryId: entry.id };
  }

  /**
   * An answer that belongs to no conversation: a new contact message from its sender, its subject
   * kept (InquiriesService.receiveByEmail, which tells the organisation), with the e-mail as the
   * first, already seen, entry of its thread (the original and the attachments one click away).
   */
  async newContactMessage(
    answer: EmailAnswer,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<EmailAnswerOutcome> {
    const row = await this.inquiries.receiveByEmail(
      { name: answer.fromName, email: answer.from },
      answer.subject,
      answer.text || '(No text.)',
      m,
      mail,
    );
    const attachments = answer.attachments.length;
    const entry = await this.threads.add(
      {
        kind: 'contact-message',
        inquiryId: row.id,
        author: 'sender',
        authorUserId: null,
        authorName: answer.fromName || answer.from,
        body:
          `This message came by e-mail${answer.subject ? ` (subject: ${answer.subject})` : ''}` +
          (attachments ? `, with ${attachments === 1 ? 'a file' : `${attachments} files`}.` : '.'),
        email: {
          inboundMessageId: answer.inboundMessageId,
          from: answer.from,
          otherAddress: false,
          attachments: answer.attachments,
        },
        seen: true,
      },
      m,
    );
    return { outcome: 'contact', kind: 'contact-message', inquiryId: row.id, entryId: entry.id };
  }
}
