import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { confirmationOf, newPassword, setPassword, username } from './accountRules';

/** The first message the schema gives for `values` (as Formik shows it), or undefined. */
async function firstError(schema: yup.AnyObjectSchema, values: object, path: string) {
  try {
    await schema.validateAt(path, values);
    return undefined;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe('account rules (the messages of @bb/shared/accounts)', () => {
  const register = yup.object({
    username: username({ required: true }),
    password: newPassword(),
    confirmPassword: confirmationOf('password'),
  });

  it('username: required when registering, 3-50 letters, digits, dots, hyphens, underscores', async () => {
    expect(await firstError(register, { username: undefined }, 'username')).toBe(
      ACCOUNT_MESSAGES.usernameRequired,
    );
    expect(await firstError(register, { username: 'jo' }, 'username')).toBe(
      'Username must be at least 3 characters',
    );
    expect(await firstError(register, { username: 'x'.repeat(51) }, 'username')).toBe(
      ACCOUNT_MESSAGES.usernameTooLong,
    );
    expect(await firstError(register, { username: 'jo jo' }, 'username')).toBe(
      ACCOUNT_MESSAGES.usernamePattern,
    );
    expect(await firstError(register, { username: 'Zoë.K-9_' }, 'username')).toBeUndefined();
    const profile = yup.object({ username: username({ required: false }) });
    expect(await firstError(profile, { username: undefined }, 'username')).toBeUndefined();
  });

  it('new password: at least 6 characters; set-password: at least 8, one message', async () => {
    expect(await firstError(register, { password: 'abcde' }, 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(await firstError(register, { password: 'abcdef' }, 'password')).toBeUndefined();
    const set = yup.object({ password: setPassword() });
    expect(await firstError(set, { password: undefined }, 'password')).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(await firstError(set, { password: 'abcdefg' }, 'password')).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('confirmation: "Passwords don\'t match", an empty confirmation of a filled password too', async () => {
    const check = (password?: string, confirmPassword?: string) =>
      firstError(register, { password, confirmPassword }, 'confirmPassword');
    expect(await check('secret1', 'secret2')).toBe("Passwords don't match");
    expect(await check('secret1', undefined)).toBe("Passwords don't match");
    expect(await check('secret1', 'secret1')).toBeUndefined();
    expect(await check(undefined, undefined)).toBeUndefined();
    const change = yup.object({
      newPassword: newPassword(),
      confirmPassword: confirmationOf('newPassword', "Passwords don't match", 'Please confirm'),
    });
    expect(await firstError(change, { newPassword: 'x' }, 'confirmPassword')).toBe(
      'Please confirm',
    );
  });
});
