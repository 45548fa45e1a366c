import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import passport from 'passport';
import { createValidationPipe } from '../common/validation';
import { AUTH_MESSAGES } from './auth-messages';
import { LoginDto } from './auth.dto';
import type { VerifiedSignIn } from './auth.service';
import { LocalStrategy } from './local.strategy';

/**
 * Passport's 'local' sign-in on POST /api/login (NestJS's authentication recipe): LocalStrategy checks
 * the username and password, and the handler finds what it returned on `req.user`. Passport writes
 * no session (no passport.session()): the handler starts the express-session sign-in itself
 * (AuthService.signIn).
 *
 * Two differences from AuthGuard('local')'s own canActivate, both kept small:
 * - Guards run before pipes, so the body is validated here first, by the app's own ValidationPipe
 *   and LoginDto: an invalid body is the same 400 as on every other route, the username is cleaned
 *   (OneLine) before it is counted or looked up, and passport-local reads only the validated body
 *   (never the query string, never its own "Missing credentials").
 * - Passport is asked to run this app's LocalStrategy instance, not the strategy registered under
 *   'local' in its process-wide registry (the last app created in the process): the tests run several
 *   apps in one process, each with its own database and services (docs/decisions.md, "Sign-in through
 *   passport-local").
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    req.body = await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    req.user = await new Promise<VerifiedSignIn>((resolve, reject) => {
      // A fresh object per request, as Passport makes for a strategy found by name: it sets this
      // request's success / fail / error callbacks on the object it is given.
      const authenticate = passport.authenticate(
        Object.create(this.strategy) as LocalStrategy,
        { session: false },
        (err: unknown, user: VerifiedSignIn | false) => {
          try {
            resolve(this.handleRequest(err, user));
          } catch (refusal) {
            reject(refusal as Error);
          }
        },
      ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
      authenticate(req, res, (err) => reject((err ?? new Error('No answer')) as Error));
    });
    return true;
  }

  override handleRequest<TUser = VerifiedSignIn>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.loginFailed);
    return user;
  }
}
