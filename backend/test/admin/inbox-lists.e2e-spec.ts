import {
  contactMessagesExportFileName,
  partnershipsExportFileName,
  speakingRequestsExportFileName,
} from '@bb/shared/admin';
import { CONTACT_MESSAGE_STATUSES, SPEAKING_REQUEST_STATUSES } from '@bb/shared/inquiries';
import { PARTNERSHIP_STATUSES } from '@bb/shared/partnerships';
import { createUser, signedIn } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

// The three inquiry inboxes page, search, filter, count and export alike (one implementation,
// backend/src/common/inbox-list.ts): each kind is checked here through its own routes.

type Agent = Awaited<ReturnType<typeof signedIn>>;

interface Kind {
  name: string;
  path: string;
  table: string;
  statuses: readonly string[];
  /** The column a row's name is in (what the tests search for). */
  nameColumn: string;
  /** INSERT … SELECT of `n` rows named `${prefix} 0001`…, newest first, with `status`. */
  insert: string;
  /** The export's file name today, its header, and the column holding a row's name. */
  fileName: (date: string) => string;
  header: string[];
  nameCell: number;
  /** The status's label in the export. */
  statusLabel: (status: string) => string;
}

const title = (code: string) =>
  code
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** $1 prefix, $2 count, $3 status, $4 seconds before now of the newest. */
const ROWS = `FROM generate_series(1, $2::int) AS i`;
const NAME = `$1::text || ' ' || lpad(i::text, 4, '0')`;
const AT = `now() - make_interval(secs => $4::int + i)`;

const KINDS: Kind[] = [
  {
    name: 'speaking requests',
    path: '/api/admin/speaking-requests',
    table: 'speaking_request',
    statuses: SPEAKING_REQUEST_STATUSES,
    nameColumn: 'company',
    insert: `INSERT INTO speaking_request (contact_name, email, company, event_type, status, created_at)
             SELECT 'Jordan Lee', 'row' || i || '@inbox.test', ${NAME}, 'panel', $3, ${AT} ${ROWS}`,
    fileName: speakingRequestsExportFileName,
    header: [
      'Received',
      'Status',
      'Assignee',
      'Archived',
      'Spam',
      'Organization',
      'Contact Person',
      'Email',
      'Event Type',
      'Event Date',
      'Start Time',
      'End Time',
      'Location',
      'Video Link',
      'Audience Size',
      'Budget',
      'Fee Note',
      'Message',
    ],
    nameCell: 5,
    statusLabel: title,
  },
  {
    name: 'partnership inquiries',
    path: '/api/admin/corporate-partnerships',
    table: 'corporate_partnership',
    statuses: PARTNERSHIP_STATUSES,
    nameColumn: 'company_name',
    insert: `INSERT INTO corporate_partnership (company_name, contact_name, email, partnership_type, status, created_at)
             SELECT ${NAME}, 'Sam Rivera', 'row' || i || '@inbox.test', 'sponsor', $3, ${AT} ${ROWS}`,
    fileName: partnershipsExportFileName,
    header: [
      'Received',
      'Status',
      'Assignee',
      'Archived',
      'Spam',
      'Company',
      'Contact Person',
      'Email',
      'Partnership Type',
      'Interests',
      'Company size',
      'Timeline',
      'Budget',
      'Additional information',
    ],
    nameCell: 5,
    statusLabel: title,
  },
  {
    name: 'contact messages',
    path: '/api/admin/contact-messages',
    table: 'contact_message',
    statuses: CONTACT_MESSAGE_STATUSES,
    nameColumn: 'name',
    insert: `INSERT INTO contact_message (name, email, company, inquiry_type, message, status, created_at)
             SELECT ${NAME}, 'row' || i || '@inbox.test', 'Inbox Co', 'training', 'Hello there.', $3, ${AT} ${ROWS}`,
    fileName: contactMessagesExportFileName,
    header: [
      'Received',
      'Status',
      'Assignee',
      'Archived',
      'Spam',
      'Name',
      'Email',
      'Company',
      'Inquiry Type',
      'Message',
    ],
    nameCell: 5,
    statusLabel: title,
  },
];

/** RFC 4180 CSV to rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

interface Page {
  items: { id: string; status: string; [field: string]: unknown }[];
  total: number;
  page: number;
  pageSize: number;
  counts: { total: number; byStatus: Record<string, number> };
}

describe('the inquiry inboxes: paged, searched, filtered, counted and exported on the server', () => {
  let t: TestApp;
  let boss: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'inboxboss', isAdmin: true });
    boss = await signedIn(t, 'inboxboss');
  });
  afterAll(() => t.close());

  describe.each(KINDS)('$name', (kind) => {
    const seed = (prefix: string, count: number, status: string, newestSecondsAgo = 0) =>
      t.dataSource.query(kind.insert, [prefix, count, status, newestSecondsAgo]);
    const nameOf = (item: Page['items'][number]) =>
      (kind.table === 'speaking_request'
        ? item.company
        : kind.table === 'corporate_partnership'
          ? item.companyName
          : item.name) as string;
    const list = async (query = '') =>
      (await boss.get(`${kind.path}${query}`).expect(200)).body as Page;
    const [first, second] = kind.statuses;
    const zeroCounts = Object.fromEntries(kind.statuses.map((s) => [s, 0]));

    beforeEach(async () => {
      await t.dataSource.query('DELETE FROM rate_limit');
      await t.dataSource.query(`DELETE FROM ${kind.table}`);
    });

    it('answers its first page without page parameters, with the total and the counts of the whole table', async () => {
      // 25 of the first status (newest), 5 of the second (older).
      await seed('Row', 25, first);
      await seed('Old', 5, second, 100);
      const page = await list();
      expect(page.total).toBe(30);
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(20);
      expect(page.counts).toEqual({
        total: 30,
        byStatus: { ...zeroCounts, [first]: 25, [second]: 5 },
      });
      expect(page.items.map(nameOf)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Row ${String(i + 1).padStart(4, '0')}`),
      );
      // The counts stay those of the whole table whatever the filters.
      const filtered = await list(`?status=${second}&search=nothing-like-this`);
      expect(filtered.total).toBe(0);
      expect(filtered.items).toEqual([]);
      expect(filtered.counts).toEqual(page.counts);
    });

    it('answers the page and size asked for, each row once, newest first', async () => {
      await seed('Row', 23, first);
      const pages = [await list('?page=1&pageSize=10'), await list('?page=2&pageSize=10')];
      pages.push(await list('?page=3&pageSize=10'));
      expect(pages.map((p) => [p.page, p.pageSize, p.total, p.items.length])).toEqual([
        [1, 10, 23, 10],
        [2, 10, 23, 10],
        [3, 10, 23, 3],
      ]);
      const names = pages.flatMap((p) => p.items.map(nameOf));
      expect(names).toEqual(
        Array.from({ length: 23 }, (_, i) => `Row ${String(i + 1).padStart(4, '0')}`),
      );
      const past = await list('?page=9&pageSize=10');
      expect(past.items).toEqual([]);
      expect(past.total).toBe(23);
      expect((await list('?pageSize=100')).items).toHaveLength(23);
    });

    it('searches its fields without regard to case, LIKE characters matched as themselves', async () => {
      await seed('Plain 100 Co', 1, first);
      await seed('Percent 100% Co', 1, first, 10);
      await seed('Under_score', 1, first, 20);
      await seed('Underxscore', 1, first, 30);
      const names = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).items.map(nameOf);
      expect(await names('100%')).toEqual(['Percent 100% Co 0001']);
      expect(await names('PERCENT')).toEqual(['Percent 100% Co 0001']);
      expect(await names('under_')).toEqual(['Under_score 0001']);
      expect(await names('%')).toEqual(['Percent 100% Co 0001']);
      expect(await names('100')).toEqual(['Plain 100 Co 0001', 'Percent 100% Co 0001']);
      // The e-mail address is searched too.
      expect((await list('?search=ROW1%40inbox')).total).toBe(4);
      const found = await list('?search=%20100%25');
      expect(found.total).toBe(1);
      expect(found.counts.total).toBe(4);
    });

    it('finds an inquiry by the reference its sender quotes (issue 46), in any case', async () => {
      await seed('Quoted', 1, first);
      await seed('Other', 1, first, 10);
      const prefix = { contact_message: 'GI', speaking_request: 'SR', corporate_partnership: 'PI' }[
        kind.table as 'contact_message' | 'speaking_request' | 'corporate_partnership'
      ];
      await t.dataSource.query(
        `UPDATE ${kind.table} SET reference = $1
          WHERE id = (SELECT id FROM ${kind.table} ORDER BY created_at DESC LIMIT 1)`,
        [`${prefix}-7KQ3-MX9D`],
      );
      const found = await list(`?search=${prefix.toLowerCase()}-7kq3-mx9d`);
      expect(found.items.map(nameOf)).toEqual(['Quoted 0001']);
    });

    it('filters by status (all: every status)', async () => {
      await seed('First', 3, first);
      await seed('Second', 2, second, 10);
      const only = await list(`?status=${second}`);
      expect(only.total).toBe(2);
      expect(only.items.every((item) => item.status === second)).toBe(true);
      expect((await list('?status=all')).total).toBe(5);
      expect((await list(`?status=${first}&search=Second`)).total).toBe(0);
    });

    it('refuses bad values with 400 and a message', async () => {
      const refusals: [string, string][] = [
        ['?page=0', 'Page must be a whole number from 1 to 100,000.'],
        ['?page=abc', 'Page must be a whole number from 1 to 100,000.'],
        ['?page=100001', 'Page must be a whole number from 1 to 100,000.'],
        ['?pageSize=0', 'Page size must be a whole number from 1 to 100.'],
        ['?pageSize=101', 'Page size must be a whole number from 1 to 100.'],
        [`?search=${'x'.repeat(201)}`, 'Search must be at most 200 characters.'],
        ['?status=bogus', 'Status must be one of: '],
        ['?page=1&page=2', 'Page must be a whole number from 1 to 100,000.'],
        ['?sort=unknown', 'sort'],
      ];
      for (const [query, message] of refusals) {
        for (const path of [kind.path, `${kind.path}/export`]) {
          if (path.endsWith('/export') && /page/i.test(query)) continue;
          const res = await boss.get(`${path}${query}`);
          expect({ path, query, status: res.status }).toEqual({ path, query, status: 400 });
          const text = ([] as string[]).concat(res.body.message).join(' ');
          expect(text).toContain(message);
        }
      }
      const status = await boss.get(`${kind.path}?status=bogus`).expect(400);
      expect(status.body.message).toBe(
        `Status must be one of: ${[
          'all',
          ...kind.statuses,
          // The archived view (a contact message's status already).
          ...(kind.table === 'contact_message' ? ['inbox'] : ['archived']),
        ].join(', ')}.`,
      );
    });

    it('exports every matching row once (more than 2,000), with its filters, formula-safe', async () => {
      await seed('Match', 2100, second);
      await seed('Match', 30, first, 5000); // another status
      await seed('Other', 30, second, 6000); // another name
      await t.dataSource.query(
        `UPDATE ${kind.table} SET ${kind.nameColumn} = $1 WHERE ${kind.nameColumn} = 'Match 0001' AND status = $2`,
        ['=HYPERLINK("http://evil.test","Match me")', second],
      );
      const res = await boss
        .get(`${kind.path}/export?status=${second}&search=match`)
        .buffer(true)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${kind.fileName(new Date().toISOString().slice(0, 10))}"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const rows = parseCsv(res.text);
      expect(rows[0]).toEqual(kind.header);
      const body = rows.slice(1);
      expect(body).toHaveLength(2100);
      expect(body.every((row) => row.length === kind.header.length)).toBe(true);
      const names = body.map((row) => row[kind.nameCell]);
      expect(new Set(names).size).toBe(2100);
      expect(names[0]).toBe(`'=HYPERLINK("http://evil.test","Match me")`);
      expect(names.slice(1)).toEqual(
        Array.from({ length: 2099 }, (_, i) => `Match ${String(i + 2).padStart(4, '0')}`),
      );
      expect(body.every((row) => row[1] === kind.statusLabel(second))).toBe(true);
      expect(body[0][0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      // Without filters: every row.
      const all = await boss.get(`${kind.path}/export`).buffer(true).expect(200);
      expect(parseCsv(all.text)).toHaveLength(2160 + 1);
    });

    it("says how many of its kind each row's sender sent, archived ones included, on the list and the detail", async () => {
      await seed('Sender', 3, first); // row1…row3@inbox.test
      await seed('Again', 2, second, 100); // row1, row2@inbox.test again
      await t.dataSource.query(
        `UPDATE ${kind.table} SET archived_at = now() WHERE ${kind.nameColumn} = 'Again 0001'`,
      );
      // A sender who deleted their account keeps no address: never counted together.
      await t.dataSource.query(
        `UPDATE ${kind.table} SET email = '' WHERE ${kind.nameColumn} = 'Sender 0003'`,
      );
      const page = await list();
      expect(Object.fromEntries(page.items.map((item) => [nameOf(item), item.fromSender]))).toEqual(
        { 'Sender 0001': 2, 'Sender 0002': 2, 'Sender 0003': 0, 'Again 0002': 2 },
      );
      const again = page.items.find((item) => nameOf(item) === 'Again 0002')!;
      expect((await boss.get(`${kind.path}/${again.id}`).expect(200)).body.fromSender).toBe(2);
    });

    it('exports who each is assigned to, when it was archived and whether it is spam', async () => {
      await seed('Triage', 3, first);
      const named = (n: number) => `WHERE ${kind.nameColumn} = 'Triage 000${n}'`;
      await t.dataSource.query(
        `UPDATE ${kind.table} SET assignee_id = (SELECT id FROM app_user WHERE username = 'inboxboss') ${named(1)}`,
      );
      await t.dataSource.query(
        `UPDATE ${kind.table} SET archived_at = '2024-12-09T10:00:00Z' ${named(2)}`,
      );
      await t.dataSource.query(
        `UPDATE ${kind.table} SET archived_at = '2024-12-10T23:30:00Z', spam = true ${named(3)}`,
      );
      const triageCells = async (query: string) =>
        parseCsv((await boss.get(`${kind.path}/export${query}`).buffer(true).expect(200)).text)
          .slice(1)
          .map((row) => [row[kind.nameCell], ...row.slice(2, 5)]);
      expect(await triageCells('')).toEqual([['Triage 0001', 'inboxboss', '', 'No']]);
      expect(await triageCells('?status=archived')).toEqual([
        ['Triage 0002', '', 'Dec 9, 2024', 'No'],
        ['Triage 0003', '', 'Dec 10, 2024', 'Yes'],
      ]);
    });
  });

  describe('speaking requests only', () => {
    beforeEach(() => t.dataSource.query('DELETE FROM speaking_request'));

    it('exports the booking logistics beside the event, the fee note beside the budget', async () => {
      await t.dataSource.query(
        `INSERT INTO speaking_request (contact_name, email, company, event_type, event_date, budget,
           event_time, end_time, location, video_link, fee_note, message)
         VALUES ('Kai Moreno', 'kai@inbox.test', 'Logistics Ltd', 'workshop', '2099-03-09', '5k-10k',
           '14:00', '15:30', 'Riverside Centre, Room 4', 'https://meet.example.org/kai',
           E'£1,800 agreed.\nInvoice on the day.', 'Hello')`,
      );
      const [header, row] = parseCsv(
        (await boss.get('/api/admin/speaking-requests/export').buffer(true).expect(200)).text,
      );
      expect(Object.fromEntries(header.map((column, i) => [column, row[i]]))).toMatchObject({
        'Event Date': 'Mar 9, 2099',
        'Start Time': '14:00',
        'End Time': '15:30',
        Location: 'Riverside Centre, Room 4',
        'Video Link': 'https://meet.example.org/kai',
        'Fee Note': '£1,800 agreed.\nInvoice on the day.',
        Message: 'Hello',
      });
    });
  });

  describe('contact messages only', () => {
    const seed = (prefix: string, count: number, status: string, secondsAgo = 0) =>
      t.dataSource.query(KINDS[2].insert, [prefix, count, status, secondsAgo]);
    const list = async (query = '') =>
      (await boss.get(`/api/admin/contact-messages${query}`).expect(200)).body as Page;

    beforeEach(() => t.dataSource.query('DELETE FROM contact_message'));

    it('puts unread messages first, then the newest; status=inbox leaves out the archived; type filters', async () => {
      await seed('Read', 2, 'read');
      await seed('Archived', 1, 'archived', 5);
      await seed('Unread', 2, 'new', 10);
      await t.dataSource.query(
        `UPDATE contact_message SET inquiry_type = 'general' WHERE name = 'Read 0002'`,
      );
      expect((await list()).items.map((m) => m.name)).toEqual([
        'Unread 0001',
        'Unread 0002',
        'Read 0001',
        'Read 0002',
        'Archived 0001',
      ]);
      const inbox = await list('?status=inbox');
      expect(inbox.items.map((m) => m.name)).toEqual([
        'Unread 0001',
        'Unread 0002',
        'Read 0001',
        'Read 0002',
      ]);
      expect(inbox.counts).toEqual({
        total: 5,
        byStatus: { new: 2, read: 2, replied: 0, archived: 1 },
      });
      expect((await list('?type=general')).items.map((m) => m.name)).toEqual(['Read 0002']);
      const bad = await boss.get('/api/admin/contact-messages?type=nope').expect(400);
      expect(bad.body.message).toBe(
        'Inquiry type must be one of: speaking, training, partnership, general.',
      );
      const exported = await boss
        .get('/api/admin/contact-messages/export?status=inbox&type=training')
        .buffer(true)
        .expect(200);
      expect(parseCsv(exported.text).map((row) => row[5])).toEqual([
        'Name',
        'Read 0001',
        'Unread 0001',
        'Unread 0002',
      ]);
    });
  });
});
