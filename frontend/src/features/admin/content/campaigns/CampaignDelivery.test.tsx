import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '@bb/shared/newsletter';
import { toastRegion } from '../../../../test/admin';
import { settings } from '../../../../test/adminContent';
import { campaignUrl, renderCampaign } from '../../../../test/campaignEditor';
import { campaign, CAMPAIGNS_PATH, PREVIEW, stats } from '../../../../test/campaigns';
import { apiError, bodiesSent, callsTo } from '../../../../test/utils';
import { contributor, newsletterer, person, review } from '../../../../test/reviews';
import { DRAFT_FOR_REVIEW_TEXT } from './CampaignDelivery';
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

  it("schedules for a date and time on the organisation's clocks, sent as UTC", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    try {
      const { user, fetchMock } = renderCampaign('/admin/content/campaigns/c1', [campaign()], {
        'GET /api/admin/settings': { body: settings({ timeZone: 'America/New_York' }) },
      });
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Schedule the campaign' });
      const field = within(dialog).getByLabelText('Send on (date and time)');
      expect(field).toHaveAccessibleDescription(
        "Times are in America/New_York (the organisation's time zone).",
      );
      // It starts at the next whole hour on those clocks (12:00 UTC is 07:00 in New York).
      expect(field).toHaveValue('2026-11-28T08:00');
      await user.clear(field);
      await user.type(field, '2026-12-07T09:00');
      await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(await toast().findByText('Campaign scheduled')).toBeInTheDocument();
      expect(
        toast().getByText('It will be sent on Mon, 7 Dec 2026, 09:00 (America/New_York).'),
      ).toBeInTheDocument();
      // 09:00 in New York in December (UTC-5) is 14:00 UTC.
      expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([
        { at: '2026-12-07T14:00:00.000Z' },
      ]);
      const detail = await screen.findByText('Scheduled for');
      expect(detail.nextElementSibling).toHaveTextContent(
        'Mon, 7 Dec 2026, 09:00 (America/New_York)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("changes the schedule from the time it has, shown on the organisation's clocks", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    try {
      const { user, fetchMock } = renderCampaign(
        '/admin/content/campaigns/c1',
        [campaign({ state: 'scheduled', sendAt: '2026-12-24T09:30:00.000Z' })],
        { 'GET /api/admin/settings': { body: settings({ timeZone: 'Europe/London' }) } },
      );
      await loaded();
      await waitFor(() =>
        expect(screen.getByText('Scheduled for').nextElementSibling).toHaveTextContent(
          'Thu, 24 Dec 2026, 09:30 (Europe/London)',
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Change schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change the schedule' });
      const field = within(dialog).getByLabelText('Send on (date and time)');
      expect(field).toHaveValue('2026-12-24T09:30');
      await user.clear(field);
      // London is on UTC+1 in summer: 08:15 there is 07:15 UTC.
      await user.type(field, '2027-06-01T08:15');
      await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(await toast().findByText('Campaign scheduled')).toBeInTheDocument();
      expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([
        { at: '2027-06-01T07:15:00.000Z' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a time in the past or more than a year ahead without sending', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    try {
      const { user, fetchMock } = render();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Schedule the campaign' });
      const field = within(dialog).getByLabelText('Send on (date and time)');
      for (const [typed, message] of [
        ['2026-11-28T11:59', 'Choose a time in the future, or send it now.'],
        ['2027-12-01T09:00', 'A campaign can be scheduled at most a year ahead.'],
      ] as const) {
        await user.clear(field);
        await user.type(field, typed);
        await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
        // The error, and still which clocks the time is read on.
        await waitFor(() =>
          expect(field).toHaveAccessibleDescription(
            `${message} Times are in UTC (the organisation's time zone).`,
          ),
        );
        expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      expect(bodiesSent(fetchMock, `POST ${ONE}/send`)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
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

describe('review before sending', { timeout: 60_000 }, () => {
  const REVIEW = `POST ${ONE}/review`;
  const DECLINE = `POST ${ONE}/review/decline`;
  const campaignReview = (overrides: Parameters<typeof review>[0] = {}) =>
    review({
      kind: 'campaign',
      subjectId: 'c1',
      title: 'November insights',
      path: '/admin/content/campaigns/c1',
      version: 3,
      ...overrides,
    });

  it('a contributor submits a draft campaign for review instead of sending it', async () => {
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/c1', [campaign()], {
      'GET /api/user': { body: contributor },
      [REVIEW]: ({ body }) => {
        const { version, note } = body as { version: number; note?: string };
        return { body: campaignReview({ version, note: note ?? null }) };
      },
    });
    await loaded();
    expect(actionNames()).toEqual(['Preview', 'Send test to me', 'Submit for review']);
    expect(screen.getByText(DRAFT_FOR_REVIEW_TEXT)).toBeVisible();
    const opener = within(actions()).getByRole('button', { name: 'Submit for review' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Submit "November insights" for review?',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Note for the reviewer' })).toHaveFocus();
    await user.paste('Ready for Friday.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, REVIEW)).toEqual([{ version: 3, note: 'Ready for Friday.' }]),
    );
    expect(await toast().findByText('Submitted for review')).toBeInTheDocument();
    expect(
      toast().getByText(
        'Those with the Newsletter or Administrator role are told by e-mail and on their dashboard.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows a contributor the campaign sent back, with the note', async () => {
    renderCampaign(
      '/admin/content/campaigns/c1',
      [
        campaign({
          review: campaignReview({
            state: 'declined',
            decidedBy: person('nell'),
            decidedAt: '2026-11-21T09:00:00.000Z',
            decisionNote: 'The subject line is too long.',
          }),
        }),
      ],
      { 'GET /api/user': { body: contributor } },
    );
    const declined = (
      await screen.findByRole('heading', { name: 'Sent back for changes' })
    ).closest('[role="note"]') as HTMLElement;
    expect(within(declined).getByText('The subject line is too long.')).toBeVisible();
    expect(within(declined).getByRole('button', { name: 'Submit again' })).toBeVisible();
  });

  it('a sender sees the waiting review, sends it back only with a note, and Send now approves it', async () => {
    const { user, fetchMock } = renderCampaign(
      '/admin/content/campaigns/c1',
      [campaign({ review: campaignReview() })],
      {
        'GET /api/user': { body: newsletterer },
        [DECLINE]: ({ body }) => ({
          body: campaignReview({
            state: 'declined',
            decidedBy: person('nell'),
            decisionNote: (body as { note: string }).note,
          }),
        }),
      },
    );
    await loaded();
    expect(actionNames()).toEqual(['Preview', 'Send test to me', 'Send now', 'Schedule', 'Delete']);
    const waiting = (await screen.findByRole('heading', { name: 'Waiting for review' })).closest(
      '[role="note"]',
    ) as HTMLElement;
    expect(within(waiting).getByText('New team photo and the 2027 dates.')).toBeVisible();
    await user.click(within(actions()).getByRole('button', { name: 'Send now' }));
    const send = await screen.findByRole('dialog', { name: 'Send to 3 confirmed subscribers?' });
    expect(within(send).getByText(/This approves the review casey asked for\.$/)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(waiting).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send "November insights" back?' });
    const note = within(dialog).getByRole('textbox', { name: 'What needs to change' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo(fetchMock, DECLINE)).toHaveLength(0);
    note.focus();
    await user.paste('The subject line is too long.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, DECLINE)).toEqual([{ note: 'The subject line is too long.' }]),
    );
    expect(await toast().findByText('Sent back')).toBeInTheDocument();
  });
});
