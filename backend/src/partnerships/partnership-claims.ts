import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InquiryClaims } from '../inquiries/inquiry-claims';
import { InquiryNotesService } from '../inquiries/inquiry-notes.service';
import { partnershipInboxText } from '../member/inquiry-messages';
import { UsersService } from '../users/users.service';
import { CorporatePartnership } from './corporate-partnership.entity';
import { PARTNERSHIP_NOT_FOUND, partnershipRef } from './partnerships.admin.service';

/**
 * What this module tells the inquiry module's tools for every kind: partnership inquiries sent from
 * an address become its account's when the address is verified (InquiryClaims), and how internal
 * notes find a partnership inquiry (InquiryNotesService).
 */
@Injectable()
export class PartnershipClaims implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly claims: InquiryClaims,
    private readonly notes: InquiryNotesService,
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
  }
}
