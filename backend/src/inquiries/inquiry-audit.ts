import type { AuditAction, InquiryKind } from '@bb/shared/admin';
import { type AuditActor, auditedBy } from '../audit/audit-actor.decorator';

/** What an administrator does to an inquiry, as its audit action names it (`<kind>.<change>`). */
type ChangeOf<A> = A extends `${InquiryKind}.${infer C}` ? C : never;
export type InquiryChange = ChangeOf<AuditAction>;

/**
 * The part of an audit entry every change to one inquiry shares: who and from where, the action
 * `<kind>.<change>` and the inquiry as its target. The caller adds the entry's changes or detail.
 */
export const inquiryAuditEntry = (
  kind: InquiryKind,
  change: InquiryChange,
  id: string,
  label: string,
  by: AuditActor,
) => ({
  ...auditedBy(by),
  // Every change but `logistics` (speaking requests only) is an action of every kind.
  action: `${kind}.${change}` as AuditAction,
  targetType: kind,
  targetId: id,
  targetLabel: label,
});
