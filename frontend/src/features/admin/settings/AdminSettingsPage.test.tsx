import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSettings, AdminSettingsPatch } from '@bb/shared/admin-content';
import { callsTo, type Handlers } from '../../../test/utils';
import { editor, renderAdminPage, toastRegion } from '../../../test/admin';
import { SITE, settings, settingsHandlers } from '../../../test/adminContent';
import { REQUIRE_ADMIN_TWO_FACTOR_LABEL } from '@bb/shared/two-factor';
import AdminSettingsPage, {
  COMING_SOON_WARNING,
  REQUIRE_TWO_FACTOR_TEXT,
  TIME_ZONE_HELP,
} from './AdminSettingsPage';
import {
  DAILY_BUDGET_RANGE,
  DAILY_BUDGET_REQUIRED,
  RATE_RANGE,
  RATE_WHOLE,
  STORAGE_BUDGET_WHOLE,
  RETENTION_RANGE,
  RETENTION_REQUIRED,
  RETENTION_WHOLE,
  TIME_ZONE_INVALID,
} from './settingsRules';
import { timeZoneNames } from './TimeZoneField';

const PATCH = 'PATCH /api/admin/settings';

function render(stored: AdminSettings = settings(), handlers: Handlers = {}) {
  return renderAdminPage('/admin/settings', <AdminSettingsPage />, {
    ...settingsHandlers(stored),
    ...handlers,
  });
}

const toast = () => within(toastRegion());
const comingSoon = () => screen.getByRole('switch', { name: 'Coming soon mode' });
const address = () => screen.getByRole('textbox', { name: 'Notification address' });
const retention = () => screen.getByRole('spinbutton', { name: /^Audit retention \(days\)/ });
const rate = () => screen.getByRole('spinbutton', { name: 'Newsletter messages per minute' });
const daily = () => screen.getByRole('spinbutton', { name: /^Daily upload budget \(MB\)/ });
const storage = () => screen.getByRole('spinbutton', { name: /^Storage budget \(MB\)/ });
const loaded = () => screen.findByRole('switch', { name: 'Coming soon mode' });
const timeZone = () => screen.getByRole('combobox', { name: 'Time zone' });

function patches(fetchMock: ReturnType<typeof render>['fetchMock']): AdminSettingsPatch[] {
  return callsTo(fetchMock, PATCH).map(([, init]) => JSON.parse(String(init?.body)));
}

describe('AdminSettingsPage for an editor (site-details without settings)', () => {
  it("shows and saves only the organisation's details", async () => {
    const { user, fetchMock } = render(settings(), { 'GET /api/user': { body: editor } });
    const details = await screen.findByRole('form', { name: 'Organisation details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    // Nothing else of the settings: not coming-soon mode, two-factor, notices, budgets.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Notification address' })).not.toBeInTheDocument();
    const name = within(details).getByRole('textbox', { name: 'Organisation name' });
    await user.clear(name);
    await user.type(name, 'Open Doors Inclusion');
    await user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await toast().findByText('Content updated successfully')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      { siteDetails: { ...SITE, organizationName: 'Open Doors Inclusion' } },
    ]);
  });
});

describe('AdminSettingsPage', () => {
  it('shows the stored settings, what coming-soon mode does, and which address notices go to', async () => {
    render();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(comingSoon()).not.toBeChecked();
    expect(comingSoon()).toHaveAccessibleDescription(COMING_SOON_WARNING);
    expect(address()).toHaveValue('');
    expect(address()).toHaveAccessibleDescription(
      `Leave empty to use the organisation’s e-mail address (${SITE.email}).`,
    );
    expect(screen.getByText(/^Notices now go to/)).toHaveTextContent(
      `Notices now go to ${SITE.email} (the organisation’s e-mail address, which you can change on the Content page).`,
    );
    expect(screen.getByRole('link', { name: 'Content page' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    expect(retention()).toHaveValue(365);
  });

  it('asks before turning coming-soon mode on, and saves only once confirmed', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(comingSoon());
    let dialog = await screen.findByRole('dialog', { name: 'Turn On Coming Soon Mode' });
    expect(dialog).toHaveTextContent(
      'Visitors who are not signed in will see only the Coming Soon page',
    );
    expect(patches(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(comingSoon()).not.toBeChecked();
    expect(patches(fetchMock)).toEqual([]);

    await user.click(comingSoon());
    dialog = await screen.findByRole('dialog', { name: 'Turn On Coming Soon Mode' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(await toast().findByText('Settings updated successfully')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([{ comingSoon: true }]);
    await waitFor(() => expect(comingSoon()).toBeChecked());
    expect(
      screen.getByText(
        'Coming soon mode is on: visitors who are not signed in see only the Coming Soon page.',
      ),
    ).toBeInTheDocument();
  });

  it('turns coming-soon mode off at once', async () => {
    const { user, fetchMock } = render(settings({ comingSoon: true }));
    await loaded();
    expect(comingSoon()).toBeChecked();
    await user.click(comingSoon());
    expect(await toast().findByText('Settings updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([{ comingSoon: false }]);
    await waitFor(() => expect(comingSoon()).not.toBeChecked());
  });

  it('keeps the confirmation open with the reason when turning on is refused', async () => {
    const { user } = render(settings(), { [PATCH]: { status: 500 } });
    await loaded();
    await user.click(comingSoon());
    const dialog = await screen.findByRole('dialog', { name: 'Turn On Coming Soon Mode' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(await within(dialog).findByText('Failed to update settings')).toBeInTheDocument();
    expect(toast().getByText('Error')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(comingSoon()).not.toBeChecked();
  });

  it('requires two-factor sign-in of staff at once, and stops requiring it', async () => {
    const { user, fetchMock } = render();
    await loaded();
    const require = screen.getByRole('switch', { name: REQUIRE_ADMIN_TWO_FACTOR_LABEL });
    expect(require).toHaveAccessibleName('Require two-factor sign-in for staff');
    expect(require).not.toBeChecked();
    expect(require).toHaveAccessibleDescription(REQUIRE_TWO_FACTOR_TEXT);
    await user.click(require);
    expect(await toast().findByText('Staff must now use two-factor sign-in.')).toBeInTheDocument();
    await waitFor(() => expect(require).toBeChecked());
    await user.click(require);
    await waitFor(() => expect(require).not.toBeChecked());
    expect(patches(fetchMock)).toEqual([
      { requireAdminTwoFactor: true },
      { requireAdminTwoFactor: false },
    ]);
  });

  it("shows the server's refusal beside the two-factor switch, which stays off", async () => {
    const message =
      'Turn on two-factor sign-in for your own account before requiring it of administrators.';
    const { user } = render(settings(), {
      [PATCH]: { status: 400, body: { statusCode: 400, message } },
    });
    await loaded();
    const require = screen.getByRole('switch', { name: REQUIRE_ADMIN_TWO_FACTOR_LABEL });
    await user.click(require);
    const shown = await screen.findByText(message);
    expect(shown.closest('[role="alert"]')).not.toBeNull();
    expect(require).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Open your settings' })).toHaveAttribute(
      'href',
      '/my/settings',
    );
  });

  it('saves the notification address and the retention', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.type(address(), ' alerts@bridges.example ');
    await user.clear(retention());
    await user.type(retention(), '90');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await toast().findByText('Settings updated successfully')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      {
        notificationEmail: 'alerts@bridges.example',
        auditRetentionDays: 90,
        newsletterRatePerMinute: null,
      },
    ]);
    await waitFor(() =>
      expect(screen.getByText(/^Notices now go to/)).toHaveTextContent(
        'Notices now go to alerts@bridges.example.',
      ),
    );
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();

    // Emptied, the address goes back to the organisation's.
    await user.clear(address());
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(patches(fetchMock)[1]).toEqual({
      notificationEmail: null,
      auditRetentionDays: 90,
      newsletterRatePerMinute: null,
    });
    await waitFor(() =>
      expect(screen.getByText(/^Notices now go to/)).toHaveTextContent(
        `Notices now go to ${SITE.email} (the organisation’s`,
      ),
    );
  });

  it('refuses an invalid address and a retention out of bounds, and sends nothing', async () => {
    const { user, fetchMock } = render();
    await loaded();
    const save = () => user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await user.type(address(), 'alerts@bridges');
    await user.clear(retention());
    await user.type(retention(), '29');
    await save();
    await waitFor(() => expect(address()).toHaveFocus());
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(retention()).toHaveAccessibleDescription(RETENTION_RANGE);
    expect(RETENTION_RANGE).toBe('Audit retention must be from 30 to 3,650 days');

    await user.clear(address());
    for (const [typed, message] of [
      ['3651', RETENTION_RANGE],
      ['12.5', RETENTION_WHOLE],
      ['', RETENTION_REQUIRED],
    ] as const) {
      await user.clear(retention());
      if (typed) await user.type(retention(), typed);
      await save();
      await waitFor(() => expect(retention()).toHaveAccessibleDescription(message));
    }
    expect(patches(fetchMock)).toEqual([]);
  });

  it("shows the server's field errors on their fields and keeps what was typed", async () => {
    const { user } = render(settings(), {
      [PATCH]: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'auditRetentionDays must not be greater than 3650.',
          errors: { auditRetentionDays: 'auditRetentionDays must not be greater than 3650' },
        },
      },
    });
    await loaded();
    await user.clear(retention());
    await user.type(retention(), '400');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await toast().findByText('auditRetentionDays must not be greater than 3650.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(retention()).toHaveAccessibleDescription(
        'auditRetentionDays must not be greater than 3650',
      ),
    );
    expect(retention()).toHaveValue(400);
    expect(retention()).toHaveFocus();
  });

  it('saves the newsletter messages per minute, and empties it back to the default (null)', async () => {
    const { user, fetchMock } = render(settings({ newsletterRateDefault: 120 }));
    await loaded();
    expect(rate()).toHaveValue(null);
    expect(rate()).toHaveAccessibleDescription(
      'From 1 to 10,000. Leave empty for the default, 120 a minute.',
    );
    await user.type(rate(), '250');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await toast().findByText('Settings updated successfully')).toBeInTheDocument();
    expect(
      toast().getByText(
        `Notices go to ${SITE.email}; audit entries are kept 365 days; newsletters go at 250 messages a minute; uploads may add 200 MB a day and take 5,120 MB in all.`,
      ),
    ).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      { notificationEmail: null, auditRetentionDays: 365, newsletterRatePerMinute: 250 },
    ]);
    // Saved: the field shows the stored value, with nothing left unsaved.
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(rate()).toHaveValue(250);

    await user.clear(rate());
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(patches(fetchMock)[1]).toEqual({
      notificationEmail: null,
      auditRetentionDays: 365,
      newsletterRatePerMinute: null,
    });
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(rate()).toHaveValue(null);
  });

  it('shows a stored rate, and refuses one out of bounds or not whole, sending nothing', async () => {
    const { user, fetchMock } = render(settings({ newsletterRatePerMinute: 30 }));
    await loaded();
    expect(rate()).toHaveValue(30);
    for (const [typed, message] of [
      ['0', RATE_RANGE],
      ['10001', RATE_RANGE],
      ['2.5', RATE_WHOLE],
    ] as const) {
      await user.clear(rate());
      await user.type(rate(), typed);
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      // Focus goes back to the field (the same message may still show from the last try).
      await waitFor(() => expect(rate()).toHaveFocus());
      expect(rate()).toHaveAccessibleDescription(message);
    }
    expect(RATE_RANGE).toBe(
      'Newsletter messages per minute must be from 1 to 10,000, or empty for the default',
    );
    expect(patches(fetchMock)).toEqual([]);
  });

  it('saves the upload budgets, each only when changed, and refuses what the server would', async () => {
    const { user, fetchMock } = render(settings({ uploadStorageBudgetMb: 2048 }));
    await loaded();
    expect(daily()).toHaveValue(200);
    expect(storage()).toHaveValue(2048);
    expect(daily()).toHaveAccessibleDescription('Default 200 MB a day, about 300 photos.');
    for (const [typed, message] of [
      ['', DAILY_BUDGET_REQUIRED],
      ['0', DAILY_BUDGET_RANGE],
      ['1048577', DAILY_BUDGET_RANGE],
    ] as const) {
      await user.clear(daily());
      if (typed) await user.type(daily(), typed);
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      await waitFor(() => expect(daily()).toHaveFocus());
      expect(daily()).toHaveAccessibleDescription(message);
      expect(daily()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(DAILY_BUDGET_RANGE).toBe('Daily upload budget must be from 1 to 1,048,576 MB');
    await user.clear(daily());
    await user.type(daily(), '50');
    await user.clear(storage());
    await user.type(storage(), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(storage()).toHaveFocus());
    expect(storage()).toHaveAccessibleDescription(STORAGE_BUDGET_WHOLE);
    expect(patches(fetchMock)).toEqual([]);

    await user.clear(storage());
    await user.type(storage(), '2048');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await toast().findByText('Settings updated successfully')).toBeInTheDocument();
    expect(
      toast().getByText(/uploads may add 50 MB a day and take 2,048 MB in all\.$/),
    ).toBeVisible();
    expect(patches(fetchMock)).toEqual([
      {
        notificationEmail: null,
        auditRetentionDays: 365,
        newsletterRatePerMinute: null,
        uploadDailyBudgetMb: 50,
      },
    ]);
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(daily()).toHaveValue(50);
  });

  it('says when the settings cannot be loaded', async () => {
    render(settings(), { 'GET /api/admin/settings': { status: 500 } });
    expect(
      await screen.findByText(
        'We could not load the settings. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('AdminSettingsPage: the time zone', () => {
  it('shows the stored zone with what it is for, and saves one picked by typing part of its name', async () => {
    const { user, fetchMock } = render(settings({ timeZone: 'UTC' }));
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Time zone' })).toBeInTheDocument();
    expect(timeZone()).toHaveValue('UTC');
    expect(timeZone()).toHaveAccessibleDescription(TIME_ZONE_HELP);
    expect(TIME_ZONE_HELP).toBe(
      'Scheduled publishing times are shown and entered in this time zone.',
    );

    await user.click(timeZone());
    await user.clear(timeZone());
    await user.type(timeZone(), 'new_y');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['America/New_York']);
    await user.keyboard('{Enter}');
    expect(timeZone()).toHaveValue('America/New_York');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await toast().findByText('Settings updated successfully')).toBeInTheDocument();
    expect(
      toast().getByText(/Scheduled times are now in America\/New_York\.$/),
    ).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      {
        notificationEmail: null,
        auditRetentionDays: 365,
        newsletterRatePerMinute: null,
        timeZone: 'America/New_York',
      },
    ]);
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(timeZone()).toHaveValue('America/New_York');
  });

  it('takes the highlighted match when Tab moves on from what was typed', async () => {
    const { user, fetchMock } = render(settings({ timeZone: 'America/New_York' }));
    await loaded();
    await user.click(timeZone());
    await user.clear(timeZone());
    await user.type(timeZone(), 'europe/lond');
    await screen.findByRole('listbox');
    await user.tab();
    expect(timeZone()).toHaveValue('Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].timeZone).toBe('Europe/London');
  });

  it("puts the server's refusal of the zone on the field", async () => {
    const { user } = render(settings({ timeZone: 'UTC' }), {
      [PATCH]: {
        status: 400,
        body: {
          statusCode: 400,
          message: TIME_ZONE_INVALID,
          errors: { timeZone: TIME_ZONE_INVALID },
        },
      },
    });
    await loaded();
    await user.click(timeZone());
    await user.clear(timeZone());
    await user.type(timeZone(), 'Asia/Toky');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(timeZone()).toHaveAccessibleDescription(TIME_ZONE_INVALID));
    expect(timeZone()).toHaveAttribute('aria-invalid', 'true');
    expect(timeZone()).toHaveValue('Asia/Tokyo');
  });

  it('offers UTC first, then every zone the browser knows, and keeps a stored one it does not list', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names).toContain('Europe/London');
    expect(names).toContain('America/New_York');
    expect(names.filter((name) => name === 'UTC')).toHaveLength(1);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort());
    expect(timeZoneNames('Etc/Unknown_Alias')).toContain('Etc/Unknown_Alias');
  });
});
