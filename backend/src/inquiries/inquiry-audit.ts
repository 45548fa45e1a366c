import type { AuditAction, InquiryKind } from '@bb/shared/admin';
import { type AuditActor, auditedChange } from '../audit/audit-actor.decorator';

/** What an administrator does to an inquiry, as its audit action names it (`<kind>.<change>`). */
type ChangeOf<A> = A extends `${InquiryKind}.${infer C}` ? C : never;
export type InquiryChange = ChangeOf<AuditAction>;

/**
 * The part of an audit entry every change to one inquiry shares (auditedChange): who and from
 * where, the action `<kind>.<change>` and the inquiry as its target. The caller adds the entry's changes or detail.
 */
export const inquiryAuditEntry = (
  kind: InquiryKind,
  change: InquiryChange,
  id: string,
  label: string,
  by: AuditActor,
) =>
  // Every change but `logistics` (speaking requests only) is an action of every kind.
  auditedChange(by, `${kind}.${change}` as AuditAction, { type: kind, id, label });
