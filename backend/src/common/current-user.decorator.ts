import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The signed-in user of the request (`req.currentUser`, loaded from the database per request). On a
 * route that needs a signed-in user the guard has already answered 401 without one; on a public
 * route it is undefined for visitors.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<Request>().currentUser,
);
