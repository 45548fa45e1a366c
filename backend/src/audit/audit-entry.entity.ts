import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditChanges,
  type AuditTargetType,
} from '@bb/shared/admin';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../database/checks';

/** How long the stored browser description (User-Agent) may be; longer ones are cut. */
export const AUDIT_USER_AGENT_MAX = 500;
/** How long an entry's detail may be; longer ones are cut. */
export const AUDIT_DETAIL_MAX = 2000;
/** How long a target's label may be; longer ones are cut. */
export const AUDIT_TARGET_LABEL_MAX = 200;

/**
 * One entry of the audit trail: an administrative change, an administrator's failed sign-in or a
 * signed-in user's refused admin requests. Written by AuditService only, never changed except the
 * count of a refusal entry; removed after the retention period. The actor is not a foreign key:
 * entries outlive the accounts they name.
 */
@Entity('audit_entry')
@Check('CHK_audit_entry_action', oneOf('action', AUDIT_ACTIONS))
@Check('CHK_audit_entry_target_type', oneOf('target_type', AUDIT_TARGET_TYPES))
@Index('IDX_audit_entry_actor_id_at', ['actorId', 'at'])
@Index('IDX_audit_entry_action_at', ['action', 'at'])
@Index('IDX_audit_entry_target_at', ['targetType', 'targetId', 'at'])
export class AuditEntryRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** When (UTC). */
  @Index('IDX_audit_entry_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The actor's username at the time; the actor filter compares it without regard to case. */
  @Index('IDX_audit_entry_actor_name_lower', { synchronize: false })
  @Column({ type: 'varchar', length: 50, nullable: true })
  actorName: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: AUDIT_USER_AGENT_MAX, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 40, nullable: true })
  targetType: AuditTargetType | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  targetId: string | null;

  @Column({ type: 'varchar', length: AUDIT_TARGET_LABEL_MAX, nullable: true })
  targetLabel: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes: AuditChanges | null;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  /** How many times it happened (refusals of one user and route within one minute share an entry). */
  @Column({ type: 'integer', default: 1 })
  count: number;

  /**
   * What makes repeated events one entry (`<user id> <METHOD> <route> <UTC minute>` for refusals),
   * null for every other entry: the unique index makes the upsert of AuditService.recordRefusal
   * atomic. Never in an answer.
   */
  @Index('UQ_audit_entry_collapse_key', { unique: true, where: '"collapse_key" IS NOT NULL' })
  @Column({ type: 'varchar', length: 300, nullable: true, select: false })
  collapseKey: string | null;
}
