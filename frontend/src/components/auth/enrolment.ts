import type { LoginNextStep } from '@bb/shared/two-factor';
import type { Location } from 'react-router-dom';
import { enrolmentStepOf } from '../../api/base';

/**
 * What the sign-in page is handed (router state) when it is sent there: the page to come back to
 * afterwards, and the step to show instead of the password form (an administrator's enforced
 * two-factor enrolment, when the server asked for it).
 */
export interface LoginState {
  from?: Location;
  nextStep?: LoginNextStep;
}

/** The enforced enrolment the sign-in page was sent to show, if any. */
export function enrolmentIn(state: unknown): LoginNextStep | null {
  return enrolmentStepOf((state as LoginState | null)?.nextStep);
}
