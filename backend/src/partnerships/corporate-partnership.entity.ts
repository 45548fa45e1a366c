import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PartnershipBudget } from '../inquiries/budget';
import { User } from '../users/user.entity';
import type {
  EmployeeCount,
  InterestArea,
  PartnershipStatus,
  PartnershipType,
  Timeline,
} from './partnership-options';

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
@Check('CHK_corporate_partnership_type', `"partnership_type" IN ('client', 'sponsor', 'strategic')`)
@Check(
  'CHK_corporate_partnership_status',
  `"status" IN ('new', 'in-discussion', 'proposal-sent', 'active', 'on-hold', 'closed')`,
)
@Check('CHK_corporate_partnership_contract_details', `jsonb_typeof("contract_details") = 'object'`)
export class CorporatePartnership {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  companyName: string;

  @Column({ type: 'varchar', length: 120 })
  contactName: string;

  /** Trimmed and lower-cased. */
  @Index('IDX_corporate_partnership_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  partnershipType: PartnershipType;

  /** Null when the form answered none of the optional questions. */
  @Column({ type: 'jsonb', nullable: true })
  contractDetails: ContractDetails | null;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: PartnershipStatus;

  /** The member who sent it while signed in; null for visitors (and after the account is deleted). */
  @Index('IDX_corporate_partnership_user_id')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_corporate_partnership_user' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
