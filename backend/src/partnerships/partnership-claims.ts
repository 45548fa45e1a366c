import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InquiryClaims } from '../inquiries/inquiry-claims';
import { partnershipInboxText } from '../member/inquiry-messages';
import { UsersService } from '../users/users.service';
import { CorporatePartnership } from './corporate-partnership.entity';
import { partnershipRef } from './partnerships.admin.service';

/**
 * Partnership inquiries sent from an address become its account's when the address is verified
 * (InquiryClaims). (How the inquiry module's tools find a partnership inquiry is its description in
 * InquiryKinds: PartnershipsAdminService.)
 */
@Injectable()
export class PartnershipClaims implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly claims: InquiryClaims,
  ) {}

  onModuleInit(): void {
    this.users.onAddressVerified((member, m) =>
      this.claims.claim(member, CorporatePartnership, m, (row) => ({
        ref: partnershipRef(row),
        acknowledgement: partnershipInboxText(row),
      })),
    );
  }
}
