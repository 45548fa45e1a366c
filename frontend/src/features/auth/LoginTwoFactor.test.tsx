import { screen, waitFor, within } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/auth';
import { callsTo, mockFetch, type Handlers } from '../../test/utils';
import { QR_ALT } from '../twoFactor/TwoFactorKey';
import { captureDownloads, recoveryCodes, refusal, setupAnswer } from '../../test/twoFactor';
import { admin, bodiesSent, fill, landedOn, member, renderAuth } from '../../test/auth';

// The second step of /login: the code of an account with two-factor sign-in on, and the enrolment
// the server enforces for administrators (shared/src/two-factor.ts).

vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));
afterEach(() => vi.restoreAllMocks());

const codeStep = { nextStep: 'two-factor', message: TWO_FACTOR_MESSAGES.codeNeeded };
const enrolmentStep = {
  nextStep: 'two-factor-enrolment',
  message: TWO_FACTOR_MESSAGES.enrolmentNeeded,
};

/** Renders /login with `handlers` and passes the password step (answered 202 `step`). */
async function toSecondStep(step: object, handlers: Handlers = {}) {
  const fetchMock = mockFetch({ 'POST /api/login': { status: 202, body: step }, ...handlers });
  const rendered = renderAuth('/login');
  const { user } = rendered;
  await fill(user, screen.getByRole('textbox', { name: 'Username' }), 'sam');
  await fill(user, screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...rendered, fetchMock };
}

const codeField = () => screen.getByRole('textbox', { name: /^Authentication code/ });
const verify = () => screen.getByRole('button', { name: 'Verify' });
/** The page's own alert (the toaster has one too). */
const pageAlert = () => within(screen.getByRole('main')).queryByRole('alert');
const alertText = () => pageAlert()?.textContent;
const currentUser = (store: ReturnType<typeof renderAuth>['store']) =>
  authApi.endpoints.getCurrentUser.select()(store.getState()).data;

describe('LoginPage: the code step', () => {
  it('asks for the code after the password, signs in with it and goes where a sign-in goes', async () => {
    const { user, store, region, fetchMock } = await toSecondStep(codeStep, {
      'POST /api/login/two-factor': { body: member },
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Two-Factor Authentication',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeNeeded)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    // Nobody is signed in before the code.
    expect(currentUser(store)).toBeFalsy();
    await fill(user, codeField(), '123 456');
    await user.click(verify());
    expect(await landedOn()).toBe('/my/dashboard');
    expect(bodiesSent(fetchMock, 'POST /api/login/two-factor')).toEqual([{ code: '123456' }]);
    expect(currentUser(store)).toEqual(member);
    expect(within(region).getByText('Welcome back!')).toBeInTheDocument();
  });

  it('checks the code before sending it', async () => {
    const { user, fetchMock } = await toSecondStep(codeStep);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    await fill(user, codeField(), '12345');
    await user.click(verify());
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeNeeded, { selector: 'p[id]' }));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/login/two-factor')).toHaveLength(0);
  });

  it.each([
    ['a wrong code', refusal(401, TWO_FACTOR_MESSAGES.wrongCode)],
    ['a code used before', refusal(401, TWO_FACTOR_MESSAGES.replayedCode)],
    ['too many attempts from the address', refusal(429, 'Too many requests. Try again later.')],
  ])('shows %s in the alert and selects the code for the next try', async (_name, answer) => {
    const { user, store } = await toSecondStep(codeStep, { 'POST /api/login/two-factor': answer });
    await fill(
      user,
      await screen.findByRole('textbox', { name: /^Authentication code/ }),
      '111111',
    );
    await user.click(verify());
    await waitFor(() => expect(alertText()).toBe(answer.body.message));
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('111111');
    expect((codeField() as HTMLInputElement).selectionEnd).toBe(6);
    expect(currentUser(store)).toBeFalsy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Two-Factor Authentication',
    );
  });

  it.each([
    ['expired', TWO_FACTOR_MESSAGES.noPendingSignIn],
    ['had too many wrong codes', TWO_FACTOR_MESSAGES.tooManyCodes],
  ])(
    'goes back to the password step with the reason when the sign-in %s',
    async (_name, message) => {
      const { user } = await toSecondStep(codeStep, {
        'POST /api/login/two-factor': refusal(401, message),
      });
      await fill(
        user,
        await screen.findByRole('textbox', { name: /^Authentication code/ }),
        '222222',
      );
      await user.click(verify());
      const heading = await screen.findByRole('heading', { level: 1, name: 'Sign In' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(alertText()).toBe(message);
      expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    },
  );

  it('takes a recovery code instead, and sends an administrator to /admin', async () => {
    const { user, fetchMock } = await toSecondStep(codeStep, {
      'POST /api/login/two-factor': { body: admin },
    });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: /^Recovery code/ });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: /^Authentication code/ })).toBeNull();
    await user.paste('123456');
    await user.click(verify());
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeFormat, { selector: 'p[id]' }));
    await user.clear(field);
    await user.paste(' ABCD1-11111 ');
    await user.click(verify());
    expect(await landedOn()).toBe('/admin');
    expect(bodiesSent(fetchMock, 'POST /api/login/two-factor')).toEqual([{ code: 'abcd1-11111' }]);
  });

  it('Start over goes back to the password step', async () => {
    const { user } = await toSecondStep(codeStep);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(pageAlert()).toBeNull();
  });
});

describe('LoginPage: the enrolment an administrator must do', () => {
  it('shows the message, the key and the first code, then the recovery codes and Continue', async () => {
    const saved = captureDownloads();
    const { user, store, fetchMock } = await toSecondStep(enrolmentStep, {
      'POST /api/login/two-factor/setup': { body: setupAnswer },
      'POST /api/login/two-factor/enable': ({ body }) =>
        (body as { code: string }).code === '654321'
          ? { body: { user: admin, recoveryCodes } }
          : refusal(400, TWO_FACTOR_MESSAGES.wrongCode),
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Set Up Two-Factor Authentication',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(TWO_FACTOR_MESSAGES.enrolmentNeeded)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: QR_ALT })).toHaveAttribute(
      'src',
      setupAnswer.qrCode,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/login/two-factor/setup')).toHaveLength(1);

    await fill(user, codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    await waitFor(() => expect(alertText()).toBe(TWO_FACTOR_MESSAGES.wrongCode));
    expect(currentUser(store)).toBeFalsy();

    await user.clear(codeField());
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    const codesHeading = await screen.findByRole('heading', {
      level: 1,
      name: 'Save Your Recovery Codes',
    });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(currentUser(store)).toEqual(admin);

    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(saved.map(({ name }) => name)).toEqual(['building-bridges-recovery-codes.txt']);
    const text = await saved[0].blob.text();
    for (const code of recoveryCodes) expect(text).toContain(`\n${code}\n`);
    expect(text).toContain('for ada');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await landedOn()).toBe('/admin');
  });

  it('fetches a new key when the server says the last one expired', async () => {
    let setups = 0;
    const { user } = await toSecondStep(enrolmentStep, {
      'POST /api/login/two-factor/setup': () => {
        setups += 1;
        return { body: { ...setupAnswer, secret: setups === 1 ? 'AAAABBBB' : 'CCCCDDDD' } };
      },
      'POST /api/login/two-factor/enable': refusal(400, TWO_FACTOR_MESSAGES.noSetup),
    });
    expect(await screen.findByText('AAAA BBBB')).toBeInTheDocument();
    await fill(user, codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByText('CCCC DDDD')).toBeInTheDocument();
    expect(alertText()).toBe(`${TWO_FACTOR_MESSAGES.noSetup} Here is a new key: scan it again.`);
  });

  it('goes back to the password step when the sign-in expired', async () => {
    await toSecondStep(enrolmentStep, {
      'POST /api/login/two-factor/setup': refusal(401, TWO_FACTOR_MESSAGES.noPendingSignIn),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(alertText()).toBe(TWO_FACTOR_MESSAGES.noPendingSignIn);
  });
});
