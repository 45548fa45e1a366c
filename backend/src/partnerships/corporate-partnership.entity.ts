import { EMAIL_MAX, NAME_MAX } from '@bb/shared/limits';
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
import { oneOf } from '../database/checks';
import { User } from '../users/user.entity';

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
export class CorporatePartnership {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: NAME_MAX })
  companyName: string;

  @Column({ type: 'varchar', length: NAME_MAX })
  contactName: string;

  /** Trimmed and lower-cased. */
  @Index('IDX_corporate_partnership_email')
  @Column({ type: 'varchar', length: EMAIL_MAX })
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

  /** The administrator it is assigned to; null when nobody (and after that account is deleted). */
  @Index('IDX_corporate_partnership_assignee_id')
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'assignee_id',
    foreignKeyConstraintName: 'FK_corporate_partnership_assignee',
  })
  assignee?: User;

  /** When an administrator archived it (out of the inbox's default list); null in the inbox. */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** Archived as spam (its sender's address is in spam_sender). */
  @Column({ type: 'boolean', default: false })
  spam: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
