import type { InquiryKind, StatusNoticePreview } from '@bb/shared/admin';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { MailAttachment, MailJob, TransactionalMail } from '../mail/mail.service';
import type { InboxText } from './inquiry-messages';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import type { User } from '../users/user.entity';
import { InquiryMailer } from './inquiry-mailer';
import type { InquiryReply } from './inquiry-reply.entity';
import { InquiryThreadsService } from './inquiry-threads.service';
import { formatCalendarDate } from './event-date';

/** What the responder needs to know of an inquiry of any kind. */
export interface InquiryRef {
  kind: InquiryKind;
  id: string;
  /** Where the sender is answered (trimmed, lower-cased). */
  email: string;
  /** The member linked to it (sent signed in); else it is the member's whose verified address it names. */
  userId: string | null;
  /** What the sender calls it, e.g. "Your speaking request: Keynote for Acme Corp" (a reply's subject after "Re: "). */
  title: string;
  createdAt: Date;
  /** The member area's page for it, e.g. "/my/bookings". */
  memberPath: string;
  /** The sender's own words, quoted under a reply; null when there are none. */
  original: string | null;
  /** Set for a speaking request: the inbox shows the booking with the message. */
  speakingRequestId?: string | null;
}

/**
 * A status change as an administrator asks for it: the new status, whether to tell the sender
 * (default yes) and a personal line for the notice.
 */
export interface StatusChangeRequest<S extends string> {
  status: S;
  notify?: boolean;
  note?: string;
}

/** What a dry run of a status change (MailService.dryRun) would have sent, as the preview shows it. */
export function statusPreview(run: {
  result: MemberMessage | null;
  mails: MailJob[];
}): StatusNoticePreview {
  const [email] = run.mails;
  return {
    email: email
      ? {
          to: email.to,
          subject: email.subject,
          text: email.text,
          attachments: (email.attachments ?? []).map((a) => a.filename),
        }
      : null,
    inbox: run.result !== null,
  };
}

/** The audit entry's words for how the sender was told of a status change, if anything unusual. */
export function statusAuditDetail(change: StatusChangeRequest<string>): string | undefined {
  if (change.notify === false) return 'The sender was not told.';
  if (change.note) return `With a personal line: ${excerpt(change.note, 200)}`;
  return undefined;
}

/** How a status notice is sent (an administrator's change). */
export interface StatusNoticeOptions {
  /** A personal line, put above the notice's standard text. */
  note?: string | null;
  /** The administrator who changed the status: what is sent joins the inquiry's conversation as theirs. */
  by?: AuditActor;
  /** Files sent with the e-mail (a confirmed booking's calendar file). */
  attachments?: MailAttachment[];
}

/** A text's first `max` characters on one line, with an ellipsis when cut (audit details, the bell). */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** What links a member's inbox message to the inquiry it is about. */
export function inboxLinksOf(ref: InquiryRef) {
  return {
    inquiry: { kind: ref.kind, id: ref.id },
    speakingRequestId: ref.speakingRequestId ?? null,
  };
}

/** "Re: <title>", without doubling a "Re: " that is there already. */
export function replySubject(title: string): string {
  return /^re:/i.test(title) ? title : `Re: ${title}`;
}

/**
 * What the organisation sends a sender about their inquiry, for the three kinds alike, in the
 * caller's transaction (MailService.transaction) so that the change, its messages and its audit entry
 * are stored together or not at all:
 *
 * - status news: an e-mail to the inquiry's address ('inquiry-status': the new status and what it
 *   means) and, for a member's inquiry, a 'confirmation' message in their inbox;
 * - a reply: an entry in the inquiry's thread, an e-mail to the inquiry's address ('inquiry-reply')
 *   and, for a member's inquiry, an 'inquiry' message in their inbox linked to the inquiry (the
 *   conversation about their inquiry, badged as such), so that their answer joins the thread.
 *
 * A member's Email Notifications setting decides whether they get the e-mail (the inbox always gets
 * the message). Every e-mail has Reply-To: the organisation's address, or with INBOUND_ADDRESS the
 * conversation's tagged reply address and a recorded Message-ID (InquiryMailer.toSender). Neither adds
 * a greeting or a sign-off: an administrator's reply is sent as written (they greet and sign it
 * themselves), and a status text already names the sender; the organisation's frame (layout) is
 * around both.
 */
@Injectable()
export class InquiryResponder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly mailer: InquiryMailer,
  ) {}

  /**
   * Tells the sender the inquiry's new status. `text(forMember)` words it for a member (who has the
   * member area) or a visitor. Answers the inbox message, or null for a visitor.
   */
  async statusNotice(
    ref: InquiryRef,
    statusLabel: string,
    text: (forMember: boolean) => InboxText,
    m: EntityManager,
    mail: TransactionalMail,
    { note, by, attachments }: StatusNoticeOptions = {},
  ): Promise<MemberMessage | null> {
    const owner = await this.inbox.ownerOfInquiry(ref);
    const words = text(!!owner);
    const subject = words.subject;
    const body = note ? `${note}\n\n${words.body}` : words.body;
    const message = owner
      ? await this.inbox.add(
          owner.id,
          { type: 'confirmation', subject, body, ...this.links(ref) },
          m,
        )
      : null;
    const emailed = await this.email(
      mail,
      'inquiry-status',
      ref,
      owner,
      subject,
      { statusLabel, body },
      attachments,
    );
    // What was sent joins the inquiry's conversation, as the administrator's entry.
    if (by && (message || emailed))
      await this.threads.add(
        {
          kind: ref.kind,
          inquiryId: ref.id,
          author: 'organisation',
          authorUserId: by.user.id,
          authorName: by.user.username,
          body: `New status: ${statusLabel}\n\n${body}`,
          memberMessageId: message?.id ?? null,
        },
        m,
      );
    return message;
  }

  /** The organisation's reply to the sender (see the class). Answers the thread entry. */
  async reply(
    ref: InquiryRef,
    by: AuditActor,
    body: string,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<InquiryReply> {
    const owner = await this.inbox.ownerOfInquiry(ref);
    const subject = replySubject(ref.title);
    const message = owner
      ? await this.inbox.add(owner.id, { type: 'inquiry', subject, body, ...this.links(ref) }, m)
      : null;
    const entry = await this.threads.add(
      {
        kind: ref.kind,
        inquiryId: ref.id,
        author: 'organisation',
        authorUserId: by.user.id,
        authorName: by.user.username,
        body,
        memberMessageId: message?.id ?? null,
      },
      m,
    );
    await this.email(mail, 'inquiry-reply', ref, owner, subject, {
      reply: body,
      inquiryTitle: ref.title,
      sentOn: formatCalendarDate(ref.createdAt.toISOString().slice(0, 10)),
      original: ref.original,
    });
    return entry;
  }

  private links(ref: InquiryRef) {
    return inboxLinksOf(ref);
  }

  /**
   * E-mails the sender at the inquiry's address, Reply-To the organisation (with INBOUND_ADDRESS the
   * conversation's reply address, InquiryMailer.toSender): always a visitor, a
   * member only when their Email Notifications are on. Answers whether an e-mail was queued.
   */
  private async email(
    mail: TransactionalMail,
    template: 'inquiry-status' | 'inquiry-reply',
    ref: InquiryRef,
    owner: User | null,
    subject: string,
    context: Record<string, unknown>,
    attachments?: MailAttachment[],
  ): Promise<boolean> {
    if (owner && !this.inbox.wantsEmail(owner)) return false;
    // No address: the sender deleted their account (DELETED_SENDER_NAME), nobody is there to tell.
    if (!ref.email) return false;
    await mail.send(template, ref.email, {
      context: {
        ...context,
        subject,
        memberLink: owner ? `${this.config.publicUrl}${ref.memberPath}` : null,
        settingsUrl: owner ? `${this.config.publicUrl}/my/settings` : null,
      },
      ...(await this.mailer.toSender(mail, { kind: ref.kind, id: ref.id })),
      attachments,
    });
    return true;
  }
}
