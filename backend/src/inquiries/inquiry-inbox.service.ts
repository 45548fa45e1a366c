import type {
  InboxPage,
  InquiryKind,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import { labelOf } from '@bb/shared/options';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { inquiryAuditEntry } from './inquiry-audit';
import { AuditService } from '../audit/audit.service';
import {
  type InboxFilters,
  type InboxKind,
  type InboxQuery,
  inboxItem,
  inboxPage,
  streamInboxExport,
} from '../common/inbox-list';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import { inboxRowFacts, senderCounts, type SenderCounts } from './inbox-facts';
import { InquiryKinds, type InquiryRow } from './inquiry-kind';
import {
  excerpt,
  InquiryResponder,
  type StatusChangeRequest,
  statusAuditDetail,
  statusPreview,
} from './inquiry-responder';
import { InquiryThreadsService, toThreadEntry } from './inquiry-threads.service';
import { InquiryTriageService } from './inquiry-triage.service';

/** How many characters of a reply (or note) the audit trail keeps in an entry's detail. */
export const AUDIT_REPLY_EXCERPT = 120;

/**
 * The admin panel's inquiry inboxes (`/api/admin/speaking-requests`, `/api/admin/contact-messages`,
 * `/api/admin/corporate-partnerships`), one implementation for every kind registered in InquiryKinds:
 * the list, one inquiry with its thread, the CSV export, status changes (with the notice they send,
 * and its preview) and replies. Every change is stored with its messages and its audit entry in one
 * transaction (MailService.transaction).
 */
@Injectable()
export class InquiryInboxService {
  private readonly lists = new Map<InquiryKind, InboxKind<InquiryRow, unknown, string>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly kinds: InquiryKinds,
    private readonly mail: MailService,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly responder: InquiryResponder,
    private readonly audit: AuditService,
    private readonly triage: InquiryTriageService,
  ) {}

  /** The kind's list description (inbox-list.ts), its items carrying the facts of every inbox row. */
  private listOf(kind: InquiryKind): InboxKind<InquiryRow, unknown, string> {
    let list = this.lists.get(kind);
    if (!list) {
      const description = this.kinds.get(kind);
      const senders = this.sendersOf(kind);
      list = {
        ...description.inbox,
        toItems: async (rows) =>
          description.toItems(
            rows,
            await inboxRowFacts(this.inbox, this.threads, this.triage, senders, kind, rows),
          ),
      };
      this.lists.set(kind, list);
    }
    return list;
  }

  /** How many of the kind's inquiries each address sent (the inbox's "2 from this sender"). */
  private sendersOf(kind: InquiryKind): SenderCounts {
    const { inbox } = this.kinds.get(kind);
    return senderCounts(inbox.query, inbox.alias);
  }

  /** One page of the kind's inquiries matching the filters, in the kind's order, with the counts. */
  list<Item, S extends string>(kind: InquiryKind, query: InboxQuery): Promise<InboxPage<Item, S>> {
    return inboxPage(this.listOf(kind), query) as Promise<InboxPage<Item, S>>;
  }

  /** Every inquiry of the kind matching the filters, as a streamed CSV download. */
  export(kind: InquiryKind, filters: InboxFilters, res: Response): Promise<void> {
    return streamInboxExport(this.listOf(kind), filters, res);
  }

  /** One inquiry as the list shows it, without reading its thread; 404 for an unknown id. */
  item<Item>(kind: InquiryKind, id: string): Promise<Item> {
    return inboxItem(this.listOf(kind), id, this.kinds.get(kind).notFound) as Promise<Item>;
  }

  /** One inquiry with its thread, oldest first (opening it marks the sender's replies seen); 404 for an unknown id. */
  async detail<Item>(kind: InquiryKind, id: string): Promise<WithThread<Item>> {
    const description = this.kinds.get(kind);
    const row = await this.dataSource.getRepository(description.entity).findOneBy({ id });
    if (!row) throw new NotFoundException(description.notFound);
    const [thread, owner, triageOf, sent] = await Promise.all([
      this.threads.openThread(kind, id),
      this.inbox.ownerOfInquiry(row),
      this.triage.triageOf([row]),
      this.sendersOf(kind)([row.email]),
    ]);
    const { id: _id, ...triage } = triageOf(row);
    const [item] = await description.toItems([row], () => ({
      memberId: owner?.id ?? null,
      replyCount: thread.length,
      triage,
      fromSender: sent.get(row.email) ?? 0,
    }));
    return { ...(item as Item), thread };
  }

  /**
   * Sets an inquiry's status (any to any), audited, in one transaction; the same status again
   * changes nothing and tells nobody. For a kind with a status notice, the change tells the sender
   * (InquiryResponder.statusNotice, with the administrator's personal line if any; what is sent
   * joins the inquiry's conversation) unless `notify` is false; for the others (contact messages) it
   * is the inbox's own bookkeeping. Answers the inquiry as the list shows it. 404 for an unknown id.
   */
  async setStatus<Item>(
    kind: InquiryKind,
    id: string,
    change: StatusChangeRequest<string>,
    by: AuditActor,
  ): Promise<Item> {
    await this.mail.transaction((m, mail) => this.applyStatus(kind, id, change, by, m, mail));
    return this.item<Item>(kind, id);
  }

  /** What setting this status would send (the change itself, made and rolled back). */
  async previewStatus(
    kind: InquiryKind,
    id: string,
    change: StatusChangeRequest<string>,
    by: AuditActor,
  ): Promise<StatusNoticePreview> {
    return statusPreview(
      await this.mail.dryRun((m, mail) =>
        this.applyStatus(kind, id, { ...change, notify: true }, by, m, mail),
      ),
    );
  }

  /** The change of setStatus, in the caller's transaction; answers the inbox message sent, if any. */
  private async applyStatus(
    kind: InquiryKind,
    id: string,
    change: StatusChangeRequest<string>,
    by: AuditActor,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<MemberMessage | null> {
    const description = this.kinds.get(kind);
    const { status } = change;
    const row = await m.findOne(description.entity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(description.notFound);
    if (row.status === status) return null;
    const from = row.status;
    await m.update(description.entity, { id }, { status });
    const updated = await m.findOneByOrFail(description.entity, { id });
    const notice = description.statusNotice;
    const message =
      !notice || change.notify === false
        ? null
        : await this.responder.statusNotice(
            await description.ref(updated),
            labelOf(description.statusLabels, status),
            notice.text(updated),
            m,
            mail,
            {
              note: change.note,
              by,
              attachments: await notice.attachments?.(updated, status, mail),
            },
          );
    await this.audit.record(
      {
        ...inquiryAuditEntry(kind, 'status', id, description.label(updated), by),
        changes: { status: { from, to: status } },
        ...(notice ? { detail: statusAuditDetail(change) } : {}),
      },
      m,
    );
    return message;
  }

  /**
   * The organisation's reply to an inquiry (InquiryResponder.reply), audited, in one transaction; a
   * kind with a `repliedStatus` (contact messages) moves to it, audited with the reply.
   */
  async reply(
    kind: InquiryKind,
    id: string,
    message: string,
    by: AuditActor,
  ): Promise<ThreadEntry> {
    const description = this.kinds.get(kind);
    const replied = description.repliedStatus;
    const entry = await this.mail.transaction(async (m, mail) => {
      const row = await m.findOne(description.entity, {
        where: { id },
        ...(replied ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
      if (!row) throw new NotFoundException(description.notFound);
      const reply = await this.responder.reply(await description.ref(row), by, message, m, mail);
      if (replied && row.status !== replied)
        await m.update(description.entity, { id }, { status: replied });
      await this.audit.record(
        {
          ...inquiryAuditEntry(kind, 'reply', id, description.label(row), by),
          ...(replied
            ? {
                changes:
                  row.status === replied ? null : { status: { from: row.status, to: replied } },
              }
            : {}),
          detail: excerpt(message, AUDIT_REPLY_EXCERPT),
        },
        m,
      );
      return reply;
    });
    return toThreadEntry(entry);
  }
}
