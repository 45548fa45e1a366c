import type { InquiryKind, ThreadEntry } from '@bb/shared/admin';
import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { bookingTitle } from '../member/inquiry-messages';
import { ContactMessage } from './contact-message.entity';
import { AUDIT_REPLY_EXCERPT } from './inquiries.admin.service';
import { ADMIN_INQUIRY_MESSAGES } from './inquiry-refs';
import { excerpt } from './inquiry-responder';
import { InquiryThreadsService, toThreadEntry } from './inquiry-threads.service';
import { SpeakingRequest } from './speaking-request.entity';

/** How the notes (and other tools for every kind) find an inquiry of a kind: its audit label, or null. */
export interface InquiryKindLookup {
  notFound: string;
  label(id: string, m: EntityManager): Promise<string | null>;
}

/**
 * Internal notes on an inquiry (`POST /api/admin/{inbox}/{id}/notes`), for the three kinds alike: an
 * entry of the inquiry's thread whose author is `note`, written by an administrator for the others.
 * Nothing is sent; the sender never sees it (the member area reads only the organisation's messages
 * and the member's own entries); audited. The kinds' tables belong to their modules, which register
 * how to find a row (`register`); this module registers speaking requests and contact messages.
 */
@Injectable()
export class InquiryNotesService implements OnModuleInit {
  private readonly kinds = new Map<InquiryKind, InquiryKindLookup>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly threads: InquiryThreadsService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.register('speaking-request', {
      notFound: ADMIN_INQUIRY_MESSAGES.speakingNotFound,
      label: async (id, m) => {
        const row = await m.findOneBy(SpeakingRequest, { id });
        return row ? bookingTitle(row) : null;
      },
    });
    this.register('contact-message', {
      notFound: ADMIN_INQUIRY_MESSAGES.contactNotFound,
      label: async (id, m) => {
        const row = await m.findOneBy(ContactMessage, { id });
        return row ? `${row.name} <${row.email}>` : null;
      },
    });
  }

  register(kind: InquiryKind, lookup: InquiryKindLookup): void {
    this.kinds.set(kind, lookup);
  }

  /** Adds the note to the inquiry's thread, audited, in one transaction; 404 for an unknown inquiry. */
  async add(kind: InquiryKind, id: string, note: string, by: AuditActor): Promise<ThreadEntry> {
    const lookup = this.kinds.get(kind);
    if (!lookup) throw new Error(`No inquiry kind ${kind} is registered`);
    const entry = await this.dataSource.transaction(async (m) => {
      const label = await lookup.label(id, m);
      if (label === null) throw new NotFoundException(lookup.notFound);
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
          actor: by.user,
          origin: by.origin,
          action: `${kind}.note`,
          targetType: kind,
          targetId: id,
          targetLabel: label,
          detail: excerpt(note, AUDIT_REPLY_EXCERPT),
        },
        m,
      );
      return row;
    });
    return toThreadEntry(entry);
  }
}
