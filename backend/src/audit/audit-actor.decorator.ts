import type { AuditAction, AuditTargetType } from '@bb/shared/admin';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { PublicUser } from '../auth/request-user';
import { type AuditOrigin, auditOriginOf } from './audit.service';

/** Who makes an administrative change and from where: what AuditService.record() needs. */
export interface AuditActor {
  user: PublicUser;
  origin: AuditOrigin;
}

/**
 * The signed-in administrator of the request with the request's origin (address, browser), for the
 * audit trail. Only on routes the guard keeps to administrators (`@AdminOnly()`).
 */
export const Actor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuditActor => {
    const req = context.switchToHttp().getRequest<Request>();
    return { user: req.currentUser!, origin: auditOriginOf(req) };
  },
);

/** The `actor` and `origin` of an audit entry that this administrator's request makes. */
export const auditedBy = (actor: AuditActor) => ({
  actor: { id: actor.user.id, username: actor.user.username },
  origin: actor.origin,
});

/**
 * The head of an audit entry of this administrator's change to one target: who and from where
 * (auditedBy), the action and the target; the caller adds the changes or the detail.
 */
export const auditedChange = (
  actor: AuditActor,
  action: AuditAction,
  target: { type: AuditTargetType; id: string | null; label: string },
) => ({
  ...auditedBy(actor),
  action,
  targetType: target.type,
  targetId: target.id,
  targetLabel: target.label,
});
