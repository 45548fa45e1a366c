import { RESPONSE_TIME } from '@bb/shared/inquiries';
import {
  partnershipBudgetLabel,
  EMPLOYEE_COUNT_LABELS,
  PARTNERSHIP_TYPE_LABELS,
  TIMELINE_LABELS,
} from '@bb/shared/partnerships';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type InquiryForm, InquiryIntake } from '../inquiries/inquiry-intake';
import { adminPathOf } from '../inquiries/inquiry-refs';
import { newReference } from '../inquiries/inquiry-reference';
import { InquiryThreadsService } from '../inquiries/inquiry-threads.service';
import { DELETED_SENDER_NAME, type InquiryOwner, ownedBy } from '../inquiries/ownership';
import { partnershipInboxText } from './partnership-messages';
import { ContractDetails, CorporatePartnership } from './corporate-partnership.entity';
import type { ContractDetailsDto, CorporatePartnershipDto } from './partnerships.dto';

/** The answered questions only, in a fixed key order; null when none was answered. */
export function normaliseContractDetails(dto?: ContractDetailsDto | null): ContractDetails | null {
  if (!dto) return null;
  const details: ContractDetails = {};
  if (dto.interests?.length) details.interests = dto.interests;
  if (dto.employeeCount) details.employeeCount = dto.employeeCount;
  if (dto.timeline) details.timeline = dto.timeline;
  if (dto.budget) details.budget = dto.budget;
  if (dto.additionalInfo) details.additionalInfo = dto.additionalInfo;
  return Object.keys(details).length ? details : null;
}

/** A partnership inquiry an administrator makes from a contact message. */
export interface NewPartnership {
  companyName: string;
  contactName: string;
  email: string;
  partnershipType: CorporatePartnership['partnershipType'];
  /** What they wrote (the form's Additional Information). */
  additionalInfo?: string;
  userId: string | null;
  assigneeId: string | null;
}

@Injectable()
export class PartnershipsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(CorporatePartnership)
    private readonly partnerships: Repository<CorporatePartnership>,
    private readonly intake: InquiryIntake,
    private readonly threads: InquiryThreadsService,
  ) {}

  /**
   * Stores a partnership inquiry and queues its two e-mails in one transaction (InquiryIntake, with
   * other submissions arriving at the same time). A filled honeypot is a bot: nothing is stored or
   * sent, and the caller answers as for a success. Returns the stored row, or null. Linked to
   * `signedIn` and acknowledged in a member's inbox like the other inquiries
   * (InquiriesService.submitContact).
   */
  submit(
    dto: CorporatePartnershipDto,
    signedIn?: PublicUser,
  ): Promise<CorporatePartnership | null> {
    return this.intake.submit(this.form, dto, signedIn);
  }

  private readonly form: InquiryForm<CorporatePartnershipDto, CorporatePartnership> = {
    name: 'corporate-partnership',
    entity: CorporatePartnership,
    mail: 'partnership',
    row: (dto, userId) => ({
      reference: newReference('partnership'),
      companyName: dto.companyName,
      contactName: dto.contactName,
      email: dto.email,
      partnershipType: dto.partnershipType,
      contractDetails: normaliseContractDetails(dto.contractDetails),
      userId,
    }),
    inboxMessage: (row) => ({
      ...partnershipInboxText(row),
      inquiry: { kind: 'corporate-partnership', id: row.id },
    }),
    context: (row) => this.context(row),
  };

  /** Stores a partnership inquiry an administrator made, in the caller's transaction; nothing is sent. */
  create(fields: NewPartnership, m: EntityManager): Promise<CorporatePartnership> {
    return m.save(
      m.create(CorporatePartnership, {
        companyName: fields.companyName,
        contactName: fields.contactName,
        email: fields.email,
        partnershipType: fields.partnershipType,
        contractDetails: normaliseContractDetails({ additionalInfo: fields.additionalInfo }),
        userId: fields.userId,
        assigneeId: fields.assigneeId,
      }),
    );
  }

  /** The variables of the partnership e-mails. */
  private context(row: CorporatePartnership): Record<string, unknown> {
    const details = row.contractDetails ?? {};
    return {
      companyName: row.companyName,
      contactName: row.contactName,
      email: row.email,
      partnershipTypeLabel: PARTNERSHIP_TYPE_LABELS[row.partnershipType],
      interests: details.interests ?? [],
      employeeCount: details.employeeCount ? EMPLOYEE_COUNT_LABELS[details.employeeCount] : null,
      timeline: details.timeline ? TIMELINE_LABELS[details.timeline] : null,
      budgetLabel: partnershipBudgetLabel(details.budget),
      additionalInfo: details.additionalInfo ?? null,
      responseTime: RESPONSE_TIME.partnership,
      adminUrl: `${this.config.publicUrl}${adminPathOf('corporate-partnership', row.id)}`,
    };
  }

  /** The member's partnership inquiries, oldest first (Download Your Data). */
  /**
   * A member deletes their account: their partnership inquiries stay with the organisation without
   * the member's name, address and words (the form's Additional Information; their entries in the
   * threads go). In the caller's transaction. Answers how many.
   */
  async forgetMember(owner: InquiryOwner, m: EntityManager): Promise<number> {
    const ids = (
      await ownedBy(m.getRepository(CorporatePartnership).createQueryBuilder('p'), 'p', owner)
        .select('p.id', 'id')
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    if (ids.length === 0) return 0;
    await this.threads.removeOf('corporate-partnership', ids, m, 'sender');
    await m
      .getRepository(CorporatePartnership)
      .createQueryBuilder()
      .update()
      .set({
        contactName: DELETED_SENDER_NAME,
        email: '',
        userId: null,
        contractDetails: () =>
          `CASE WHEN "contract_details" - 'additionalInfo' = '{}'::jsonb THEN NULL ELSE "contract_details" - 'additionalInfo' END`,
      })
      .where({ id: In(ids) })
      .execute();
    return ids.length;
  }

  exportFor(owner: InquiryOwner): Promise<CorporatePartnership[]> {
    return ownedBy(this.partnerships.createQueryBuilder('p'), 'p', owner)
      .orderBy('p.createdAt')
      .getMany();
  }
}
