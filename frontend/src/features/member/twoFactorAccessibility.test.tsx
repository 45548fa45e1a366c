import { screen, waitFor, within } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import {
  recoveryCodes,
  refusal,
  setupAnswer,
  twoFactorOn,
} from '../../components/twoFactor/testFixtures';
import { preloadMemberPages, renderMember } from './testUtils';

// axe-core on the two-factor screens and states of /my/settings (LoginTwoFactor.test.tsx has the
// sign-in's, admin/twoFactorAccessibility.test.tsx the admin panel's).

beforeAll(() => preloadMemberPages(), 60_000);

const twoFactorSwitch = () => screen.getByRole('switch', { name: 'Two-Factor Authentication' });

describe('two-factor sign-in accessibility (axe)', () => {
  it('settings: the set-up dialog with a refusal, then the recovery codes', async () => {
    const { user } = renderMember('/my/settings', {
      'POST /api/user/two-factor/setup': { body: setupAnswer },
      'POST /api/user/two-factor/enable': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { recoveryCodes } }
          : refusal(400, TWO_FACTOR_MESSAGES.wrongCode),
    });
    await waitFor(() => expect(twoFactorSwitch()).toBeEnabled());
    expect(await axeViolations()).toEqual([]);
    await user.click(twoFactorSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Turn On Two-Factor Authentication' });
    await within(dialog).findByRole('img');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('textbox', { name: /^Authentication code/ }));
    await user.paste('000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    await within(dialog).findByText(TWO_FACTOR_MESSAGES.wrongCode);
    expect(await axeViolations()).toEqual([]);
    await user.paste('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    await screen.findByRole('dialog', { name: 'Save Your Recovery Codes' });
    expect(await axeViolations()).toEqual([]);
  }, 45_000); // Four axe runs; a busy CI machine took more than the default 20 s.

  it('settings: on, the turn-off dialog with its errors, and the new-codes dialog', async () => {
    const { user } = renderMember('/my/settings', {
      'GET /api/user/two-factor': { body: twoFactorOn },
    });
    await waitFor(() => expect(twoFactorSwitch()).toBeChecked());
    expect(await axeViolations()).toEqual([]);
    await user.click(twoFactorSwitch());
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn Off Two-Factor Authentication',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeRequired);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    await screen.findByRole('dialog', { name: 'Generate New Recovery Codes' });
    expect(await axeViolations()).toEqual([]);
  });
});
