import { PHONE_MISMATCH, type AdminSettings } from '@bb/shared/admin-content';
import { DETAIL_LINK_MESSAGE } from '@bb/shared/pages/placeholders';
import request from 'supertest';
import { AuditService } from '../../src/audit/audit.service';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { DEFAULT_SITE_DETAILS } from '../../src/settings/site-details';
import { UsersService } from '../../src/users/users.service';
import { createUser, signedIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';

const ENV_NOTIFY = 'env-team@bridges.test';
const DAY_MS = 24 * 60 * 60 * 1000;

type Agent = Awaited<ReturnType<typeof signedIn>>;

interface AuditRow {
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

describe('site settings: /api/admin/settings', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let boss: Agent;

  const settingsAudit = (): Promise<AuditRow[]> =>
    t.dataSource.query(
      `SELECT actor_name, action, target_type, target_id, changes
         FROM audit_entry WHERE action = 'settings.update' ORDER BY at, id`,
    );
  const get = async () => (await boss.get('/api/admin/settings').expect(200)).body as AdminSettings;
  const patch = (body: object) => boss.patch('/api/admin/settings').send(body);
  const site = async () => (await request(t.http).get('/api/site').expect(200)).body;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: ENV_NOTIFY });
    await createUser(t, { username: 'chief', isAdmin: true });
    boss = await signedIn(t, 'chief');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    for (const method of ['get', 'patch'] as const) {
      const anonymous = await request(t.http)
        [method]('/api/admin/settings')
        .send({ comingSoon: true })
        .expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
      const denied = await member[method]('/api/admin/settings')
        .send({ comingSoon: true })
        .expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
    }
    expect((await request(t.http).get('/api/coming-soon-status').expect(200)).body).toEqual({
      enabled: false,
    });
  });

  it('starts from the defaults and the environment (NOTIFICATION_EMAIL, AUDIT_RETENTION_DAYS)', async () => {
    expect(await get()).toEqual({
      comingSoon: false,
      siteDetails: DEFAULT_SITE_DETAILS,
      notificationEmail: ENV_NOTIFY,
      auditRetentionDays: 365,
      requireAdminTwoFactor: false,
      newsletterRatePerMinute: null,
      newsletterRateDefault: 60,
      timeZone: 'UTC',
      uploadDailyBudgetMb: 200,
      uploadStorageBudgetMb: 5120,
    });
  });

  it('merges site details field by field; /api/site follows at once, on another instance too', async () => {
    const other = await createTestApp({ DATABASE_URL: t.config.databaseUrl! });
    try {
      const res = await patch({
        siteDetails: { phoneDisplay: ' +1 (555) 010-0123 ', phoneHref: 'tel:+15550100123' },
      }).expect(200);
      expect(res.body.siteDetails).toEqual({
        ...DEFAULT_SITE_DETAILS,
        phoneDisplay: '+1 (555) 010-0123',
        phoneHref: 'tel:+15550100123',
      });
      const pub = await request(t.http).get('/api/site').expect(200);
      expect(pub.headers['cache-control']).toBe('no-cache');
      expect(pub.body.phoneDisplay).toBe('+1 (555) 010-0123');
      expect((await request(other.http).get('/api/site').expect(200)).body).toEqual(
        res.body.siteDetails,
      );

      await patch({
        siteDetails: {
          organizationName: 'Bridges Co-op',
          email: 'Hello@Bridges.test',
          socialLinks: [{ label: 'Mastodon', url: 'https://social.example/@bridges' }],
        },
      }).expect(200);
      expect(await site()).toEqual({
        ...DEFAULT_SITE_DETAILS,
        organizationName: 'Bridges Co-op',
        email: 'hello@bridges.test',
        phoneDisplay: '+1 (555) 010-0123',
        phoneHref: 'tel:+15550100123',
        socialLinks: [{ label: 'Mastodon', url: 'https://social.example/@bridges' }],
      });
      expect((await request(other.http).get('/api/site').expect(200)).body.organizationName).toBe(
        'Bridges Co-op',
      );

      const [first, second] = await settingsAudit();
      expect(first).toMatchObject({
        actor_name: 'chief',
        action: 'settings.update',
        target_type: 'settings',
        target_id: null,
      });
      expect(first.changes).toEqual({
        'siteDetails.phoneDisplay': { from: '+1 (555) 010-0199', to: '+1 (555) 010-0123' },
        'siteDetails.phoneHref': { from: 'tel:+15550100199', to: 'tel:+15550100123' },
      });
      expect(Object.keys(second.changes).sort()).toEqual([
        'siteDetails.email',
        'siteDetails.organizationName',
        'siteDetails.socialLinks',
      ]);
      // The same values again: nothing changes, nothing is recorded.
      await patch({ siteDetails: { organizationName: 'Bridges Co-op' } }).expect(200);
      expect(await settingsAudit()).toHaveLength(2);
      // The Content page sends every detail; only what was edited is recorded (the stored social
      // links come back with their keys in another order, and are still the same links).
      const current = (await boss.get('/api/admin/settings').expect(200)).body.siteDetails;
      // (As the form sends them: each link rebuilt as { label, url }.)
      const socialLinks = (current.socialLinks as { label: string; url: string }[]).map(
        ({ label, url }) => ({ label, url }),
      );
      expect(JSON.stringify(socialLinks)).not.toBe(JSON.stringify(current.socialLinks));
      await patch({
        siteDetails: { ...current, socialLinks, tagline: 'Bridges for all.' },
      }).expect(200);
      const entries = await settingsAudit();
      expect(entries).toHaveLength(3);
      expect(entries[2].changes).toEqual({
        'siteDetails.tagline': { from: DEFAULT_SITE_DETAILS.tagline, to: 'Bridges for all.' },
      });
    } finally {
      await other.close();
    }
  });

  it('coming-soon mode: the public status follows at once', async () => {
    const on = await patch({ comingSoon: true }).expect(200);
    expect(on.body.comingSoon).toBe(true);
    const status = await request(t.http).get('/api/coming-soon-status').expect(200);
    expect(status.body).toEqual({ enabled: true });
    expect(status.headers['cache-control']).toBe('no-cache');
    await patch({ comingSoon: false }).expect(200);
    expect((await request(t.http).get('/api/coming-soon-status').expect(200)).body).toEqual({
      enabled: false,
    });
    const entries = await settingsAudit();
    expect(entries.slice(-2).map((e) => e.changes)).toEqual([
      { comingSoon: { from: false, to: true } },
      { comingSoon: { from: true, to: false } },
    ]);
  });

  it('keeps the number shown and the one "Call Now" dials the same number, written as the country does', async () => {
    for (const [phoneDisplay, phoneHref] of [
      ['+44 20 7946 0000', 'tel:+442079460000'],
      ['020 7946 0000', 'tel:+442079460000'],
      ['(555) 010-0142', 'tel:+15550100142'],
      ['555.010.0142', 'tel:555-010-0142'],
    ]) {
      const res = await patch({ siteDetails: { phoneDisplay, phoneHref } }).expect(200);
      expect(res.body.siteDetails).toMatchObject({ phoneDisplay, phoneHref });
    }
    // Another detail saves whatever the phone fields hold.
    await patch({ siteDetails: { tagline: 'Inclusion at work' } }).expect(200);
    await patch({
      siteDetails: { phoneDisplay: '+1 (555) 010-0199', phoneHref: 'tel:+15550100199' },
    }).expect(200);
  });

  it('refuses bad values with 400 and a message per field, changing and recording nothing', async () => {
    const before = await get();
    const recorded = (await settingsAudit()).length;
    const cases: [object, string, string][] = [
      [{ comingSoon: 'yes' }, 'comingSoon', 'Coming soon must be true or false.'],
      [{ comingSoon: null }, 'comingSoon', 'Coming soon must be true or false.'],
      [
        { siteDetails: { phoneHref: '+1 555 0100' } },
        'siteDetails.phoneHref',
        'Phone link must be a tel: link: "tel:" then the number\'s digits, e.g. tel:+15550100199.',
      ],
      [
        { siteDetails: { phoneHref: 'javascript:alert(1)' } },
        'siteDetails.phoneHref',
        'Phone link must be a tel: link: "tel:" then the number\'s digits, e.g. tel:+15550100199.',
      ],
      // The number shown and the "Call Now" link changed apart: one would dial another number.
      [
        { siteDetails: { phoneDisplay: '+1 (555) 010-0142' } },
        'siteDetails.phoneHref',
        PHONE_MISMATCH,
      ],
      [{ siteDetails: { phoneHref: 'tel:+15550100142' } }, 'siteDetails.phoneHref', PHONE_MISMATCH],
      [
        { siteDetails: { phoneDisplay: '+1 (555) 010-0142', phoneHref: 'tel:+15550100143' } },
        'siteDetails.phoneHref',
        PHONE_MISMATCH,
      ],
      [
        { siteDetails: { phoneDisplay: '(555) 010-0142', phoneHref: 'tel:+15550100199' } },
        'siteDetails.phoneHref',
        PHONE_MISMATCH,
      ],
      [
        { siteDetails: { email: 'not-an-address' } },
        'siteDetails.email',
        'Please enter a valid email address.',
      ],
      [
        { siteDetails: { organizationName: '  ' } },
        'siteDetails.organizationName',
        'Organization name is required.',
      ],
      [
        { siteDetails: { tagline: 'x'.repeat(121) } },
        'siteDetails.tagline',
        'Tagline must be at most 120 characters.',
      ],
      [
        { siteDetails: { speakerName: null } },
        'siteDetails.speakerName',
        'Speaker name is required.',
      ],
      // A detail that pages may put into a link ({speaker}, /{name}) cannot lead off the site or run
      // a script there, however it is disguised.
      ...(
        [
          ['organizationName', 'Organization name', '//evil.example'],
          ['tagline', 'Tagline', ' JavaScript:alert(1)'],
          ['speakerName', 'Speaker name', 'JAVASCRIPT&#58;alert(1)'],
          ['speakerName', 'Speaker name', '&#106;avascript:alert(1)'],
          ['speakerName', 'Speaker name', '\\evil.example'],
          ['phoneDisplay', 'Phone number', '/evil.example'],
        ] as const
      ).map(([key, label, value]): [object, string, string] => [
        { siteDetails: { [key]: value } },
        `siteDetails.${key}`,
        `${label} ${DETAIL_LINK_MESSAGE}`,
      ]),
      [
        { siteDetails: { socialLinks: [{ label: 'Old', url: 'http://insecure.example/' }] } },
        'siteDetails.socialLinks.0.url',
        'Social link addresses must be https:// web addresses.',
      ],
      [
        { siteDetails: { socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] } },
        'siteDetails.socialLinks.0.url',
        'Social link addresses must be https:// web addresses.',
      ],
      [
        { siteDetails: { socialLinks: [{ label: '', url: 'https://ok.example/' }] } },
        'siteDetails.socialLinks.0.label',
        'Social link label is required.',
      ],
      [
        {
          siteDetails: {
            socialLinks: Array.from({ length: 9 }, (_, i) => ({
              label: `L${i}`,
              url: 'https://ok.example/',
            })),
          },
        },
        'siteDetails.socialLinks',
        'At most 8 social links.',
      ],
      [
        { siteDetails: { socialLinks: 'https://ok.example/' } },
        'siteDetails.socialLinks',
        'Social links must be a list of {label, url}.',
      ],
      [
        { siteDetails: 'Bridges' },
        'siteDetails',
        'siteDetails must be an object of the details to change.',
      ],
      [{ siteDetails: { fax: '123' } }, 'siteDetails.fax', 'property fax should not exist'],
      [{ notificationEmail: 'nobody' }, 'notificationEmail', 'Please enter a valid email address.'],
      [
        { auditRetentionDays: 29 },
        'auditRetentionDays',
        'Audit retention must be a whole number of days from 30 to 3,650.',
      ],
      [
        { auditRetentionDays: 3651 },
        'auditRetentionDays',
        'Audit retention must be a whole number of days from 30 to 3,650.',
      ],
      [
        { auditRetentionDays: '90' },
        'auditRetentionDays',
        'Audit retention must be a whole number of days from 30 to 3,650.',
      ],
      [
        { uploadDailyBudgetMb: 0 },
        'uploadDailyBudgetMb',
        'Daily upload budget must be a whole number of MB from 1 to 1,048,576.',
      ],
      [
        { uploadDailyBudgetMb: 2.5 },
        'uploadDailyBudgetMb',
        'Daily upload budget must be a whole number of MB from 1 to 1,048,576.',
      ],
      [
        { uploadStorageBudgetMb: 1_048_577 },
        'uploadStorageBudgetMb',
        'Storage budget must be a whole number of MB from 1 to 1,048,576.',
      ],
      [
        { uploadStorageBudgetMb: null },
        'uploadStorageBudgetMb',
        'Storage budget must be a whole number of MB from 1 to 1,048,576.',
      ],
    ];
    for (const [body, field, message] of cases) {
      // With a valid change beside it: nothing of the request is applied.
      const res = await patch('comingSoon' in body ? body : { ...body, comingSoon: true }).expect(
        400,
      );
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await get()).toEqual(before);
    expect(await settingsAudit()).toHaveLength(recorded);
  });

  it('a change whose audit entry cannot be written is not made', async () => {
    const before = await get();
    await t.dataSource.query(`CREATE FUNCTION refuse_settings() RETURNS trigger AS $$
      BEGIN
        IF NEW.action = 'settings.update' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.dataSource.query(
      'CREATE TRIGGER refuse_settings BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_settings()',
    );
    try {
      await patch({ comingSoon: true, siteDetails: { tagline: 'Never stored' } }).expect(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_settings ON audit_entry');
      await t.dataSource.query('DROP FUNCTION refuse_settings()');
    }
    expect(await get()).toEqual(before);
    expect((await request(t.http).get('/api/coming-soon-status').expect(200)).body.enabled).toBe(
      false,
    );
  });

  describe('notification address', () => {
    let n = 0;
    /** Sends a contact message and answers the address its notice went to. */
    const inquiryNoticeTo = async (): Promise<string> => {
      n += 1;
      const name = `Notice Probe ${n}`;
      await request(t.http)
        .post('/api/contact')
        .send({
          name,
          email: `probe${n}@example.org`,
          inquiryType: 'training',
          message: 'Please tell us about your programs.',
        })
        .expect(201);
      const ack = `probe${n}@example.org`;
      await smtp.waitFor(ack);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const notice = smtp.messages.find(
          (m) => !m.to.includes(ack) && (m.parsed.text ?? '').includes(name),
        );
        if (notice) return notice.to.join(',');
        if (Date.now() > deadline) throw new Error(`No notice for ${name}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    it('NOTIFICATION_EMAIL by default; the stored address wins; null means the organisation e-mail', async () => {
      await patch({ siteDetails: { email: 'office@bridges.test' } }).expect(200);
      expect(await inquiryNoticeTo()).toBe(ENV_NOTIFY);

      const set = await patch({ notificationEmail: ' Bookings@Bridges.test ' }).expect(200);
      expect(set.body.notificationEmail).toBe('bookings@bridges.test');
      expect(await inquiryNoticeTo()).toBe('bookings@bridges.test');

      const cleared = await patch({ notificationEmail: null }).expect(200);
      expect(cleared.body.notificationEmail).toBeNull();
      expect(await inquiryNoticeTo()).toBe('office@bridges.test');
      // '' is null too.
      await patch({ notificationEmail: 'bookings@bridges.test' }).expect(200);
      expect(
        (await patch({ notificationEmail: '' }).expect(200)).body.notificationEmail,
      ).toBeNull();

      const changes = (await settingsAudit())
        .map((e) => e.changes.notificationEmail)
        .filter(Boolean);
      expect(changes).toEqual([
        { from: ENV_NOTIFY, to: 'bookings@bridges.test' },
        { from: 'bookings@bridges.test', to: null },
        { from: null, to: 'bookings@bridges.test' },
        { from: 'bookings@bridges.test', to: null },
      ]);
    });
  });

  it('stores the upload budgets, each on its own, and audits them', async () => {
    const res = await patch({ uploadDailyBudgetMb: 50 }).expect(200);
    expect(res.body).toMatchObject({ uploadDailyBudgetMb: 50, uploadStorageBudgetMb: 5120 });
    await patch({ uploadStorageBudgetMb: 2048 }).expect(200);
    expect(await get()).toMatchObject({ uploadDailyBudgetMb: 50, uploadStorageBudgetMb: 2048 });
    expect((await settingsAudit()).slice(-2).map((e) => e.changes)).toEqual([
      { uploadDailyBudgetMb: { from: 200, to: 50 } },
      { uploadStorageBudgetMb: { from: 5120, to: 2048 } },
    ]);
    await patch({ uploadDailyBudgetMb: 200, uploadStorageBudgetMb: 5120 }).expect(200);
  });

  describe('audit retention', () => {
    it('the daily cleanup of audit entries and sign-in records uses the stored period', async () => {
      const now = Date.now();
      const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
      const member = await createUser(t, { username: 'longago' });
      for (const days of [400, 100, 40]) {
        await t.dataSource.query(
          `INSERT INTO audit_entry (at, action, actor_name, target_type, detail)
           VALUES ($1, 'user.update', 'ghost', 'user', $2)`,
          [at(days), `retention probe ${days}`],
        );
        await t.dataSource.query(
          `INSERT INTO sign_in_record (user_id, at, ip_address) VALUES ($1, $2, $3)`,
          [member.id, at(days), `10.9.0.${days % 250}`],
        );
      }
      const probes = async () =>
        (
          (await t.dataSource.query(
            `SELECT detail FROM audit_entry WHERE detail LIKE 'retention probe%' ORDER BY at`,
          )) as { detail: string }[]
        ).map((r) => r.detail);
      const signIns = async () =>
        (
          (await t.dataSource.query(
            'SELECT ip_address FROM sign_in_record WHERE user_id = $1 ORDER BY at',
            [member.id],
          )) as { ip_address: string }[]
        ).map((r) => r.ip_address);

      // The environment's default: 365 days.
      await t.app.get(AuditService).removeExpiredDaily();
      await t.app.get(UsersService).removeExpiredSignInsDaily();
      expect(await probes()).toEqual(['retention probe 100', 'retention probe 40']);
      expect(await signIns()).toEqual(['10.9.0.100', '10.9.0.40']);

      const res = await patch({ auditRetentionDays: 60 }).expect(200);
      expect(res.body.auditRetentionDays).toBe(60);
      await t.app.get(AuditService).removeExpiredDaily();
      await t.app.get(UsersService).removeExpiredSignInsDaily();
      expect(await probes()).toEqual(['retention probe 40']);
      expect(await signIns()).toEqual(['10.9.0.40']);
      // The change itself is recorded (and, being new, kept).
      expect((await settingsAudit()).at(-1)?.changes).toEqual({
        auditRetentionDays: { from: 365, to: 60 },
      });
    });
  });
  it("an editor ('site-details') changes the organisation's details only: any other field is a 403 (issue 45)", async () => {
    await createUser(t, { username: 'pageeditor', roles: ['editor'] });
    const editor = await signedIn(t, 'pageeditor');
    const inbox = await createUser(t, { username: 'inboxonly', roles: ['inbox'] });
    const before = (await editor.get('/api/admin/settings').expect(200)).body as AdminSettings;
    const refusal = 'Changing the site settings needs the Administrator role.';
    for (const body of [
      { comingSoon: true },
      { requireAdminTwoFactor: true },
      { auditRetentionDays: 30 },
      { siteDetails: { organizationName: 'Not Kept' }, notificationEmail: 'x@example.org' },
    ]) {
      const res = await editor.patch('/api/admin/settings').send(body).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: refusal });
    }
    expect((await boss.get('/api/admin/settings').expect(200)).body).toEqual(before);
    const changed = await editor
      .patch('/api/admin/settings')
      .send({ siteDetails: { organizationName: 'Bridges by the Editor' } })
      .expect(200);
    expect(changed.body.siteDetails.organizationName).toBe('Bridges by the Editor');
    expect((await request(t.http).get('/api/site').expect(200)).body.organizationName).toBe(
      'Bridges by the Editor',
    );
    // An administrator still changes everything; someone with neither permission nothing.
    await boss
      .patch('/api/admin/settings')
      .send({ siteDetails: { organizationName: before.siteDetails.organizationName } })
      .expect(200);
    const inboxAgent = await signedIn(t, inbox.username);
    const denied = await inboxAgent.get('/api/admin/settings').expect(403);
    expect(denied.body.message).toBe(
      'Changing the site settings needs the Editor or Administrator role.',
    );
  });
});
