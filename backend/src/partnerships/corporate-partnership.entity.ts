import { NAME_MAX } from '@bb/shared/limits';
import {
  type EmployeeCount,
  type InterestArea,
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_TYPES,
  type PartnershipBudget,
  type PartnershipStatus,
  type PartnershipType,
  type Timeline,
} from '@bb/shared/partnerships';
import { Check, Column, Entity, Index } from 'typeorm';
import { oneOf } from '../database/checks';
import { InquiryColumns } from '../inquiries/inquiry-columns';

/** What the partnership form collects beyond the contact details; only the answered keys are kept. */
export interface ContractDetails {
  interests?: InterestArea[];
  employeeCount?: EmployeeCount;
  timeline?: Timeline;
  budget?: PartnershipBudget;
  /** The form's free-text "Additional Information". */
  additionalInfo?: string;
}

/** A corporate partnership inquiry (the Partnership form). */
@Entity('corporate_partnership')
@Check('CHK_corporate_partnership_type', oneOf('partnership_type', PARTNERSHIP_TYPES))
@Check('CHK_corporate_partnership_status', oneOf('status', PARTNERSHIP_STATUSES))
@Check('CHK_corporate_partnership_contract_details', `jsonb_typeof("contract_details") = 'object'`)
// The admin inbox's pages and exports: newest first, with or without a status filter.
@Index('IDX_corporate_partnership_created_at_id', ['createdAt', 'id'])
@Index('IDX_corporate_partnership_status_created_at_id', ['status', 'createdAt', 'id'])
export class CorporatePartnership extends InquiryColumns('corporate_partnership') {
  @Column({ type: 'varchar', length: NAME_MAX })
  companyName: string;

  @Column({ type: 'varchar', length: NAME_MAX })
  contactName: string;

  @Column({ type: 'varchar', length: 20 })
  partnershipType: PartnershipType;

  /** Null when the form answered none of the optional questions. */
  @Column({ type: 'jsonb', nullable: true })
  contractDetails: ContractDetails | null;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: PartnershipStatus;
}
