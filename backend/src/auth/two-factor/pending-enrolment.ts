import { TWO_FACTOR_MESSAGES, type PendingEnrolmentRefusal } from '@bb/shared/two-factor';
import { UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { ACCESS_MESSAGES } from '../../common/access';
import { pendingSignInOf } from './two-factor-session';

/**
 * The 401 of a signed-in route for a request with nobody signed in. A session whose pending sign-in
 * is an administrator's enforced enrolment (after the password step, or a signed-in session that
 * TwoFactorService.sendToEnrolment turned into one) gets the enrolment's answer, so the app can take
 * the person to the set-up instead of the sign-in form; everybody else "You are not signed in."
 */
export function signedOutRefusal(req: Request): UnauthorizedException {
  if (pendingSignInOf(req)?.nextStep !== 'two-factor-enrolment')
    return new UnauthorizedException(ACCESS_MESSAGES.signedOut);
  const body: PendingEnrolmentRefusal = {
    statusCode: 401,
    message: TWO_FACTOR_MESSAGES.enrolmentNeeded,
    nextStep: 'two-factor-enrolment',
  };
  return new UnauthorizedException(body);
}
