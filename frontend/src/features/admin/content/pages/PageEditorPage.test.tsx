import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { MISSING_ALT_MESSAGE } from '@bb/shared/pages/checks';
import type { AboutContent } from '@bb/shared/pages/about';
import { adminPage, pageSummaries } from '../../../../test/adminPages';
import { renderAdminPage, toastRegion } from '../../../../test/admin';
import { settingsHandlers, subscriberPage } from '../../../../test/adminContent';
import { apiError, callsTo, type Handlers } from '../../../../test/utils';
import AdminContentPage from '../AdminContentPage';
import PageEditorPage from './PageEditorPage';

const GET = 'GET /api/admin/pages/about';
const PUT = 'PUT /api/admin/pages/about/draft';
const PUBLISH = 'POST /api/admin/pages/about/publish';

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

  it('marks a missing alt text as blocking, and a refused publish names the field', async () => {
    const { user, fetchMock } = render({
      [PUBLISH]: apiError(
        400,
        'The page cannot be published until the problems marked at the fields are fixed.',
        { 'content.story.image.alt': MISSING_ALT_MESSAGE },
      ),
    });
    await form();
    const story = section('Our story');
    await user.clear(within(story).getByRole('textbox', { name: 'Alt text of image' }));
    expect(
      await within(story).findByText(`Blocks publishing: ${MISSING_ALT_MESSAGE}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish About?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const summary = await summaryTitled('The page was not published');
    expect(
      within(summary).getByRole('link', {
        name: `Our story › Image › Alt text: ${MISSING_ALT_MESSAGE}`,
      }),
    ).toBeInTheDocument();
    // Unsaved changes were saved first, then the publish named the saved version.
    expect(sentBodies(fetchMock)).toHaveLength(1);
    expect(sentBodies(fetchMock, PUBLISH)).toEqual([{ version: 2 }]);
  });
});
