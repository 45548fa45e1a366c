import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@bb/shared/admin';
import { apiError, callsTo } from '../../../test/utils';
import { auditEntry, currentUrl, renderAdminPage } from '../../../test/admin';
import AuditLogPage, { readAuditQuery } from './AuditLogPage';
import { optionTexts } from '../../../test/expectations';
import { fakeMediaQueryList } from '../../../test/mediaQuery';

const LIST = 'GET /api/admin/audit-log';

function render(
  path = '/admin/audit-log',
  items: AuditEntry[] = [auditEntry()],
  total = items.length,
) {
  return renderAdminPage(path, <AuditLogPage />, { [LIST]: { body: { items, total } } });
}

/** The query of the last audit-log request. */
function lastQuery(fetchMock: ReturnType<typeof render>['fetchMock']) {
  const calls = callsTo(fetchMock, LIST);
  const [input] = calls[calls.length - 1];
  return Object.fromEntries(new URL(String(input), 'http://localhost').searchParams);
}

const table = () => screen.getByRole('table', { name: 'Audit entries, newest first' });

describe('AuditLogPage', () => {
  it('shows each entry: when (local and UTC), who, from where, action, target and changes', async () => {
    const { fetchMock } = render('/admin/audit-log', [
      auditEntry(),
      auditEntry({
        id: 'e2',
        action: 'admin.sign-in-failed',
        actorId: null,
        actorName: null,
        ipAddress: null,
        userAgent: null,
        targetType: null,
        targetId: null,
        targetLabel: null,
        changes: null,
        detail: 'Wrong password for ada.lovelace',
      }),
    ]);
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'From', 'Action', 'Target', 'Changes']);
    const [, first, second] = within(table()).getAllByRole('row');
    expect(within(first).getByText('2026-02-01 09:30:05 UTC')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-02-01T09:30:05.000Z');
    expect(within(first).getByText('ada.lovelace')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(first).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(first).getByText('Administrator role given')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'alice' })).toHaveAttribute(
      'href',
      '/admin/users?search=alice',
    );
    expect(within(first).getByRole('listitem')).toHaveTextContent('is admin: no → changed to yes');
    expect(within(second).getByText('Not signed in')).toBeInTheDocument();
    expect(within(second).getByText('Failed administrator sign-in')).toBeInTheDocument();
    expect(within(second).getAllByText('Wrong password for ada.lovelace').length).toBeGreaterThan(
      0,
    );
    expect(lastQuery(fetchMock)).toEqual({ page: '1', pageSize: '25' });
  });

  it('on a narrow screen shows each entry as a card, its changes under the same headings', async () => {
    // Below the md breakpoint (the table would scroll sideways and hide the changes column).
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query.includes('max-width:899.95px')),
    );
    render('/admin/audit-log', [auditEntry()]);
    const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list)
      .getAllByRole('listitem', { hidden: false })
      .filter((item) => item.parentElement === list);
    expect(Array.from(card.querySelectorAll('dt')).map((term) => term.textContent)).toEqual([
      'When',
      'Who',
      'From',
      'Action',
      'Target',
      'Changes',
    ]);
    const said = Array.from(card.querySelectorAll('dd'));
    expect(said[1]).toHaveTextContent('ada.lovelace');
    expect(said[3]).toHaveTextContent('Administrator role given');
    expect(within(said[5]).getByRole('listitem')).toHaveTextContent(
      'is admin: no → changed to yes',
    );
  });

  it("shows how many times a signed-in user's refused requests happened, in words", async () => {
    render('/admin/audit-log', [
      auditEntry({
        id: 'e3',
        action: 'admin.access-denied',
        actorName: 'prober',
        targetType: null,
        targetId: null,
        targetLabel: null,
        changes: null,
        detail: 'GET /api/admin/users/:id',
        count: 1250,
      }),
      auditEntry(),
    ]);
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, refused, granted] = within(table()).getAllByRole('row');
    const action = within(refused).getByText('Refused admin request').closest('td')!;
    expect(action).toHaveTextContent('Refused admin request1,250 times within one minute');
    expect(within(refused).getAllByText('GET /api/admin/users/:id').length).toBeGreaterThan(0);
    // A single event says nothing about a count.
    expect(within(granted).queryByText(/times within/)).not.toBeInTheDocument();
  });

  it("shows a page's change by the editor's field labels, before and after, only what changed", async () => {
    const story = `${'Our founder started the organisation in a small community hall. '.repeat(8)}It grew.`;
    render('/admin/audit-log', [
      auditEntry({
        action: 'page.save',
        targetType: 'page',
        targetId: 'about',
        targetLabel: 'About',
        changes: {
          'hero.headline': { from: 'Who we are', to: 'Who we are, and why' },
          // An image recorded whole: only its alt text changed.
          'story.image': {
            from: {
              url: '/uploads/a1-team.webp',
              alt: 'Two people fitting the last plank',
              decorative: false,
            },
            to: {
              url: '/uploads/a1-team.webp',
              alt: 'The whole team on the finished bridge',
              decorative: false,
            },
          },
          'story.items.1.body': { from: story, to: story.replace('It grew.', 'It grew fast.') },
          'values.items': { from: '5 items', to: '6 items' },
          'hero.primaryButton': {
            from: { label: 'Book a show', href: '/book-mwo-show' },
            to: { label: 'Book the show', href: '/book-mwo-show' },
          },
        },
      }),
    ]);
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, row] = within(table()).getAllByRole('row');
    const items = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // In the page's order (the stored order is the database's).
    expect(items).toEqual([
      'Hero › HeadlineBefore: Who we areAfter: Who we are, and why',
      'Hero › Main button › TextBefore: Book a showAfter: Book the show',
      'Core values › ValuesBefore: 5 itemsAfter: 6 items',
      'Our story › Image › Alt textBefore: Two people fitting the last plankAfter: The whole team on the finished bridge',
      expect.stringMatching(
        /^Our story › Story › Story part 2 › TextBefore: …[^]*It grew\.After: …[^]*It grew fast\.$/,
      ),
    ]);
    // Never the parts that stayed, nor JSON.
    expect(row).not.toHaveTextContent('/uploads/a1-team.webp');
    expect(row).not.toHaveTextContent('/book-mwo-show');
    expect(row).not.toHaveTextContent('{');
  });

  it('shows a reorder and a list of links in words, not as ids or JSON', async () => {
    render('/admin/audit-log', [
      auditEntry({
        action: 'carousel.reorder',
        targetType: 'carousel',
        targetId: 'home',
        targetLabel: 'Home Page',
        changes: { order: { from: ['Harbour', 'Team'], to: ['Team', 'Harbour'] } },
        detail: 'Moved "Team" from position 2 to 1.',
      }),
      auditEntry({
        id: 'e2',
        action: 'settings.update',
        targetType: null,
        targetId: null,
        targetLabel: null,
        changes: {
          'siteDetails.socialLinks': {
            from: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/' }],
            to: [],
          },
        },
      }),
    ]);
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, first, second] = within(table()).getAllByRole('row');
    expect(within(first).getByRole('listitem')).toHaveTextContent(
      'order: Harbour, Team → changed to Team, Harbour',
    );
    expect(within(first).getAllByText('Moved "Team" from position 2 to 1.').length).toBeGreaterThan(
      0,
    );
    expect(within(second).getByRole('listitem')).toHaveTextContent(
      'site details.social links: LinkedIn (https://www.linkedin.com/) → changed to (none)',
    );
  });

  it('filters by kind: administrative changes, or refusals and failed sign-ins', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(optionTexts(kind)).toEqual([
      'All Kinds',
      'Administrative changes',
      'Refusals and failed sign-ins',
    ]);
    await user.selectOptions(kind, 'Refusals and failed sign-ins');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({ page: '1', pageSize: '25', kind: 'security' }),
    );
    expect(new URLSearchParams(currentUrl().split('?')[1]).get('kind')).toBe('security');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/audit-log'));
    expect(kind).toHaveValue('');
  });

  it('puts the filters in the URL and the request', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'User suspended');
    await waitFor(() => expect(lastQuery(fetchMock).action).toBe('user.suspend'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'User');
    await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'ada.lovelace');
    await waitFor(() => expect(lastQuery(fetchMock).actor).toBe('ada.lovelace'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        page: '1',
        pageSize: '25',
        action: 'user.suspend',
        targetType: 'user',
        actor: 'ada.lovelace',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    );
    const url = new URLSearchParams(currentUrl().split('?')[1]);
    expect(url.get('action')).toBe('user.suspend');
    expect(url.get('actor')).toBe('ada.lovelace');
    expect(url.get('from')).toBe('2026-01-01');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // (The unfiltered first page is in the cache: no new request.)
    await waitFor(() => expect(currentUrl()).toBe('/admin/audit-log'));
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('opens with the filters of the URL', async () => {
    const { fetchMock } = render(
      '/admin/audit-log?action=user.delete&targetType=user&targetId=u1&page=2&pageSize=10&from=nonsense',
      [auditEntry()],
      11,
    );
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    expect(lastQuery(fetchMock)).toEqual({
      page: '2',
      pageSize: '10',
      action: 'user.delete',
      targetType: 'user',
      targetId: 'u1',
    });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.delete');
    expect(screen.getByText('Showing 11 to 11 of 11 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('pages on the server with the audit page sizes', async () => {
    const { user, fetchMock } = render('/admin/audit-log', [auditEntry()], 60);
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('Showing 1 to 25 of 60 entries')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(fetchMock).page).toBe('2'));
    const sizes = within(pages).getByRole('combobox', { name: 'Rows per page' });
    expect(optionTexts(sizes)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(sizes, '50');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ page: '1', pageSize: '50' }));
  });

  it('has an empty state, with and without filters', async () => {
    render('/admin/audit-log', []);
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
  });

  it('says when no entry matches the filters', async () => {
    render('/admin/audit-log?action=user.create', []);
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses a filter", async () => {
    renderAdminPage('/admin/audit-log?targetId=nope', <AuditLogPage />, {
      [LIST]: apiError(400, 'Target id must be an id (a UUID).'),
    });
    expect(await screen.findByText('Target id must be an id (a UUID).')).toBeInTheDocument();
  });

  it('reads only valid filters from the URL', () => {
    expect(
      readAuditQuery(
        new URLSearchParams('action=drop&kind=all&targetType=x&page=-1&pageSize=7&to=2026-01-02'),
      ),
    ).toEqual({
      page: 1,
      pageSize: 25,
      actor: undefined,
      kind: undefined,
      action: undefined,
      targetType: undefined,
      targetId: undefined,
      from: undefined,
      to: '2026-01-02',
    });
  });
});
