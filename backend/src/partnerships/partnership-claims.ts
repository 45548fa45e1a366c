import { labelOf } from '@bb/shared/options';
import { contractDetailLines, PARTNERSHIP_TYPE_LABELS } from '@bb/shared/partnerships';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InquiryClaims } from '../inquiries/inquiry-claims';
import { absorbRow, InquiryMergeService } from '../inquiries/inquiry-merge.service';
import { InquiryNotesService } from '../inquiries/inquiry-notes.service';
import { InquiryTriageService } from '../inquiries/inquiry-triage.service';
import { partnershipInboxText } from '../member/inquiry-messages';
import { UsersService } from '../users/users.service';
import { CorporatePartnership } from './corporate-partnership.entity';
import { PARTNERSHIP_NOT_FOUND, partnershipRef } from './partnerships.admin.service';

/**
 * What this module tells the inquiry module's tools for every kind: partnership inquiries sent from
 * an address become its account's when the address is verified (InquiryClaims), and how internal
 * notes, the triage and merges find a partnership inquiry (InquiryNotesService,
 * InquiryTriageService, InquiryMergeService).
 */
@Injectable()
export class PartnershipClaims implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly claims: InquiryClaims,
    private readonly notes: InquiryNotesService,
    private readonly triage: InquiryTriageService,
    private readonly merges: InquiryMergeService,
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
    this.merges.register('corporate-partnership', {
      notFound: PARTNERSHIP_NOT_FOUND,
      noun: 'partnership inquiry',
      find: async (id, m) => {
        const row = await m.findOne(CorporatePartnership, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        return (
          row && {
            ...row,
            label: row.companyName,
            submission: [
              `Partnership type: ${labelOf(PARTNERSHIP_TYPE_LABELS, row.partnershipType)}`,
              ...contractDetailLines(row.contractDetails as Record<string, unknown> | null).map(
                (d) => `${d.label}: ${d.value}`,
              ),
            ].join('\n'),
          }
        );
      },
      absorb: (keptId, duplicateId, m) => absorbRow(CorporatePartnership, keptId, duplicateId, m),
    });
  }
}
