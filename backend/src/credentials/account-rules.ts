import {
  ACCOUNT_MESSAGES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@bb/shared/accounts';
import { isEmail } from 'class-validator';
import { isCommonPassword, PASSWORD_MAX_LENGTH, SET_PASSWORD_MIN_LENGTH } from './password-policy';

export const USERNAME_MIN_LENGTH = USERNAME_MIN;
export const USERNAME_MAX_LENGTH = USERNAME_MAX;
/** Letters and digits of any script, dots, hyphens and underscores: no spaces, no look-alike tricks with symbols. */
export { USERNAME_PATTERN };
export const USERNAME_PATTERN_MESSAGE = ACCOUNT_MESSAGES.usernamePattern;

/**
 * The problems of an administrator's account details given outside the API (environment variables,
 * the create-admin command), with the API's rules; an administrator's password needs 8 characters.
 */
export function adminAccountProblems(
  fields: { username?: string; email?: string; password?: string },
  names = { username: 'username', email: 'email', password: 'password' },
): string[] {
  const problems: string[] = [];
  const { username, email, password } = fields;
  if (username !== undefined) {
    const length = [...username].length;
    if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH)
      problems.push(
        `${names.username} must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`,
      );
    else if (!USERNAME_PATTERN.test(username))
      problems.push(
        `${names.username} may contain only letters, numbers, dots, hyphens and underscores`,
      );
  }
  if (email !== undefined && !isEmail(email))
    problems.push(`${names.email} must be an e-mail address (got "${email}")`);
  if (password !== undefined) {
    const length = [...password].length;
    if (length < SET_PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
      problems.push(
        `${names.password} must be ${SET_PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      );
    else if (isCommonPassword(password))
      problems.push(
        `${names.password} is one of the most commonly used passwords; choose a less common one`,
      );
  }
  return problems;
}
