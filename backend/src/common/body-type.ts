import {
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

export const BODY_TYPES_KEY = 'bodyTypes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The media types a route takes as its request body, instead of JSON only: e.g. the RFC 8058
 * one-click unsubscribe (mail servers post a form), or the upload of a raw image.
 */
export const AcceptsBody = (...types: string[]) =>
  SetMetadata(
    BODY_TYPES_KEY,
    types.map((t) => t.toLowerCase()),
  );

export function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Global: a state-changing request with a body must send JSON (which a cross-site HTML form cannot),
 * unless its route says otherwise with @AcceptsBody(). 415 with a clear message otherwise.
 */
@Injectable()
export class BodyTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method) || !hasBody(req)) return true;
    const accepted = this.reflector.getAllAndOverride<string[]>(BODY_TYPES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]) ?? ['application/json'];
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (accepted.includes(type)) return true;
    throw new UnsupportedMediaTypeException(
      accepted.includes('application/json')
        ? 'The request body must be JSON (Content-Type: application/json).'
        : `The request body must be one of: ${accepted.join(', ')}.`,
    );
  }
}
