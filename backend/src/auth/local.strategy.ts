import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthService, type VerifiedSignIn } from './auth.service';

/**
 * Passport's 'local' strategy (NestJS's authentication recipe): the username and password of the
 * body (validated by LocalAuthGuard first) are checked by AuthService.validateUser, whose refusals
 * (401, 403, 429 with their messages) are the answer as they are. What it returns becomes `req.user`.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    // The request is passed on: the lock-out counts per client address, the audit records it.
    super({ passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<VerifiedSignIn> {
    return this.auth.validateUser(username, password, req);
  }
}
