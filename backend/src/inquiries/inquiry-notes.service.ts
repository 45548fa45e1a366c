import type { InquiryKind, ThreadEntry } from '@bb/shared/admin';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { inquiryAuditEntry } from './inquiry-audit';
import { AuditService } from '../audit/audit.service';
import { AUDIT_REPLY_EXCERPT } from './inquiry-inbox.service';
import { InquiryKinds } from './inquiry-kind';
import { excerpt } from './inquiry-responder';
import { InquiryThreadsService, toThreadEntry } from './inquiry-threads.service';

/**
 * Internal notes on an inquiry (`POST /api/admin/{inbox}/{id}/notes`), for the three kinds alike: an
 * entry of the inquiry's thread whose author is `note`, written by an administrator for the others.
 * Nothing is sent; the sender never sees it (the member area reads only the organisation's messages
 * and the member's own entries); audited. The kinds' tables belong to their modules: a row is found
 * and named through its kind's description (InquiryKinds).
 */
@Injectable()
export class InquiryNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly threads: InquiryThreadsService,
    private readonly audit: AuditService,
    private readonly kinds: InquiryKinds,
  ) {}

  /** Adds the note to the inquiry's thread, audited, in one transaction; 404 for an unknown inquiry. */
  async add(kind: InquiryKind, id: string, note: string, by: AuditActor): Promise<ThreadEntry> {
    const description = this.kinds.get(kind);
    const entry = await this.dataSource.transaction(async (m) => {
      const found = await m.findOneBy(description.entity, { id });
      if (!found) throw new NotFoundException(description.notFound);
      const label = description.label(found);
      const row = await this.threads.add(
        {
          kind,
          inquiryId: id,
          author: 'note',
          authorUserId: by.user.id,
          authorName: by.user.username,
          body: note,
        },
        m,
      );
      await this.audit.record(
        {
          ...inquiryAuditEntry(kind, 'note', id, label, by),
          detail: excerpt(note, AUDIT_REPLY_EXCERPT),
        },
        m,
      );
      return row;
    });
    return toThreadEntry(entry);
  }
}
