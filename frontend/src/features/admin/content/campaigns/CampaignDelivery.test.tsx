import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@bb/shared/newsletter';
import { toastRegion } from '../../../../test/admin';
import { campaignUrl, renderCampaign } from '../../../../test/campaignEditor';
import { campaign, CAMPAIGNS_PATH, PREVIEW, stats } from '../../../../test/campaigns';
import { apiError, bodiesSent, callsTo } from '../../../../test/utils';
import { DARK_MAIL_STYLE } from './CampaignPreviewDialog';

const ONE = `${CAMPAIGNS_PATH}/c1`;
const toast = () => within(toastRegion());
const actions = () => screen.getByRole('group', { name: 'Campaign actions' });
const actionNames = () =>
  within(actions())
    .getAllByRole('button')
    .map((button) => button.textContent);

function render(state: CampaignState = 'draft', extra: Parameters<typeof campaign>[0] = {}) {
  return renderCampaign('/admin/content/campaigns/c1', [campaign({ state, ...extra })]);
}

const loaded = () => screen.findByRole('group', { name: 'Campaign actions' });

describe("a campaign's actions by state", { timeout: 60_000 }, () => {
  it.each([
    ['draft', ['Preview', 'Send test to me', 'Send now', 'Schedule', 'Delete']],
    ['scheduled', ['Preview', 'Send test to me', 'Send now', 'Change schedule', 'Cancel campaign']],
    ['sending', ['Preview', 'Send test to me', 'Pause', 'Cancel campaign']],
    ['paused', ['Preview', 'Send test to me', 'Resume', 'Cancel campaign']],
    ['sent', ['Preview', 'Send test to me']],
    ['cancelled', ['Preview', 'Send test to me', 'Delete']],
  ] as const)('%s: %j', async (state, names) => {
    render(state, { sendAt: state === 'scheduled' ? '2026-12-24T09:30:00.000Z' : null });
    await loaded();
    expect(actionNames()).toEqual(names);
  });

  it('sends a test to the signed-in administrator and says so', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await toast().findByText('Test sent')).toBeInTheDocument();
    expect(toast().getByText('A test was sent to ada@example.org.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${ONE}/test`)).toHaveLength(1);
  });

  it('saves unsaved changes before sending the test', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await toast().findByText('Test sent')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, `PATCH ${ONE}`)).toEqual([
      expect.objectContaining({ subject: 'November insights!', version: 3 }),
    ]);
    const order = fetchMock.mock.calls
      .map(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
      )
      .filter((key) => key.startsWith('PATCH') || key.startsWith('POST'));
    expect(order).toEqual([`PATCH ${ONE}`, `POST ${ONE}/test`]);
  });

  it('asks before sending to the confirmed subscribers, then shows the progress and polls it', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 3 confirmed subscribers?' });
    expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await toast().findByText('Sending started')).toBeInTheDocument();
    expect(
      toast().getByText('The campaign is going to 3 confirmed subscribers.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([{}]);
    const progress = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(
      screen.getByText('0 of 3 recipients done (0 sent, 0 failed, 0 bounced)'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Sending').length).toBeGreaterThan(0);
    // Content can no longer change.
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAttribute('readonly');
    // Read again every 2 s while it sends.
    const reads = callsTo(fetchMock, `GET ${ONE}`).length;
    await waitFor(() => expect(callsTo(fetchMock, `GET ${ONE}`).length).toBeGreaterThan(reads), {
      timeout: 3500,
    });
  });

  it('shows how far a sending campaign is, as a bar with its value and in words, and pauses it', async () => {
    const { user, fetchMock } = render('sending', {
      startedAt: '2026-11-21T08:00:00.000Z',
      stats: stats({ recipients: 10, queued: 5, sent: 3, failed: 1, bounced: 1, unsubscribed: 2 }),
    });
    await loaded();
    const progress = screen.getByRole('progressbar', { name: 'Sending progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute(
      'aria-valuetext',
      '50%: 5 of 10 recipients done (3 sent, 1 failed, 1 bounced)',
    );
    expect(screen.getByText('Unsubscribed since').nextElementSibling).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await toast().findByText('Sending paused')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${ONE}/pause`)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await toast().findByText('Sending resumed')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${ONE}/resume`)).toHaveLength(1);
  });

  it('cancels only once confirmed', async () => {
    const { user, fetchMock } = render('paused', { startedAt: '2026-11-21T08:00:00.000Z' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the campaign?' });
    expect(dialog).toHaveTextContent('Nothing more is sent: what has gone stays sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `POST ${ONE}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel the campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    expect(await toast().findByText('Campaign cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${ONE}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(actionNames()).toEqual(['Preview', 'Send test to me', 'Delete']));
  });

  it('schedules for a date and time in the local time zone, sent as UTC', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the campaign' });
    const field = within(dialog).getByLabelText('Send on (date and time)');
    const when = addDays(new Date(), 10);
    when.setHours(9, 30, 0, 0);
    await user.clear(field);
    await user.type(field, format(when, "yyyy-MM-dd'T'HH:mm"));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await toast().findByText('Campaign scheduled')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([{ at: when.toISOString() }]);
    await waitFor(() => expect(screen.getByText('Scheduled for')).toBeInTheDocument());
  });

  it('refuses a time in the past without sending', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the campaign' });
    const field = within(dialog).getByLabelText('Send on (date and time)');
    await user.clear(field);
    await user.type(field, '2020-01-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Choose a time in the future, or send it now.'),
    );
    expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([]);
  });

  it("shows the server's refusal to send in the dialog", async () => {
    const { user } = renderCampaign('/admin/content/campaigns/c1', [campaign()], {
      [`POST ${ONE}/send`]: apiError(
        400,
        'There are no confirmed subscribers to send this campaign to.',
      ),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 3 confirmed subscribers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(
      await within(dialog).findByText(
        'There are no confirmed subscribers to send this campaign to.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a draft once confirmed and goes back to the list', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast().findByText('Campaign deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE ${ONE}`)).toHaveLength(1);
    await waitFor(() => expect(campaignUrl()).toBe('/admin/content/campaigns'));
  });

  it('once sent, keeps the content read-only and saves only the archive choice', async () => {
    const { user, fetchMock } = render('sent', {
      startedAt: '2026-11-21T08:00:00.000Z',
      finishedAt: '2026-11-21T09:00:00.000Z',
    });
    await loaded();
    expect(
      screen.getByText(/^Sending has started, so the subject, preview text and body can no longer/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show in the public archive' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast().findByText('Archive setting saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, `PATCH ${ONE}`)).toEqual([{ published: true, version: 3 }]);
  });
});

describe('the preview', { timeout: 60_000 }, () => {
  it('shows the e-mail in a sandboxed frame at phone and desktop widths, light and dark, and its plain text', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview the e-mail' });
    const frame = await within(dialog).findByTitle('The e-mail, 390 pixels wide, light mode');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW.html);
    expect(within(dialog).getByText(PREVIEW.subject)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Phone (390 px)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Desktop (1280 px)' }));
    expect(within(dialog).getByTitle('The e-mail, 1280 pixels wide, light mode')).toHaveAttribute(
      'srcdoc',
      PREVIEW.html,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dark' }));
    expect(
      within(dialog).getByTitle('The e-mail, 1280 pixels wide, dark mode').getAttribute('srcdoc'),
    ).toContain(`${DARK_MAIL_STYLE}</head>`);

    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    const text = within(dialog).getByLabelText('The plain-text part');
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(PREVIEW.text);
    expect(within(dialog).queryByTitle(/^The e-mail/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${ONE}/preview`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
  });
});
