import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InquiryClaims } from '../inquiries/inquiry-claims';
import { InquiryNotesService } from '../inquiries/inquiry-notes.service';
import { InquiryTriageService } from '../inquiries/inquiry-triage.service';
import { partnershipInboxText } from '../member/inquiry-messages';
import { UsersService } from '../users/users.service';
import { CorporatePartnership } from './corporate-partnership.entity';
import { PARTNERSHIP_NOT_FOUND, partnershipRef } from './partnerships.admin.service';

/**
 * What this module tells the inquiry module's tools for every kind: partnership inquiries sent from
 * an address become its account's when the address is verified (InquiryClaims), and how internal
 * notes and the triage find a partnership inquiry (InquiryNotesService, InquiryTriageService).
 */
@Injectable()
export class PartnershipClaims implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly claims: InquiryClaims,
    private readonly notes: InquiryNotesService,
    private readonly triage: InquiryTriageService,
  ) {}

  onModuleInit(): void {
    this.users.onAddressVerified((member, m) =>
      this.claims.claim(member, CorporatePartnership, m, (row) => ({
        ref: partnershipRef(row),
        acknowledgement: partnershipInboxText(row),
      })),
    );
    this.notes.register('corporate-partnership', {
      notFound: PARTNERSHIP_NOT_FOUND,
      label: async (id, m) =>
        (await m.findOneBy(CorporatePartnership, { id }))?.companyName ?? null,
    });
    this.triage.register<CorporatePartnership>('corporate-partnership', {
      entity: CorporatePartnership,
      notFound: PARTNERSHIP_NOT_FOUND,
      label: (row) => row.companyName,
    });
  }
}
