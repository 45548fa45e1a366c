import { screen, waitFor, within } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@bb/shared/two-factor';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, type Handlers } from '../../test/utils';
import {
  captureDownloads,
  recoveryCodes,
  refusal,
  setupAnswer,
  twoFactorOn as on,
} from '../../test/twoFactor';
import { QR_ALT } from '../twoFactor/TwoFactorKey';
import { preloadMemberPages, renderMember, twoFactorOff } from '../../test/member';

// /my/settings, Security: the Two-Factor Authentication switch and its dialogs.

beforeAll(() => preloadMemberPages(), 60_000);
afterEach(() => vi.restoreAllMocks());

const twoFactorSwitch = () => screen.getByRole('switch', { name: 'Two-Factor Authentication' });
const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const bodies = (fetchMock: ReturnType<typeof renderMember>['fetchMock'], key: string) =>
  callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The settings page with the two-factor status answered from `status` (it may change). */
async function renderSettings(status: { current: TwoFactorStatus }, handlers: Handlers = {}) {
  const rendered = renderMember('/my/settings', {
    'GET /api/user/two-factor': () => ({ body: status.current }),
    ...handlers,
  });
  await waitFor(() => expect(twoFactorSwitch()).toBeEnabled());
  return rendered;
}

describe('SettingsPage: two-factor sign-in', () => {
  it('turns it on: the key as QR code and text, a first code, then the recovery codes once', async () => {
    const saved = captureDownloads();
    const status = { current: twoFactorOff };
    const { user, fetchMock } = await renderSettings(status, {
      'POST /api/user/two-factor/setup': { body: setupAnswer },
      'POST /api/user/two-factor/enable': ({ body }) => {
        if ((body as { code: string }).code !== '246810') {
          return refusal(400, TWO_FACTOR_MESSAGES.wrongCode);
        }
        status.current = { ...on, recoveryCodesLeft: 10 };
        return { body: { recoveryCodes } };
      },
    });
    expect(twoFactorSwitch()).not.toBeChecked();
    await user.click(twoFactorSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Turn On Two-Factor Authentication' });
    expect(await within(dialog).findByRole('img', { name: QR_ALT })).toHaveAttribute(
      'src',
      setupAnswer.qrCode,
    );
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(setupAnswer.secret);
    expect(within(dialog).getByText('The key is copied.')).toBeInTheDocument();

    const code = within(dialog).getByRole('textbox', { name: /^Authentication code/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(code);
    await user.paste('111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    const wrong = await within(dialog).findByText(TWO_FACTOR_MESSAGES.wrongCode);
    expect(wrong.closest('[role="alert"]')).not.toBeNull();
    expect(code).toHaveFocus();
    await user.paste('246810');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Save Your Recovery Codes' });
    const list = within(codesDialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await waitFor(() =>
      expect(within(codesDialog).getByText(/^Keep these ten codes/)).toHaveFocus(),
    );
    expect(bodies(fetchMock, 'POST /api/user/two-factor/enable')).toEqual([
      { code: '111111' },
      { code: '246810' },
    ]);

    await user.click(within(codesDialog).getByRole('button', { name: 'Download codes' }));
    expect(saved.map(({ name }) => name)).toEqual(['building-bridges-recovery-codes.txt']);
    const text = await saved[0].blob.text();
    expect(text.trim().split('\n').slice(-10)).toEqual(recoveryCodes);
    await user.click(within(codesDialog).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));

    await user.click(within(codesDialog).getByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(twoFactorSwitch()).toBeChecked());
    expect(twoFactorSwitch()).toHaveFocus();
    expect(twoFactorSwitch()).toHaveAccessibleDescription(/^On: .* 10 recovery codes left\.$/);
  });

  it('says when the key could not be made, and tries again', async () => {
    let attempts = 0;
    const { user } = await renderSettings(
      { current: twoFactorOff },
      {
        'POST /api/user/two-factor/setup': () => {
          attempts += 1;
          return attempts === 1 ? { status: 500, body: {} } : { body: setupAnswer };
        },
      },
    );
    await user.click(twoFactorSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Turn On Two-Factor Authentication' });
    expect(
      await within(dialog).findByText('A key could not be made. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img', { name: QR_ALT })).toBeInTheDocument();
  });

  it('shows the state with the recovery codes left, and makes a new set with a code', async () => {
    const { user, fetchMock } = await renderSettings(
      { current: on },
      {
        'POST /api/user/two-factor/recovery-codes': { body: { recoveryCodes } },
      },
    );
    expect(twoFactorSwitch()).toBeChecked();
    expect(twoFactorSwitch()).toHaveAccessibleDescription(/^On: .* 7 recovery codes left\.$/);
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate New Recovery Codes' });
    expect(within(dialog).getByText(/the old ones stop working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate Codes' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user/two-factor/recovery-codes')).toHaveLength(0);
    await user.paste('135791');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Codes' }));
    const codesDialog = await screen.findByRole('dialog', { name: 'Save Your Recovery Codes' });
    expect(within(codesDialog).getAllByRole('listitem')).toHaveLength(10);
    expect(bodies(fetchMock, 'POST /api/user/two-factor/recovery-codes')).toEqual([
      { code: '135791' },
    ]);
  });

  it('turns it off with the password and a code, and says which one was wrong', async () => {
    const status = { current: on };
    const { user, fetchMock } = await renderSettings(status, {
      'POST /api/user/two-factor/disable': ({ body }) => {
        const { password, code } = body as { password: string; code: string };
        if (password !== 'right') return refusal(401, TWO_FACTOR_MESSAGES.wrongPassword);
        if (code !== 'abcd1-11111') return refusal(401, TWO_FACTOR_MESSAGES.wrongCode);
        status.current = twoFactorOff;
        return { body: { message: TWO_FACTOR_MESSAGES.turnedOff } };
      },
    });
    await user.click(twoFactorSwitch());
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn Off Two-Factor Authentication',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user/two-factor/disable')).toHaveLength(0);

    const password = within(dialog).getByLabelText(/^Current Password/);
    const code = within(dialog).getByRole('textbox', { name: /^Authentication or recovery code/ });
    await user.type(password, 'wrong');
    await user.click(code);
    await user.paste('ABCD1-11111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    const refused = await within(dialog).findByText(TWO_FACTOR_MESSAGES.wrongPassword, {
      selector: '[role="alert"] *',
    });
    expect(refused).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongPassword);

    await user.clear(password);
    await user.type(password, 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(toasts()).findByText(TWO_FACTOR_MESSAGES.turnedOff)).toBeInTheDocument();
    await waitFor(() => expect(twoFactorSwitch()).not.toBeChecked());
    expect(twoFactorSwitch()).toHaveFocus();
    expect(bodies(fetchMock, 'POST /api/user/two-factor/disable').at(-1)).toEqual({
      password: 'right',
      code: 'abcd1-11111',
    });
  });

  it('keeps the switch on and disabled, saying why, while it is required', async () => {
    renderMember('/my/settings', {
      'GET /api/user/two-factor': { body: { ...on, required: true } },
    });
    await waitFor(() => expect(twoFactorSwitch()).toBeChecked());
    expect(twoFactorSwitch()).toBeDisabled();
    expect(twoFactorSwitch()).toHaveAccessibleDescription(
      new RegExp(`${TWO_FACTOR_MESSAGES.requiredForAdmins.replace('.', '\\.')}$`),
    );
  });
});
