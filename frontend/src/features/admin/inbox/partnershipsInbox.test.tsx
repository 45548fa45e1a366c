import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPartnership, ThreadEntry } from '@bb/shared/admin';
import { callsTo, type Handlers } from '../../../test/utils';
import {
  BADGE,
  card,
  cardHeadings,
  chooseStatus,
  changeStatusInline,
  sendReply,
  confirmStatusChange,
  countCard,
  expectCountCards,
  currentSearch,
  partnership,
  renderInbox,
  threadEntry,
  toasts,
  inboxAnswer,
} from '../../../test/inbox';
import InboxPage from './InboxPage';
import { optionTexts } from '../../../test/expectations';
import { expectTexts } from '../../../test/expectations';

const LIST = 'GET /api/admin/corporate-partnerships';

const globex = partnership();
const all: AdminPartnership[] = [
  globex,
  partnership({
    id: 'p2',
    companyName: 'Initech',
    contactName: 'Ada Moss',
    email: 'ada@initech.example',
    partnershipType: 'sponsor',
    status: 'in-discussion',
    contractDetails: null,
  }),
  partnership({
    id: 'p3',
    companyName: 'Hooli',
    contactName: 'Lee Park',
    email: 'lee@hooli.example',
    partnershipType: 'strategic',
    status: 'active',
  }),
  partnership({ id: 'p4', companyName: 'Umbrella', status: 'proposal-sent' }),
  partnership({ id: 'p5', companyName: 'Stark', status: 'on-hold' }),
  partnership({ id: 'p6', companyName: 'Wayne', status: 'closed' }),
];

function render(path = '/admin/partnerships', handlers: Handlers = {}) {
  return renderInbox(path, <InboxPage kind="corporate-partnership" />, {
    [LIST]: inboxAnswer('partnership', all),
    ...handlers,
  });
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the partnerships inbox (/admin/partnerships)', () => {
  it('shows the count cards and the list headed with its count', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Partnerships (6)' }),
    ).toBeInTheDocument();
    expectCountCards({
      'Total Partnerships': '6',
      Active: '1',
      'In Discussion': '1',
      'New Inquiries': '1',
    });
  });

  it('shows each inquiry with company, type, contact, email, time and a title-cased badge', async () => {
    render();
    await screen.findByRole('heading', { level: 2, name: 'Partnerships (6)' });
    const first = card('Globex');
    expectTexts(first, ['Corporate Client', 'Sam Rivera', 'sam@globex.example', '2 days ago']);
    expect(within(first).getByText('New', BADGE)).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'View the inquiry from Globex' }),
    ).toHaveTextContent('View');
    expect(within(card('Initech')).getByText('Program Sponsor')).toBeInTheDocument();
    expect(within(card('Hooli')).getByText('Strategic Partner')).toBeInTheDocument();
    const badges: [string, string][] = [
      ['Initech', 'In Discussion'],
      ['Hooli', 'Active'],
      ['Umbrella', 'Proposal Sent'],
      ['Stark', 'On Hold'],
      ['Wayne', 'Closed'],
    ];
    for (const [company, badge] of badges) {
      expect(within(card(company)).getByText(badge, BADGE)).toBeInTheDocument();
    }
  });

  it('searches company, contact and type, filters by status and clears both, in the URL', async () => {
    const { user } = render();
    await screen.findByRole('heading', { level: 2, name: 'Partnerships (6)' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Company, contact, or type...');
    await user.type(search, 'ada moss');
    await waitFor(() => expect(cardHeadings(/^Partnerships/)).toEqual(['Initech']));
    expect(currentSearch()).toBe('?q=ada+moss');
    await user.clear(search);
    await user.type(search, 'strategic');
    await waitFor(() => expect(cardHeadings(/^Partnerships/)).toEqual(['Hooli']));
    await user.clear(search);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(optionTexts(status)).toEqual([
      'All Status',
      'New',
      'In Discussion',
      'Proposal Sent',
      'Active',
      'On Hold',
      'Closed',
      'Archived',
    ]);
    await user.selectOptions(status, 'On Hold');
    await waitFor(() => expect(cardHeadings(/^Partnerships/)).toEqual(['Stark']));
    expect(screen.getByRole('heading', { level: 2, name: 'Partnerships (1)' })).toBeVisible();
    expect(currentSearch()).toBe('?status=on-hold');

    await user.type(search, 'zzz');
    expect(
      await screen.findByRole('heading', { name: 'No partnerships match your search criteria' }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]);
    await waitFor(() => expect(cardHeadings(/^Partnerships/)).toHaveLength(6));
    expect(search).toHaveValue('');
    expect(status).toHaveValue('');
    expect(currentSearch()).toBe('');
  });

  it('opens filtered by the URL (the dashboard links to ?status=new)', async () => {
    render('/admin/partnerships?status=new');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Partnerships (1)' }),
    ).toBeInTheDocument();
    expect(cardHeadings(/^Partnerships/)).toEqual(['Globex']);
  });

  it('says when there are no partnerships at all', async () => {
    render('/admin/partnerships', { [LIST]: inboxAnswer('partnership', []) });
    expect(await screen.findByRole('heading', { name: 'No partnerships yet' })).toBeInTheDocument();
    expect(countCard('Total Partnerships')).toBe('0');
  });

  it('changes a status inline and says so', async () => {
    let stored = all;
    const { user, fetchMock } = render('/admin/partnerships', {
      [LIST]: inboxAnswer('partnership', () => stored),
      'PATCH /api/admin/corporate-partnerships/p1/status': ({ body }) => {
        const { status } = body as { status: AdminPartnership['status'] };
        stored = stored.map((p) => (p.id === 'p1' ? { ...p, status } : p));
        return { body: stored[0] };
      },
    });
    await changeStatusInline(user, 'Status of the inquiry from Globex', 'Proposal Sent');
    await waitFor(() =>
      expect(
        within(toasts()).getByText('Partnership status has been updated successfully.'),
      ).toBeInTheDocument(),
    );
    expect(within(toasts()).getByText('Status Updated')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/admin/corporate-partnerships/p1/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'proposal-sent' });
    expect(within(card('Globex')).getByText('Proposal Sent', BADGE)).toBeInTheDocument();
    await waitFor(() => expect(countCard('New Inquiries')).toBe('0'));
  });

  it("shows 'Failed to update status' and the old status when a change fails", async () => {
    const { user } = render('/admin/partnerships', {
      'PATCH /api/admin/corporate-partnerships/p1/status': { status: 500, body: '' },
    });
    const select = await screen.findByRole('combobox', {
      name: 'Status of the inquiry from Globex',
    });
    await chooseStatus(user, select, 'Active');
    await confirmStatusChange(user);
    await waitFor(() =>
      expect(within(toasts()).getByText('Failed to update status')).toBeInTheDocument(),
    );
    expect(within(toasts()).getByText('Error')).toBeInTheDocument();
    expect(select).toHaveTextContent('New');
  });

  describe('the details dialog', () => {
    it('shows the fields, the contract details as formatted JSON and the thread', async () => {
      const thread: ThreadEntry[] = [
        threadEntry({ id: 't1', createdAt: '2026-02-01T10:00:00.000Z', body: 'Welcome aboard.' }),
        threadEntry({
          id: 't2',
          author: 'sender',
          authorName: 'Sam Rivera',
          createdAt: '2026-02-02T10:00:00.000Z',
          body: 'Thanks!',
        }),
      ];
      const { user } = render('/admin/partnerships', {
        'GET /api/admin/corporate-partnerships/p1': { body: { ...globex, thread } },
      });
      await user.click(await screen.findByRole('button', { name: 'View the inquiry from Globex' }));
      const dialog = await screen.findByRole('dialog', { name: 'Partnership Details' });
      expect(currentSearch()).toBe('?id=p1');
      expect(field(dialog, 'Company')).toHaveTextContent('Globex');
      expect(field(dialog, 'Partnership Type')).toHaveTextContent('Corporate Client');
      expect(field(dialog, 'Status')).toHaveTextContent('New');
      expect(field(dialog, 'Contact Person')).toHaveTextContent('Sam Rivera');
      expect(field(dialog, 'Email')).toHaveTextContent('sam@globex.example');
      // The answers in words, as the e-mails give them, then the formatted JSON.
      const words = [...(field(dialog, 'Contract Details')?.querySelectorAll('dl > div') ?? [])];
      expect(words.map((line) => line.textContent)).toEqual([
        'Interests:Leadership Development, CSR Initiatives',
        'Company size:201-1,000 employees',
        'Timeline:1-3 months',
        'Budget:$15,000 - $50,000',
      ]);
      const json = field(dialog, 'Contract Details')?.querySelector('pre');
      expect(json?.textContent).toBe(JSON.stringify(globex.contractDetails, null, 2));
      expect(json?.textContent).toContain('\n  "employeeCount": "201-1000"');

      const conversation = within(dialog).getByRole('region', { name: 'Conversation' });
      const entries = await within(conversation).findAllByRole('listitem');
      expect(entries.map((e) => e.textContent)).toEqual([
        expect.stringMatching(/^admin for .+Welcome aboard\.$/),
        expect.stringMatching(/^Sam Rivera, the sender .+Thanks!$/),
      ]);
    });

    it("says 'No contract details available.' without them (?id= opens it)", async () => {
      render('/admin/partnerships?id=p2', {
        'GET /api/admin/corporate-partnerships/p2': { body: { ...all[1], thread: [] } },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Partnership Details' });
      await within(dialog).findByText('Contract Details', { selector: 'dt' });
      expect(field(dialog, 'Contract Details')).toHaveTextContent(
        /^No contract details available\.$/,
      );
      expect(field(dialog, 'Status')).toHaveTextContent('In Discussion');
    });

    it('sends a reply to the contact', async () => {
      const { user, fetchMock } = render('/admin/partnerships?id=p1', {
        'GET /api/admin/corporate-partnerships/p1': { body: { ...globex, thread: [] } },
        'POST /api/admin/corporate-partnerships/p1/reply': {
          status: 201,
          body: threadEntry({ id: 'r1', body: 'Our proposal follows.' }),
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Partnership Details' });
      await sendReply(user, dialog, 'Reply to Sam Rivera', 'Our proposal follows.');
      const [[, init]] = callsTo(fetchMock, 'POST /api/admin/corporate-partnerships/p1/reply');
      expect(JSON.parse(String(init?.body))).toEqual({ message: 'Our proposal follows.' });
      expect(within(toasts()).getByText('Reply Sent')).toBeInTheDocument();
      // The details (thread) are read again.
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET /api/admin/corporate-partnerships/p1')).toHaveLength(2),
      );
    });
  });
});
