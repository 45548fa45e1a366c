import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PHONE_MISMATCH,
  type AdminNewsletterPage,
  type AdminSettingsPatch,
} from '@bb/shared/admin-content';
import { apiError, callsTo, type Handlers } from '../../../test/utils';
import {
  contributor,
  currentUrl,
  editor,
  newsletterPerson,
  renderAdminPage,
  toastRegion,
} from '../../../test/admin';
import {
  SITE,
  settingsHandlers,
  subscriber,
  subscriberPage,
  SUBSCRIBERS,
} from '../../../test/adminContent';
import AdminContentPage from './AdminContentPage';
import { PHONE_HREF_INVALID, SOCIAL_URL_INVALID } from './siteDetailsRules';
import { catchDownloads, querySentTo, serveCsv } from '../../../test/downloads';

const LIST = 'GET /api/admin/newsletter-subscribers';
const PATCH = 'PATCH /api/admin/settings';

function render(
  path = '/admin/content',
  handlers: Handlers = {},
  page: AdminNewsletterPage = subscriberPage(),
) {
  return renderAdminPage(path, <AdminContentPage />, {
    ...settingsHandlers(),
    [LIST]: { body: page },
    ...handlers,
  });
}

const toast = () => within(toastRegion());
const form = () => screen.getByRole('form', { name: 'Organisation details' });
const preview = () => screen.getByRole('group', { name: 'Preview' });
const field = (name: string) =>
  within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const loaded = () => screen.findByRole('form', { name: 'Organisation details' });

/** Types `text` in place of the field's value, as one paste (typing key by key is slow in jsdom). */
async function replace(user: UserEvent, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.paste(text);
}

/** The bodies of the PATCH requests sent. */
function patches(fetchMock: ReturnType<typeof render>['fetchMock']): AdminSettingsPatch[] {
  return callsTo(fetchMock, PATCH).map(([, init]) => JSON.parse(String(init?.body)));
}

/** The query of the last subscribers request. */
function lastQuery(fetchMock: ReturnType<typeof render>['fetchMock']) {
  const calls = callsTo(fetchMock, LIST);
  const [input] = calls[calls.length - 1];
  return Object.fromEntries(new URL(String(input), 'http://localhost').searchParams);
}

describe('AdminContentPage: organisation details', () => {
  it('shows the stored details in the fields and the preview, and saves every detail', async () => {
    const { user, fetchMock } = render();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(field('Organisation name')).toHaveValue(SITE.organizationName);
    expect(field('Speaker name')).toHaveValue(SITE.speakerName);
    expect(field('Phone link')).toHaveValue(SITE.phoneHref);
    expect(field('Phone link')).toHaveAccessibleDescription(
      'tel: followed by the number, e.g. tel:+15550100199',
    );
    expect(within(preview()).getByText('Meet Jordan Avery')).toBeInTheDocument();
    expect(within(preview()).getAllByRole('link', { name: SITE.phoneDisplay })[0]).toHaveAttribute(
      'href',
      SITE.phoneHref,
    );
    expect(within(preview()).getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    expect(
      within(preview()).getByRole('link', { name: 'LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/company/bridges');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();

    await replace(user, field('Organisation name'), '  Open Doors Inclusion ');
    await replace(user, field('Speaker name'), 'Sam Rivera');
    // The preview follows what is typed, before anything is saved.
    expect(within(preview()).getByText('Meet Sam Rivera')).toBeInTheDocument();
    expect(
      within(preview()).getByText('© 2024 Open Doors Inclusion. All rights reserved.'),
    ).toBeInTheDocument();
    expect(within(preview()).getByText('Contact | Open Doors Inclusion')).toBeInTheDocument();
    expect(within(form()).getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toast().findByText('Content updated successfully')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      {
        siteDetails: {
          ...SITE,
          organizationName: 'Open Doors Inclusion',
          speakerName: 'Sam Rivera',
        },
      },
    ]);
    // Saved: the form holds the stored values, with nothing left unsaved.
    await waitFor(() =>
      expect(within(form()).queryByText('You have unsaved changes.')).not.toBeInTheDocument(),
    );
    expect(field('Organisation name')).toHaveValue('Open Doors Inclusion');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('refuses invalid details with messages on their fields, and sends nothing', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await user.clear(field('Organisation name'));
    await replace(user, field('Phone link'), 'call 555');
    await replace(user, field('Email'), 'hello@bridges');
    await replace(user, field('Address'), 'http://www.linkedin.com/company/bridges');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(field('Organisation name')).toHaveFocus());
    expect(field('Organisation name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Organisation name')).toHaveAccessibleDescription('Organisation name is required');
    expect(field('Phone link')).toHaveAccessibleDescription(PHONE_HREF_INVALID);
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Address')).toHaveAccessibleDescription(SOCIAL_URL_INVALID);
    expect(screen.getByText('4 fields need your attention.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);
    // Without a valid link the preview says the footer leaves the number out.
    expect(
      within(preview()).getByText('Without a valid phone link the footer leaves the number out.'),
    ).toBeInTheDocument();
  });

  it('refuses a shown number that the phone link does not dial, and sends nothing', async () => {
    const { user, fetchMock } = render();
    await loaded();
    await replace(user, field('Phone number'), '+1 (555) 010-0142');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Phone link')).toHaveFocus());
    expect(field('Phone link')).toHaveAccessibleDescription(PHONE_MISMATCH);
    expect(patches(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Fill from the shown number' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toast().findByText('Content updated successfully')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      {
        siteDetails: { ...SITE, phoneDisplay: '+1 (555) 010-0142', phoneHref: 'tel:+15550100142' },
      },
    ]);
  });

  it('fills the phone link from the number as shown', async () => {
    const { user } = render();
    await loaded();
    const fill = screen.getByRole('button', { name: 'Fill from the shown number' });
    // The link already matches the number.
    expect(fill).toBeDisabled();
    await replace(user, field('Phone number'), '+44 20 7946 0958');
    expect(fill).toHaveAccessibleDescription('Sets the link to tel:+442079460958.');
    await user.click(fill);
    expect(field('Phone link')).toHaveValue('tel:+442079460958');
    expect(within(preview()).getAllByRole('link', { name: '+44 20 7946 0958' })[0]).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });

  it('adds and removes social links, at most eight', async () => {
    const { user, fetchMock } = render();
    await loaded();
    const add = screen.getByRole('button', { name: 'Add Social Link' });
    await user.click(add);
    const second = screen.getByRole('group', { name: 'Social link 2' });
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: /^Label/ })).toHaveFocus(),
    );
    await user.type(within(second).getByRole('textbox', { name: /^Label/ }), 'Instagram');
    await replace(
      user,
      within(second).getByRole('textbox', { name: /^Address/ }),
      'https://www.instagram.com/bridges',
    );
    expect(
      within(preview()).getByRole('link', { name: 'Instagram (opens in a new tab)' }),
    ).toBeInTheDocument();

    for (let i = 2; i < 8; i += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Social link \d$/ })).toHaveLength(8);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('The most there can be is 8.');

    // Remove the six empty rows and the first link.
    for (let i = 8; i > 2; i -= 1) {
      await user.click(screen.getByRole('button', { name: `Remove social link ${i}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Remove social link 1' }));
    expect(screen.getAllByRole('group', { name: /^Social link \d$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toast().findByText('Content updated successfully');
    expect(patches(fetchMock)[0].siteDetails?.socialLinks).toEqual([
      { label: 'Instagram', url: 'https://www.instagram.com/bridges' },
    ]);
    // Some 60 key presses and 15 clicks, each validating the whole form: 13 s on a busy two-core
    // machine, so it has more than the default 20 s.
  }, 45_000);

  it("shows the server's field errors on their fields and keeps what was typed", async () => {
    const { user } = render('/admin/content', {
      [PATCH]: apiError(400, 'siteDetails.email must be an email address.', {
        'siteDetails.email': 'email must be an email address',
        'siteDetails.socialLinks.0.url': 'url must be an https address',
      }),
    });
    await loaded();
    await replace(user, field('Email'), 'team@bridges.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toast().findByText('Error')).toBeInTheDocument();
    expect(toast().getByText('siteDetails.email must be an email address.')).toBeInTheDocument();
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('email must be an email address'),
    );
    expect(field('Address')).toHaveAccessibleDescription('url must be an https address');
    expect(field('Email')).toHaveValue('team@bridges.example');
    expect(field('Email')).toHaveFocus();
  });

  it("says 'Failed to update content' when the server gives no reason, and Reset goes back", async () => {
    const { user } = render('/admin/content', { [PATCH]: { status: 500 } });
    await loaded();
    await replace(user, field('Tagline'), 'Inclusion at work');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toast().findByText('Failed to update content')).toBeInTheDocument();
    expect(field('Tagline')).toHaveValue('Inclusion at work');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('Tagline')).toHaveValue(SITE.tagline);
    expect(within(form()).queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('asks before the tab is closed with unsaved changes', async () => {
    const { user } = render();
    await loaded();
    const unsaved = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unsaved()).toBe(false);
    await user.type(field('Tagline'), '!');
    expect(unsaved()).toBe(true);
  });

  it('says when the details cannot be loaded', async () => {
    render('/admin/content', { 'GET /api/admin/settings': { status: 500 } });
    expect(
      await screen.findByText(
        'We could not load the organisation details. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('AdminContentPage: newsletter subscribers', () => {
  const table = () => screen.getByRole('table', { name: 'Newsletter subscribers, newest first' });

  it('lists the subscribers with their state and dates, and the counts per state', async () => {
    const { fetchMock } = render('/admin/content', {}, subscriberPage(SUBSCRIBERS, 3, 41));
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    expect(
      screen.getByText('41 confirmed addresses, 1 pending, 1 unsubscribed, 0 bounced'),
    ).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Status', 'Subscribed', 'Unsubscribed', 'Consent', 'Actions']);
    const [, alice, bob, carol] = within(table()).getAllByRole('row');
    expect(within(alice).getByRole('rowheader')).toHaveTextContent('alice@example.org');
    expect(within(alice).getByText('Confirmed')).toBeInTheDocument();
    expect(within(alice).getByText('Jan 10, 2026')).toBeInTheDocument();
    expect(within(alice).getByText('Still subscribed')).toBeInTheDocument();
    expect(within(bob).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(bob).getByText('Feb 3, 2026')).toBeInTheDocument();
    expect(within(carol).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 subscribers')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toEqual({ status: 'all', page: '1', pageSize: '10' });
  });

  it('puts the search (once typing pauses), the status filter and the page in the URL and the request', async () => {
    const { user, fetchMock } = render('/admin/content', {}, subscriberPage(SUBSCRIBERS, 25, 20));
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' example.org');
    await waitFor(() => expect(lastQuery(fetchMock).search).toBe('example.org'));
    expect(new URLSearchParams(currentUrl().split('?')[1]).get('search')).toBe('example.org');
    // One request for the whole text, not one per key.
    expect(
      callsTo(fetchMock, LIST).filter(([input]) => String(input).includes('search=')),
    ).toHaveLength(1);

    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Pending', 'Confirmed', 'Unsubscribed', 'Bounced']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unsubscribed');
    await waitFor(() => expect(lastQuery(fetchMock).status).toBe('unsubscribed'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        search: 'example.org',
        status: 'unsubscribed',
        page: '2',
        pageSize: '10',
      }),
    );
    expect(currentUrl()).toBe('/admin/content?search=example.org&status=unsubscribed&page=2');
    // A new filter goes back to the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Status');
    await waitFor(() => expect(currentUrl()).toBe('/admin/content?search=example.org'));
  });

  it('opens with the search and filter of the URL', async () => {
    const { fetchMock } = render('/admin/content?search=bob&status=bounced&pageSize=25');
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    expect(lastQuery(fetchMock)).toEqual({
      search: 'bob',
      status: 'bounced',
      page: '1',
      pageSize: '25',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bob');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('bounced');
  });

  it("shows a subscriber's proof of consent in a row below when its button is pressed", async () => {
    const bounced = subscriber({
      id: 's9',
      email: 'dan@example.org',
      status: 'bounced',
      bouncedAt: '2026-02-10T10:00:00.000Z',
      bounceReason: '550 5.1.1 No such user',
    });
    const { user } = render('/admin/content', {}, subscriberPage([...SUBSCRIBERS, bounced]));
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    const show = screen.getByRole('button', { name: 'Show consent of alice@example.org' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveTextContent('Footer form');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();

    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Hide consent of alice@example.org' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(hide.getAttribute('aria-controls')!)!;
    const terms = within(details)
      .getAllByRole('term')
      .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Consent source: Footer sign-up form',
      'Consent given: 2026-01-10 09:30:00 UTC',
      'Confirmed: 2026-01-10 09:34:05 UTC',
      'Wording shown: Monthly insights. Unsubscribe at any time.',
    ]);

    // A pending sign-up is not confirmed yet; a bounce shows its time and the server's answer.
    await user.click(screen.getByRole('button', { name: 'Show consent of carol@example.org' }));
    expect(
      screen.getByText('Not confirmed yet (waiting for the link in the confirmation e-mail)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show consent of dan@example.org' }));
    expect(screen.getByText('2026-02-10 10:00:00 UTC: 550 5.1.1 No such user')).toBeInTheDocument();

    await user.click(hide);
    expect(
      screen.getByRole('button', { name: 'Show consent of alice@example.org' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(details.id)).toBeNull();
  });

  it('removes a subscriber once confirmed', async () => {
    let page = subscriberPage();
    const { user, fetchMock } = render('/admin/content', {
      [LIST]: () => ({ body: page }),
      'DELETE /api/admin/newsletter-subscribers/s2': () => {
        page = subscriberPage(SUBSCRIBERS.filter((s) => s.id !== 's2'));
        return { status: 204 };
      },
    });
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    await user.click(screen.getByRole('button', { name: 'Remove bob@example.org' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Subscriber' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove "bob@example.org" from the newsletter list?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/admin/newsletter-subscribers/s2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove bob@example.org' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Subscriber' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await toast().findByText('Subscriber Removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/newsletter-subscribers/s2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('bob@example.org')).not.toBeInTheDocument());
    expect(screen.getByText('alice@example.org')).toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when the removal is refused', async () => {
    const { user } = render('/admin/content', {
      'DELETE /api/admin/newsletter-subscribers/s1': apiError(404, 'Subscriber not found'),
    });
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    await user.click(screen.getByRole('button', { name: 'Remove alice@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Subscriber' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Subscriber not found')).toBeInTheDocument();
    expect(await toast().findByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove Subscriber' })).toBeInTheDocument();
  });

  it('exports the CSV of the current search and filter under the file name', async () => {
    const downloads = catchDownloads('blob:subscribers');
    try {
      const { user, fetchMock } = render('/admin/content?search=ali&status=confirmed');
      await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
      serveCsv(
        fetchMock,
        '/api/admin/newsletter-subscribers/export',
        'Email,Status,Subscribed,Unsubscribed\r\n',
        'newsletter-subscribers-2026-02-01.csv',
      );
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(
        await toast().findByText(/newsletter-subscribers-2026-02-01\.csv/),
      ).toBeInTheDocument();
      expect(querySentTo(fetchMock, '/api/admin/newsletter-subscribers/export')).toEqual({
        search: 'ali',
        status: 'confirmed',
      });
      expect(downloads.saved).toEqual(['newsletter-subscribers-2026-02-01.csv']);
    } finally {
      downloads.restore();
    }
  });

  it('says why when the export fails', async () => {
    const { user } = render('/admin/content', {
      'GET /api/admin/newsletter-subscribers/export': apiError(403, 'Forbidden resource'),
    });
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await toast().findByText('Export Failed')).toBeInTheDocument();
    expect(toast().getByText('Forbidden resource')).toBeInTheDocument();
  });

  it('says when there are no subscribers, and when none match', async () => {
    const { unmount } = render('/admin/content', {}, subscriberPage([], 0, 0));
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Addresses signed up with the newsletter form in the footer of the public pages will be listed here.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('0 confirmed addresses, 0 pending, 0 unsubscribed, 0 bounced'),
    ).toBeInTheDocument();
    unmount();

    const { user } = render('/admin/content?search=zzz', {}, subscriberPage([], 0, 2));
    expect(
      await screen.findByRole('heading', { name: 'No matching subscribers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No subscribers match the search and status filter.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/content'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('goes to the last page when the page of the URL is past the end', async () => {
    const { fetchMock } = render(
      '/admin/content?page=9',
      {},
      subscriberPage([subscriber()], 12, 12),
    );
    await waitFor(() => expect(lastQuery(fetchMock).page).toBe('2'));
    expect(currentUrl()).toBe('/admin/content?page=2');
  });
});

describe('AdminContentPage: the sections each role opens (issue 45)', () => {
  const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it.each([
    [editor, ['Public pages', 'Organisation details']],
    [contributor, ['Public pages', 'Newsletter campaigns']],
    [newsletterPerson, ['Newsletter campaigns', 'Newsletter subscribers']],
  ])('%#: shows only the sections their roles open', async (person, sections) => {
    const { fetchMock } = render('/admin/content', { 'GET /api/user': { body: person } });
    await waitFor(() => expect(h2s()).toEqual(sections));
    if (!person.permissions.includes('subscribers'))
      expect(callsTo(fetchMock, LIST)).toHaveLength(0);
    if (!person.permissions.includes('site-details'))
      expect(callsTo(fetchMock, 'GET /api/admin/settings')).toHaveLength(0);
  });
});
