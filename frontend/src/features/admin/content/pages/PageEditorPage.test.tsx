import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { MISSING_ALT_MESSAGE } from '@bb/shared/pages/checks';
import type { AboutContent } from '@bb/shared/pages/about';
import { adminPage, pageSummaries } from '../../../../test/adminPages';
import { renderAdminPage, toastRegion } from '../../../../test/admin';
import { settings, settingsHandlers, subscriberPage } from '../../../../test/adminContent';
import { apiError, bodiesSent, callsTo, type Handlers } from '../../../../test/utils';
import AdminContentPage from '../AdminContentPage';
import type { Review } from '@bb/shared/reviews';
import { contributor, editor, person, review } from '../../../../test/reviews';
import PageEditorPage from './PageEditorPage';

const GET = 'GET /api/admin/pages/about';
const PUT = 'PUT /api/admin/pages/about/draft';
const PUBLISH = 'POST /api/admin/pages/about/publish';
const SCHEDULE = 'POST /api/admin/pages/about/schedule';
const UNSCHEDULE = 'DELETE /api/admin/pages/about/schedule';

function render(handlers: Handlers = {}) {
  return renderAdminPage(
    '/admin/content/pages/about',
    <PageEditorPage />,
    {
      [GET]: { body: adminPage('about') },
      [PUT]: ({ body }) => {
        const { content, version } = body as { content: AboutContent; version: number };
        return {
          body: adminPage('about', { version: version + 1, draft: content, updatedBy: 'admin' }),
        };
      },
      ...handlers,
    },
    '/admin/content/pages/:slug',
  );
}

const form = () => screen.findByRole('form', { name: 'Edit the About page' });
const section = (name: string) => screen.getByRole('region', { name });
/** Replaces a field's text, as one paste (typing key by key is slow in jsdom). */
async function replace(
  user: ReturnType<typeof render>['user'],
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  element.focus();
  await user.paste(text);
}

/** The error summary, found by its title. */
const summaryTitled = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest<HTMLElement>('[role="alert"]')!;

const sentBodies = (fetchMock: ReturnType<typeof render>['fetchMock'], key = PUT) =>
  callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)));

describe('the public pages in Content', () => {
  it('lists every page with its address, state and last edit, each linking to its editor', async () => {
    renderAdminPage('/admin/content', <AdminContentPage />, {
      ...settingsHandlers(),
      'GET /api/admin/newsletter-subscribers': { body: subscriberPage() },
      'GET /api/admin/pages': {
        body: pageSummaries({
          about: { state: 'draft', updatedBy: 'editor', updatedAt: '2026-11-20T10:30:00.000Z' },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Public pages' });
    const about = within(table).getByRole('link', { name: 'Edit About' });
    expect(about).toHaveAttribute('href', '/admin/content/pages/about');
    const row = about.closest('tr')!;
    expect(within(row).getByText('/about')).toBeInTheDocument();
    expect(within(row).getByText('Draft waiting')).toBeInTheDocument();
    expect(within(row).getByText(/^editor, /)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(pageSummaries().length + 1);
  });
});

// A whole page's form re-renders on each change: in jsdom, beside the rest of the suite, a test that
// types into several fields takes 10 to 25 s on this 2-core machine.
describe('the page editor', { timeout: 60_000 }, () => {
  it("shows the page's sections in order, each field labelled, with its length counter", async () => {
    render();
    await form();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Search and sharing',
      'Hero',
      'Mission and vision',
      'Core values',
      'Impact figures',
      'Our story',
    ]);
    const headline = within(section('Hero')).getByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveValue(DEFAULT_PAGES.about.hero.headline);
    expect(headline).toHaveAccessibleDescription(
      expect.stringContaining(`${DEFAULT_PAGES.about.hero.headline.length} / 80 characters`),
    );
    expect(within(section('Core values')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('saves the typed texts as the draft, with the version it loaded, and says so', async () => {
    const { user, fetchMock } = render();
    await form();
    const headline = within(section('Hero')).getByRole('textbox', { name: 'Headline' });
    await replace(user, headline, 'Every Mind Belongs Here');
    const impact = section('Impact figures');
    const figure = within(impact).getAllByRole('textbox', { name: 'Figure' })[0];
    await replace(user, figure, '75+');
    const story = within(section('Our story')).getAllByRole('textbox', { name: 'Text' })[0];
    await replace(user, story, 'First paragraph with **bold**.\n\n- one\n- two');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    const [sent] = sentBodies(fetchMock);
    expect(sent.version).toBe(1);
    expect(sent.content.hero.headline).toBe('Every Mind Belongs Here');
    expect(sent.content.impact.stats[0]).toEqual({ value: '75+', label: 'Speaking events' });
    expect(sent.content.story.items[0].body).toEqual([
      {
        type: 'paragraph',
        content: [{ text: 'First paragraph with ' }, { text: 'bold', bold: true }, { text: '.' }],
      },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ]);
    expect(await within(toastRegion()).findByText('Draft saved')).toBeInTheDocument();
    expect(screen.getByText('Draft saved, not published')).toBeInTheDocument();
  });

  it('adds, moves and removes list items by buttons, keeping focus and saying what happened', async () => {
    const { user, fetchMock } = render();
    await form();
    const values = section('Core values');
    await user.click(within(values).getByRole('button', { name: 'Add value' }));
    const items = within(values).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const newTitle = within(items[5]).getByRole('textbox', { name: 'Title' });
    expect(newTitle).toHaveFocus();
    await replace(user, newTitle, 'Curiosity');
    await replace(user, within(items[5]).getByRole('textbox', { name: 'Text' }), 'We ask first.');
    await user.click(within(values).getByRole('button', { name: 'Move up: Value 6: Curiosity' }));
    expect(
      within(values).getByRole('button', { name: 'Move up: Value 5: Curiosity' }),
    ).toHaveFocus();
    expect(
      within(values).getByText('Value 6: Curiosity moved to position 5 of 6.'),
    ).toBeInTheDocument();
    await user.click(
      within(values).getByRole('button', { name: 'Remove Value 1: Encouragement, Faith and Hope' }),
    );
    expect(
      within(values).getByText('Value 1: Encouragement, Faith and Hope removed. 5 left.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    expect(
      sentBodies(fetchMock)[0].content.values.items.map((v: { title: string }) => v.title),
    ).toEqual([
      'Empowerment Through Storytelling',
      'Inclusion and Acceptance',
      'Authenticity and Integrity',
      'Curiosity',
      'Collaboration and Community',
    ]);
  });

  it("shows the server's field errors in a summary and at the fields, and focuses the first", async () => {
    const { user } = render({
      [PUT]: apiError(400, 'Some fields need attention: see the messages at the fields.', {
        'content.hero.headline': 'Headline can be at most 160 characters long.',
      }),
    });
    await form();
    await replace(
      user,
      within(section('Hero')).getByRole('textbox', { name: 'Headline' }),
      'Longer!',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await summaryTitled('The draft was not saved');
    const link = within(summary).getByRole('link', {
      name: 'Hero › Headline: Headline can be at most 160 characters long.',
    });
    const headline = within(section('Hero')).getByRole('textbox', { name: 'Headline' });
    await waitFor(() => expect(headline).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(link);
    expect(headline).toHaveFocus();
    expect(
      within(section('Hero')).getByRole('textbox', { name: 'Headline' }),
    ).toHaveAccessibleDescription(expect.stringContaining('at most 160 characters'));
  });

  it('refuses to overwrite a newer save: it keeps the typed text and offers to reload', async () => {
    const { user, fetchMock } = render({ [PUT]: apiError(409, 'Someone saved this page.') });
    await form();
    const headline = within(section('Hero')).getByRole('textbox', { name: 'Headline' });
    await replace(user, headline, 'My headline');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Someone else saved this page')).toBeInTheDocument();
    expect(headline).toHaveValue('My headline');
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    await waitFor(() => expect(callsTo(fetchMock, GET).length).toBeGreaterThan(1));
    expect(
      await within(section('Hero')).findByDisplayValue(DEFAULT_PAGES.about.hero.headline),
    ).toBeInTheDocument();
  });

  it('marks a missing alt text as blocking at its field, lists it in the Publish dialog with a link to the field, and keeps Publish disabled', async () => {
    const { user, fetchMock } = render();
    await form();
    const story = section('Our story');
    const alt = within(story).getByRole('textbox', { name: 'Alt text of image' });
    expect(alt).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(alt);
    expect(
      await within(story).findByText(`Blocks publishing: ${MISSING_ALT_MESSAGE}`),
    ).toBeInTheDocument();
    // Marked invalid while the problem stands, as a field with an error of the form is.
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    // A vague link text: a warning, which does not block.
    const hero = section('Hero');
    await replace(user, within(hero).getByRole('textbox', { name: 'Main button: text' }), 'here');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish About?' });
    expect(within(dialog).getByRole('heading', { name: 'One problem blocks publishing' }));
    expect(within(dialog).getByRole('heading', { name: 'One warning' }));
    expect(
      within(dialog).getByRole('link', { name: /^Hero › Main button › Text: Link text such as/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(
      within(dialog).getByRole('link', {
        name: `Our story › Image › Alt text: ${MISSING_ALT_MESSAGE}`,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(alt).toHaveFocus());
    // Nothing was saved or published.
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
    expect(callsTo(fetchMock, PUBLISH)).toHaveLength(0);

    // Described: the dialog lists the warning alone and publishes (unsaved changes saved first).
    await replace(user, alt, 'The speaker on stage');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const again = await screen.findByRole('dialog', { name: 'Publish About?' });
    expect(within(again).queryByRole('heading', { name: /block publishing/ })).toBeNull();
    expect(within(again).getByRole('heading', { name: 'One warning' }));
    await user.click(within(again).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentBodies(fetchMock, PUBLISH)).toEqual([{ version: 2 }]));
    expect(sentBodies(fetchMock)[0].content.story.image.alt).toBe('The speaker on stage');
  });

  it('names the fields of a publish the server refuses, and focuses the first', async () => {
    const { user, fetchMock } = render({
      [GET]: { body: adminPage('about', { version: 2, draft: DEFAULT_PAGES.about }) },
      [PUBLISH]: apiError(
        400,
        'The page cannot be published until the problems marked at the fields are fixed.',
        { 'content.story.image.alt': MISSING_ALT_MESSAGE },
      ),
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish About?' });
    expect(within(dialog).getByText('The accessibility checks found nothing to fix.'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const summary = await summaryTitled('The page was not published');
    expect(
      within(summary).getByRole('link', {
        name: `Our story › Image › Alt text: ${MISSING_ALT_MESSAGE}`,
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(section('Our story')).getByRole('textbox', { name: 'Alt text of image' }),
      ).toHaveFocus(),
    );
    // Nothing unsaved: the saved draft's version was named.
    expect(sentBodies(fetchMock)).toHaveLength(0);
    expect(sentBodies(fetchMock, PUBLISH)).toEqual([{ version: 2 }]);
  });
});

/** The organisation's time zone the admin panel reads (GET /api/admin/settings). */
const zoned = (timeZone: string): Handlers => ({
  'GET /api/admin/settings': { body: settings({ timeZone }) },
});

/** The answers of a page whose saved draft (version 2) can be scheduled and unscheduled. */
function scheduling(
  timeZone: string,
  page = adminPage('about', { version: 2, draft: DEFAULT_PAGES.about }),
) {
  return {
    ...zoned(timeZone),
    [GET]: { body: page },
    [SCHEDULE]: ({ body }: { body: unknown }) => ({
      body: {
        ...page,
        scheduled: { at: (body as { at: string }).at, by: 'ada.lovelace' },
        scheduledAt: (body as { at: string }).at,
      },
    }),
    [UNSCHEDULE]: { body: { ...page, scheduled: null, scheduledAt: null } },
  } satisfies Handlers;
}

const scheduleDialog = () => screen.findByRole('dialog', { name: 'Schedule publishing' });
const statusNote = () => screen.queryByText(/^Scheduled to publish on /);

describe("the page editor's scheduled publish", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("schedules the saved draft at a time on the organisation's clocks, says so, and cancels it", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    const { user, fetchMock } = render(scheduling('Europe/London'));
    await form();
    expect(statusNote()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    const dialog = await scheduleDialog();
    const field = within(dialog).getByLabelText('Publish on (date and time)');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Times are in Europe/London (the organisation's time zone).",
      ),
    );
    await user.clear(field);
    await user.type(field, '2026-12-07T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(toastRegion()).findByText('Publishing scheduled')).toBeInTheDocument();
    // London is on UTC in December; the version is the saved draft's (nothing needed saving).
    expect(bodiesSent(fetchMock, SCHEDULE)).toEqual([
      { at: '2026-12-07T09:00:00.000Z', version: 2 },
    ]);
    expect(sentBodies(fetchMock)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        'Scheduled to publish on Mon, 7 Dec 2026, 09:00 (Europe/London) by ada.lovelace. Changes you save before then are published too.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    expect(await within(toastRegion()).findByText('Schedule cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, UNSCHEDULE)).toHaveLength(1);
    await waitFor(() => expect(statusNote()).toBeNull());
    // The button that had focus is gone: focus goes back to Schedule publish.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Schedule publish' })).toHaveFocus(),
    );
  });

  it('saves unsaved changes only when the time is confirmed (Cancel saves nothing), then sends the time typed in New York as UTC', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    const { user, fetchMock } = render({
      ...zoned('America/New_York'),
      [SCHEDULE]: ({ body }) => ({
        body: adminPage('about', {
          version: 2,
          draft: DEFAULT_PAGES.about,
          scheduled: { at: (body as { at: string }).at, by: 'ada.lovelace' },
        }),
      }),
    });
    await form();
    // Nothing to publish yet: no draft, no changes.
    expect(screen.getByRole('button', { name: 'Schedule publish' })).toBeDisabled();
    await replace(user, within(section('Hero')).getByRole('textbox', { name: 'Headline' }), 'Soon');
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    let dialog = await scheduleDialog();
    expect(within(dialog).getByText('The accessibility checks found nothing to fix.'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock)).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    dialog = await scheduleDialog();
    expect(sentBodies(fetchMock)).toHaveLength(0);
    const field = within(dialog).getByLabelText('Publish on (date and time)');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Times are in America/New_York (the organisation's time zone).",
      ),
    );
    await user.clear(field);
    await user.type(field, '2026-12-07T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(toastRegion()).findByText('Publishing scheduled')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText(
        'The page will be published on Mon, 7 Dec 2026, 09:00 (America/New_York). Changes you save before then are published too.',
      ),
    ).toBeInTheDocument();
    // 09:00 in New York in December is 14:00 UTC, on the version the save answered.
    expect(bodiesSent(fetchMock, SCHEDULE)).toEqual([
      { at: '2026-12-07T14:00:00.000Z', version: 2 },
    ]);
    expect(sentBodies(fetchMock)).toHaveLength(1);
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      version: 1,
      content: { hero: { headline: 'Soon' } },
    });
  });

  it('refuses a past time in the dialog, and shows the server refusal of the time there', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    const { user, fetchMock } = render({
      ...scheduling('UTC'),
      [SCHEDULE]: apiError(400, 'A time can be at most 366 days ahead.', {
        at: 'A time can be at most 366 days ahead.',
      }),
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    const dialog = await scheduleDialog();
    const field = within(dialog).getByLabelText('Publish on (date and time)');
    await user.clear(field);
    await user.type(field, '2026-11-28T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Choose a time in the future. Times are in UTC (the organisation's time zone).",
      ),
    );
    expect(callsTo(fetchMock, SCHEDULE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2027-01-10T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // The refusal as an alert in the dialog, and the message at the field.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain('A time can be at most 366 days ahead.'),
    );
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "A time can be at most 366 days ahead. Times are in UTC (the organisation's time zone).",
      ),
    );
    expect(field).toHaveValue('2027-01-10T09:00');
    expect(statusNote()).toBeNull();
  });

  it('names the fields that block publishing, and offers a reload on a stale version', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    let answer = apiError(
      400,
      'The page cannot be published until the problems marked at the fields are fixed.',
      { 'content.story.image.alt': MISSING_ALT_MESSAGE },
    );
    const { user } = render({ ...scheduling('UTC'), [SCHEDULE]: () => answer });
    await form();
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    let dialog = await scheduleDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const summary = await summaryTitled('The publish was not scheduled');
    expect(
      within(summary).getByRole('link', {
        name: `Our story › Image › Alt text: ${MISSING_ALT_MESSAGE}`,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(section('Our story')).getByRole('textbox', { name: 'Alt text of image' }),
      ).toHaveFocus(),
    );

    answer = apiError(409, 'Someone saved this page.');
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    dialog = await scheduleDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const conflict = await screen.findByText('Someone else saved this page');
    // Found once the Schedule dialog has closed (until then the page behind it is hidden).
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // Focus goes to the conflict, with its reload (not to the page's body).
    await waitFor(() => expect(conflict.closest('[role="alert"]')).toHaveFocus());
  });

  it('shows a scheduled publish, and Change schedule starts from its time', async () => {
    const page = adminPage('about', {
      version: 2,
      draft: DEFAULT_PAGES.about,
      scheduled: { at: '2026-12-07T14:00:00.000Z', by: 'alice' },
    });
    const { user } = render({ ...zoned('America/New_York'), [GET]: { body: page } });
    await form();
    expect(
      await screen.findByText(
        'Scheduled to publish on Mon, 7 Dec 2026, 09:00 (America/New_York) by alice. Changes you save before then are published too.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change schedule' }));
    const dialog = await scheduleDialog();
    expect(within(dialog).getByLabelText('Publish on (date and time)')).toHaveValue(
      '2026-12-07T09:00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change schedule' })).toHaveFocus();
  });

  it("lists a page's scheduled publish among the public pages", async () => {
    renderAdminPage('/admin/content', <AdminContentPage />, {
      ...settingsHandlers(settings({ timeZone: 'Europe/London' })),
      'GET /api/admin/newsletter-subscribers': { body: subscriberPage() },
      'GET /api/admin/pages': {
        body: pageSummaries({ about: { state: 'draft', scheduledAt: '2027-06-01T08:00:00.000Z' } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Public pages' });
    const row = within(table).getByRole('link', { name: 'Edit About' }).closest('tr')!;
    const cell = await within(row).findByText(/^Scheduled:/);
    await waitFor(() =>
      expect(cell).toHaveTextContent('Scheduled: Tue, 1 Jun 2027, 09:00 (Europe/London)'),
    );
    expect(cell.querySelector('time')).toHaveAttribute('datetime', '2027-06-01T08:00:00.000Z');
    const others = within(table)
      .getAllByRole('row')
      .filter((r) => r !== row);
    for (const other of others) expect(within(other).queryByText(/^Scheduled:/)).toBeNull();
  });
});

describe('review before publishing in the page editor', { timeout: 60_000 }, () => {
  const REVIEW = 'POST /api/admin/pages/about/review';
  const DECLINE = 'POST /api/admin/pages/about/review/decline';
  const toolbarButtons = () =>
    ['Publish', 'Schedule publish', 'Discard draft', 'Submit for review'].filter((name) =>
      screen.queryByRole('button', { name }),
    );

  it('a contributor submits the saved draft for review with a note, and sees it waiting', async () => {
    // The server keeps the review: the page read again after the submit carries it.
    let stored: Review | null = null;
    const { user, fetchMock } = render({
      'GET /api/user': { body: contributor },
      [GET]: () => ({ body: adminPage('about', { review: stored }) }),
      [REVIEW]: ({ body }) => {
        const { version, note } = body as { version: number; note?: string };
        stored = review({ version, note: note ?? null });
        return { body: stored };
      },
    });
    await form();
    expect(toolbarButtons()).toEqual(['Submit for review']);
    const headline = within(section('Hero')).getByRole('textbox', { name: 'Headline' });
    await replace(user, headline, 'Every Mind Belongs Here');
    const opener = screen.getByRole('button', { name: 'Submit for review' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Submit "About" for review?' });
    const note = within(dialog).getByRole('textbox', { name: 'Note for the reviewer' });
    expect(note).toHaveFocus();
    await user.paste('  New headline, please check.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));

    // The unsaved change is saved first; the review names the version that save answered.
    await waitFor(() => expect(callsTo(fetchMock, REVIEW)).toHaveLength(1));
    expect(sentBodies(fetchMock)).toHaveLength(1);
    expect(sentBodies(fetchMock)[0].content.hero.headline).toBe('Every Mind Belongs Here');
    expect(bodiesSent(fetchMock, REVIEW)).toEqual([
      { version: 2, note: 'New headline, please check.' },
    ]);
    expect(await within(toastRegion()).findByText('Submitted for review')).toBeInTheDocument();
    const waiting = (await screen.findByRole('heading', { name: 'Waiting for review' })).closest(
      '[role="note"]',
    ) as HTMLElement;
    expect(within(waiting).getByText(/^Submitted by casey on .* \(version 2\)\.$/)).toBeVisible();
    expect(within(waiting).getByText('New headline, please check.')).toBeVisible();
    expect(within(waiting).queryByRole('button', { name: 'Decline' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a contributor submits without a note: none is sent', async () => {
    const { user, fetchMock } = render({
      'GET /api/user': { body: contributor },
      [GET]: { body: adminPage('about', { version: 4, draft: DEFAULT_PAGES.about }) },
      [REVIEW]: { body: review({ version: 4, note: null }) },
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit "About" for review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(bodiesSent(fetchMock, REVIEW)).toEqual([{ version: 4 }]));
    expect(sentBodies(fetchMock)).toHaveLength(0);
  });

  it('shows a contributor why the draft was sent back, with Submit again', async () => {
    const { user } = render({
      'GET /api/user': { body: contributor },
      [GET]: {
        body: adminPage('about', {
          version: 3,
          draft: DEFAULT_PAGES.about,
          review: review({
            state: 'declined',
            decidedBy: person('eden'),
            decidedAt: '2026-11-21T09:00:00.000Z',
            decisionNote: 'The photo has no description.',
          }),
        }),
      },
    });
    await form();
    const declined = (
      await screen.findByRole('heading', { name: 'Sent back for changes' })
    ).closest('[role="note"]') as HTMLElement;
    expect(
      within(declined).getByText(/^Sent back by eden on .*\. casey submitted it on /),
    ).toBeVisible();
    expect(within(declined).getByText("eden's note:")).toBeVisible();
    expect(within(declined).getByText('The photo has no description.')).toBeVisible();
    const again = within(declined).getByRole('button', { name: 'Submit again' });
    await user.click(again);
    expect(
      await screen.findByRole('dialog', { name: 'Submit "About" for review?' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('an editor sees the waiting review and declines it only with a note', async () => {
    let stored = review();
    const { user, fetchMock } = render({
      'GET /api/user': { body: editor },
      [GET]: () => ({
        body: adminPage('about', { version: 2, draft: DEFAULT_PAGES.about, review: stored }),
      }),
      [DECLINE]: ({ body }) => {
        stored = review({
          state: 'declined',
          decidedBy: person('eden'),
          decidedAt: '2026-11-21T09:00:00.000Z',
          decisionNote: (body as { note: string }).note,
        });
        return { body: stored };
      },
    });
    await form();
    expect(toolbarButtons()).toEqual(['Publish', 'Schedule publish', 'Discard draft']);
    const waiting = (await screen.findByRole('heading', { name: 'Waiting for review' })).closest(
      '[role="note"]',
    ) as HTMLElement;
    expect(within(waiting).getByText("casey's note:")).toBeVisible();
    expect(within(waiting).getByText('New team photo and the 2027 dates.')).toBeVisible();
    expect(
      within(waiting).getByText(/^Publishing or scheduling the draft approves it; Decline/),
    ).toBeVisible();
    await user.click(within(waiting).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send "About" back?' });
    const note = within(dialog).getByRole('textbox', { name: 'What needs to change' });
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getByText('Write what needs to change: the note is sent with the draft back.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, DECLINE)).toHaveLength(0);
    note.focus();
    await user.paste('The photo has no description.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, DECLINE)).toEqual([{ note: 'The photo has no description.' }]),
    );
    expect(await within(toastRegion()).findByText('Sent back')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('casey is told by e-mail, with your note.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sent back for changes' })).toBeVisible();
  });

  it("an editor's Publish says it approves the waiting review", async () => {
    const { user } = render({
      'GET /api/user': { body: editor },
      [GET]: {
        body: adminPage('about', { version: 2, draft: DEFAULT_PAGES.about, review: review() }),
      },
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish About?' });
    expect(within(dialog).getByText(/This approves the review casey asked for\.$/)).toBeVisible();
  });
});
