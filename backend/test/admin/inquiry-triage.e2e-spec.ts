import request from 'supertest';
import { ContactMessage } from '../../src/inquiries/contact-message.entity';
import { SpeakingRequest } from '../../src/inquiries/speaking-request.entity';
import { CorporatePartnership } from '../../src/partnerships/corporate-partnership.entity';
import { createUser, signedIn } from '../support/accounts';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

const NOT_AN_ASSIGNEE =
  'The assignee must be an active member of staff who answers the inboxes (the Inbox or Administrator role).';
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const INBOXES = ['speaking-requests', 'corporate-partnerships', 'contact-messages'] as const;
type Inbox = (typeof INBOXES)[number];
const PAGES: Record<Inbox, string> = {
  'speaking-requests': 'bookings',
  'corporate-partnerships': 'partnerships',
  'contact-messages': 'messages',
};
const TABLES: Record<Inbox, string> = {
  'speaking-requests': 'speaking_request',
  'corporate-partnerships': 'corporate_partnership',
  'contact-messages': 'contact_message',
};
const kindOf = (inbox: Inbox) => inbox.replace(/s$/, '');

interface Item {
  id: string;
  assignee: { id: string; username: string } | null;
  archivedAt: string | null;
  spam: boolean;
  possibleSpam: boolean;
}
interface Page {
  items: Item[];
  total: number;
  counts: { total: number; byStatus: Record<string, number> };
}

/** Assign, archive, spam and delete, for the three kinds of inquiry (issue, section 3). */
/** Each inbox's figures in GET /api/admin/stats. */
const STATS_KEYS: Record<string, string> = {
  'speaking-requests': 'speakingRequests',
  'corporate-partnerships': 'partnerships',
  'contact-messages': 'contactMessages',
};

describe('admin: inquiry triage', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let boss: Agent;
  let kim: Agent;
  let member: Agent;
  let kimId: string;
  let bossId: string;
  let memberId: string;

  /** Sends one inquiry of the kind from `email` (as a visitor unless `agent` is given). */
  async function send(inbox: Inbox, company: string, email: string, agent?: Agent) {
    const client = agent ?? request(t.http);
    if (inbox === 'speaking-requests')
      await client
        .post('/api/speaking-request')
        .send({ contactName: 'Sam', email, company, eventType: 'panel' })
        .expect(201);
    else if (inbox === 'corporate-partnerships')
      await client
        .post('/api/corporate-partnership')
        .send({ companyName: company, contactName: 'Sam', email, partnershipType: 'sponsor' })
        .expect(201);
    else
      await client
        .post('/api/contact')
        .send({ name: company, email, message: `Hello from ${company}.` })
        .expect(201);
    return idOf(inbox, company);
  }

  async function idOf(inbox: Inbox, company: string): Promise<string> {
    if (inbox === 'speaking-requests')
      return (await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ company })).id;
    if (inbox === 'corporate-partnerships')
      return (
        await t.dataSource
          .getRepository(CorporatePartnership)
          .findOneByOrFail({ companyName: company })
      ).id;
    return (await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ name: company })).id;
  }

  /** Waits until the mail queue has delivered everything queued, then a little more. */
  async function settled(): Promise<ReceivedMail[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ n }] = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'mail%' AND state IN ('created', 'active', 'retry')`,
      )) as { n: number }[];
      if (n === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    return smtp.messages;
  }

  const list = async (agent: Agent, inbox: Inbox, query = '') =>
    (await agent.get(`/api/admin/${inbox}?pageSize=100${query}`).expect(200)).body as Page;

  const auditOf = async (id: string, action: string) =>
    (await t.dataSource.query(
      `SELECT action, target_type, target_label, changes, detail, actor_name FROM audit_entry
        WHERE target_id = $1 AND action = $2 ORDER BY at`,
      [id, action],
    )) as {
      action: string;
      target_type: string;
      target_label: string;
      changes: unknown;
      detail: string | null;
      actor_name: string;
    }[];

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: 'team@bridges.test' });
    bossId = (await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true }))
      .id;
    kimId = (await createUser(t, { username: 'kim', email: 'kim@example.org', isAdmin: true })).id;
    memberId = (await createUser(t, { username: 'noor', email: 'noor@example.org' })).id;
    boss = await signedIn(t, 'boss');
    kim = await signedIn(t, 'kim');
    member = await signedIn(t, 'noor');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  for (const inbox of INBOXES) {
    const kind = kindOf(inbox);

    it(`${inbox}: assigns to an administrator, who is told by e-mail with a link to the inquiry; audited; "Assigned to me"`, async () => {
      const id = await send(inbox, `Assign ${inbox}`, 'sender@example.net');
      const before = (await settled()).length;

      const res = await boss
        .patch(`/api/admin/${inbox}/${id}/assignee`)
        .send({ assigneeId: kimId })
        .expect(200);
      expect(res.body).toEqual({
        id,
        assignee: { id: kimId, username: 'kim' },
        archivedAt: null,
        spam: false,
        possibleSpam: false,
      });
      const [row] = (await t.dataSource.query(
        `SELECT assignee_id FROM ${TABLES[inbox]} WHERE id = $1`,
        [id],
      )) as { assignee_id: string }[];
      expect(row.assignee_id).toBe(kimId);

      // Only the assignee is written to, with a link to the exact inquiry.
      const mails = (await settled()).slice(before);
      expect(mails.map((m) => m.to)).toEqual([['kim@example.org']]);
      expect(mails[0].parsed.subject).toMatch(/^Assigned to you: /);
      expect(mails[0].parsed.text).toContain('boss assigned a');
      expect(mails[0].parsed.text).toContain(`/admin/${PAGES[inbox]}?id=${id}`);

      expect(await auditOf(id, `${kind}.assign`)).toEqual([
        expect.objectContaining({
          target_type: kind,
          actor_name: 'boss',
          changes: { assignee: { from: null, to: 'kim' } },
        }),
      ]);

      // The list item and the details name the assignee; the filter finds it.
      const item = (await list(boss, inbox)).items.find((i) => i.id === id)!;
      expect(item.assignee).toEqual({ id: kimId, username: 'kim' });
      const detail = (await boss.get(`/api/admin/${inbox}/${id}`).expect(200)).body as Item;
      expect(detail.assignee).toEqual({ id: kimId, username: 'kim' });
      expect((await list(kim, inbox, '&assignee=me')).items.map((i) => i.id)).toEqual([id]);
      expect((await list(kim, inbox, '&assignee=ME')).items.map((i) => i.id)).toEqual([id]);
      expect((await list(boss, inbox, '&assignee=me')).items).toEqual([]);
      expect((await list(boss, inbox, `&assignee=${kimId}`)).items.map((i) => i.id)).toEqual([id]);
      expect((await list(boss, inbox, '&assignee=none')).items.map((i) => i.id)).not.toContain(id);

      // The same assignee again: nothing changes, nobody is told.
      await boss
        .patch(`/api/admin/${inbox}/${id}/assignee`)
        .send({ assigneeId: kimId })
        .expect(200);
      // Taking it yourself: no e-mail to yourself; audited.
      const mine = await boss
        .patch(`/api/admin/${inbox}/${id}/assignee`)
        .send({ assigneeId: bossId })
        .expect(200);
      expect(mine.body.assignee).toEqual({ id: bossId, username: 'boss' });
      // Unassigning.
      const none = await boss
        .patch(`/api/admin/${inbox}/${id}/assignee`)
        .send({ assigneeId: null })
        .expect(200);
      expect(none.body.assignee).toBeNull();
      expect((await list(boss, inbox, '&assignee=none')).items.map((i) => i.id)).toContain(id);
      expect((await settled()).slice(before)).toHaveLength(1);
      expect((await auditOf(id, `${kind}.assign`)).map((a) => a.changes)).toEqual([
        { assignee: { from: null, to: 'kim' } },
        { assignee: { from: 'kim', to: 'boss' } },
        { assignee: { from: 'boss', to: null } },
      ]);
    });

    it(`${inbox}: archives out of the default list and counts, restores; audited; nothing sent`, async () => {
      const id = await send(inbox, `Archive ${inbox}`, 'noor@example.org', member);
      const before = (await settled()).length;
      const countsBefore = (await list(boss, inbox)).counts.total;
      // The dashboard's figures count what the inbox's cards count.
      const figure = async () => {
        const stats = (await boss.get('/api/admin/stats').expect(200)).body as Record<
          string,
          { total: number }
        >;
        return stats[STATS_KEYS[inbox]].total;
      };
      const figureBefore = await figure();

      const res = await boss.post(`/api/admin/${inbox}/${id}/archive`).expect(200);
      expect(res.body.archivedAt).toEqual(expect.any(String));
      const page = await list(boss, inbox);
      expect(page.items.map((i) => i.id)).not.toContain(id);
      expect(page.counts.total).toBe(countsBefore - 1);
      expect(await figure()).toBe(figureBefore - 1);
      // Nor does it wait in the bell any more.
      const bell = async () =>
        (
          (await boss.get('/api/admin/notifications').expect(200)).body as {
            items: { id: string }[];
          }
        ).items.map((n) => n.id);
      expect(await bell()).not.toContain(id);
      const archived = await list(boss, inbox, '&status=archived');
      expect(archived.items.map((i) => i.id)).toContain(id);
      expect(archived.items.find((i) => i.id === id)!.archivedAt).toEqual(res.body.archivedAt);
      // Again: nothing changes.
      const again = await boss.post(`/api/admin/${inbox}/${id}/archive`).expect(200);
      expect(again.body.archivedAt).toBe(res.body.archivedAt);
      // The member still sees what they sent.
      if (inbox === 'speaking-requests') {
        const bookings = (await member.get('/api/my/bookings').expect(200)).body as {
          id: string;
        }[];
        expect(bookings.map((b) => b.id)).toContain(id);
      }

      const restored = await boss.post(`/api/admin/${inbox}/${id}/restore`).expect(200);
      expect(restored.body.archivedAt).toBeNull();
      expect((await list(boss, inbox)).items.map((i) => i.id)).toContain(id);
      expect((await list(boss, inbox)).counts.total).toBe(countsBefore);
      expect(await figure()).toBe(figureBefore);
      expect(await bell()).toContain(id);
      expect((await auditOf(id, `${kind}.archive`)).length).toBe(1);
      expect((await auditOf(id, `${kind}.restore`)).length).toBe(1);
      expect((await settled()).slice(before)).toEqual([]);
    });

    it(`${inbox}: spam archives it and flags the sender's later inquiries of any kind; "Not spam" undoes it; nothing sent`, async () => {
      const spammer = `spammer-${kind}@example.net`;
      const id = await send(inbox, `Spam ${inbox}`, spammer);
      const before = (await settled()).length;

      const res = await boss.post(`/api/admin/${inbox}/${id}/spam`).expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({
          spam: true,
          possibleSpam: false,
          archivedAt: expect.any(String),
        }),
      );
      expect((await list(boss, inbox)).items.map((i) => i.id)).not.toContain(id);
      expect((await list(boss, inbox, '&status=archived')).items.map((i) => i.id)).toContain(id);
      expect((await auditOf(id, `${kind}.spam`))[0].detail).toBe(
        `Sender marked as spam: ${spammer}`,
      );
      expect((await settled()).slice(before)).toEqual([]);

      // A later inquiry from the address, through another form: stored, flagged, in the filter.
      const other: Inbox = inbox === 'contact-messages' ? 'speaking-requests' : 'contact-messages';
      const later = await send(other, `Later ${inbox}`, spammer);
      const flagged = (await list(boss, other)).items.find((i) => i.id === later)!;
      expect(flagged.possibleSpam).toBe(true);
      expect(
        ((await boss.get(`/api/admin/${other}/${later}`).expect(200)).body as Item).possibleSpam,
      ).toBe(true);
      expect((await list(boss, other, '&spam=possible')).items.map((i) => i.id)).toEqual([later]);

      // Not spam: back in the inbox, the address no longer flagged.
      const undone = await boss.post(`/api/admin/${inbox}/${id}/not-spam`).expect(200);
      expect(undone.body).toEqual(
        expect.objectContaining({ spam: false, possibleSpam: false, archivedAt: null }),
      );
      expect((await list(boss, inbox)).items.map((i) => i.id)).toContain(id);
      expect((await list(boss, other)).items.find((i) => i.id === later)!.possibleSpam).toBe(false);
      expect((await list(boss, other, '&spam=possible')).items).toEqual([]);
      expect((await auditOf(id, `${kind}.not-spam`)).length).toBe(1);
      // Cleans up the other inbox for the next kinds.
      await boss.delete(`/api/admin/${other}/${later}`).expect(200);
    });

    it(`${inbox}: deletes the inquiry and its thread, audited with what was deleted; the member keeps the messages sent`, async () => {
      const company = `Delete ${inbox}`;
      const id = await send(inbox, company, 'noor@example.org', member);
      await boss
        .post(`/api/admin/${inbox}/${id}/notes`)
        .send({ note: 'Internal only.' })
        .expect(201);
      await boss
        .post(`/api/admin/${inbox}/${id}/reply`)
        .send({ message: `Thanks for writing (${inbox}).` })
        .expect(201);
      const before = (await settled()).length;
      const messagesBefore = (await member.get('/api/my/messages').expect(200)).body as {
        subject: string;
      }[];

      const res = await boss.delete(`/api/admin/${inbox}/${id}`).expect(200);
      expect(res.body.message).toMatch(/ was deleted\.$/);
      const [{ n }] = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM ${TABLES[inbox]} WHERE id = $1`,
        [id],
      )) as { n: number }[];
      expect(n).toBe(0);
      const [{ entries }] = (await t.dataSource.query(
        `SELECT count(*)::int AS entries FROM inquiry_reply WHERE inquiry_id = $1`,
        [id],
      )) as { entries: number }[];
      expect(entries).toBe(0);
      const [audit] = await auditOf(id, `${kind}.delete`);
      expect(audit.actor_name).toBe('boss');
      expect(audit.detail).toContain('noor@example.org');
      expect(audit.detail).toContain('with its thread of 2 entries');
      expect(audit.target_label).toContain(company);

      await boss.get(`/api/admin/${inbox}/${id}`).expect(404);
      await boss.delete(`/api/admin/${inbox}/${id}`).expect(404);
      // Gone from My Bookings; the messages the member was sent stay in Messages.
      const bookings = (await member.get('/api/my/bookings').expect(200)).body as { id: string }[];
      expect(bookings.map((b) => b.id)).not.toContain(id);
      const messagesAfter = (await member.get('/api/my/messages').expect(200)).body as {
        subject: string;
      }[];
      expect(messagesAfter.map((m) => m.subject)).toEqual(messagesBefore.map((m) => m.subject));
      expect((await settled()).slice(before)).toEqual([]);
    });
  }

  it("assigns to staff holding 'inbox' only, whom GET /api/admin/users/assignees lists (issue 45)", async () => {
    const id = await send('contact-messages', 'Roles', 'roles@example.net');
    const helper = await createUser(t, { username: 'helper-inbox', roles: ['inbox'] });
    const editor = await createUser(t, { username: 'helper-editor', roles: ['editor'] });
    const away = await createUser(t, {
      username: 'helper-away',
      roles: ['inbox'],
      suspended: true,
    });
    const invited = await createUser(t, {
      username: 'helper-invited',
      roles: ['inbox'],
      password: null,
      emailVerified: false,
    });
    const inboxAgent = await signedIn(t, 'helper-inbox');
    const editorAgent = await signedIn(t, 'helper-editor');

    // The inbox's choices: administrators and the Inbox role, active, by username.
    const list = (await inboxAgent.get('/api/admin/users/assignees').expect(200)).body as {
      items: { id: string; username: string }[];
    };
    const names = list.items.map((u) => u.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['boss', 'helper-inbox']));
    for (const name of ['helper-editor', 'helper-away', 'helper-invited'])
      expect(names).not.toContain(name);
    expect(Object.keys(list.items[0]).sort()).toEqual(['id', 'username']);
    // An inbox-only person reads this, not the users list; an editor neither.
    await inboxAgent.get('/api/admin/users').expect(403);
    const refused = await editorAgent.get('/api/admin/users/assignees').expect(403);
    expect(refused.body.message).toBe(
      'Answering speaking requests, partnership inquiries and contact messages needs the Inbox or Administrator role.',
    );

    const assign = (assigneeId: string) =>
      inboxAgent.patch(`/api/admin/contact-messages/${id}/assignee`).send({ assigneeId });
    for (const other of [editor, away, invited]) {
      const res = await assign(other.id).expect(400);
      expect(res.body.message).toBe(NOT_AN_ASSIGNEE);
    }
    const ok = await assign(helper.id).expect(200);
    expect(ok.body.assignee).toEqual({ id: helper.id, username: 'helper-inbox' });
    await inboxAgent
      .patch(`/api/admin/contact-messages/${id}/assignee`)
      .send({ assigneeId: bossId })
      .expect(200);
  });

  it('refuses bad input with a message, unknown inquiries with 404, and non-administrators', async () => {
    const id = await send('speaking-requests', 'Refusals', 'sender@example.net');
    const assign = (body: unknown) =>
      boss.patch(`/api/admin/speaking-requests/${id}/assignee`).send(body as object);
    for (const body of [{}, { assigneeId: 'kim' }, { assigneeId: 42 }]) {
      const res = await assign(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(
        'Assignee must be a staff member’s id, or null to unassign.',
      );
    }
    for (const assigneeId of [memberId, UNKNOWN_ID]) {
      const res = await assign({ assigneeId }).expect(400);
      expect(res.body.message).toBe(NOT_AN_ASSIGNEE);
    }
    const bad = await boss.get('/api/admin/contact-messages?assignee=someone').expect(400);
    expect(JSON.stringify(bad.body)).toContain('Assignee must be me, none or a user');
    await boss.get('/api/admin/contact-messages?spam=yes').expect(400);
    await boss.post('/api/admin/contact-messages/nope/archive').expect(400);
    const unknown = await boss
      .post(`/api/admin/corporate-partnerships/${UNKNOWN_ID}/spam`)
      .expect(404);
    expect(unknown.body.message).toBe('We could not find that partnership inquiry.');
    await boss
      .patch(`/api/admin/contact-messages/${UNKNOWN_ID}/assignee`)
      .send({ assigneeId: null })
      .expect(404);
    await request(t.http).delete(`/api/admin/speaking-requests/${id}`).expect(401);
    await member.post(`/api/admin/speaking-requests/${id}/archive`).expect(403);
    await member.delete(`/api/admin/speaking-requests/${id}`).expect(403);
    expect((await list(boss, 'speaking-requests')).items.map((i) => i.id)).toContain(id);
  });

  it('an assignee whose account is deleted leaves the inquiry unassigned', async () => {
    const temp = await createUser(t, {
      username: 'temp',
      email: 'temp@example.org',
      isAdmin: true,
    });
    const id = await send('contact-messages', 'Orphan', 'sender@example.net');
    await boss
      .patch(`/api/admin/contact-messages/${id}/assignee`)
      .send({ assigneeId: temp.id })
      .expect(200);
    await boss.delete(`/api/admin/users/${temp.id}`).expect(200);
    const detail = (await boss.get(`/api/admin/contact-messages/${id}`).expect(200)).body as Item;
    expect(detail.assignee).toBeNull();
  });
});
