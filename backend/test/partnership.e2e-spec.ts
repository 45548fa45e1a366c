import path from 'node:path';
import request from 'supertest';
import { inflateSync } from 'node:zlib';
import { CorporatePartnership } from '../src/partnerships/corporate-partnership.entity';
import { SettingsService, SITE_DETAILS_KEY } from '../src/settings/settings.service';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { fixtureBuild } from './support/ssr-build';
import { createTestApp, TestApp } from './support/test-app';
import { queuedSubjects } from './support/mail-queue';

const SUCCESS = {
  message:
    'Your partnership inquiry has been submitted. Our team will contact you within 48 hours.',
};
/** A reference (inquiry-reference.ts): the form's letters and eight of Crockford's base 32. */
const REFERENCE = /^PI-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const INTERESTS = [
  'Corporate Inclusion Training',
  'Speaking Engagements',
  'Leadership Development',
  'Employee Resource Group Support',
  'Disability Awareness Training',
  'Mental Health Programs',
  'Community Outreach',
  'CSR Initiatives',
];
const INTEREST_MESSAGE = `Each interest must be one of: ${INTERESTS.join(', ')}.`;

/** The text drawn on the pages of a PDF (its deflated content streams), whitespace collapsed. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...tj[1].matchAll(/<([0-9a-f]*)>/g)]
          .map((h) => Buffer.from(h[1], 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

describe('corporate partnerships', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const rows = () =>
    t.dataSource.getRepository(CorporatePartnership).find({ order: { createdAt: 'ASC' } });
  const send = (body: unknown) =>
    request(t.http)
      .post('/api/corporate-partnership')
      .send(body as object);
  const valid = (extra: Record<string, unknown> = {}) => ({
    companyName: 'Kestrel Ridge Engineering',
    contactName: 'Sam Rivera',
    email: 'sam@example.org',
    partnershipType: 'strategic',
    contractDetails: {
      interests: ['Leadership Development', 'CSR Initiatives'],
      employeeCount: '201-1000',
      timeline: '3-6-months',
      budget: '50k-100k',
      additionalInfo: 'We have offices in three cities.\nPlease call after 2pm.',
    },
    ...extra,
  });
  const details = (contractDetails: Record<string, unknown>) => valid({ contractDetails });
  const refused = async (body: object, field: string, message: string) => {
    const res = await send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    expect(await rows()).toHaveLength(0);
  };

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    // No NOTIFICATION_EMAIL: notifications go to the organisation's address of the site details.
    // The stand-in frontend build (test/fixtures/ssr): the plain form posts answer its pages, in a
    // fresh clone too, where the backend's tests run before anything is built.
    t = await createTestApp({
      SMTP_URL: smtp.url,
      FRONTEND_DIST: path.join(fixtureBuild(), 'dist'),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM corporate_partnership');
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  describe('POST /api/corporate-partnership', () => {
    it('stores the inquiry (Additional Information inside contractDetails), thanks the sender and notifies the organisation', async () => {
      const res = await send(valid({ website: '' })).expect(201);
      expect(res.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });

      const [row] = await rows();
      expect(row).toMatchObject({
        companyName: 'Kestrel Ridge Engineering',
        contactName: 'Sam Rivera',
        email: 'sam@example.org',
        partnershipType: 'strategic',
        status: 'new',
      });
      expect(row.contractDetails).toEqual({
        interests: ['Leadership Development', 'CSR Initiatives'],
        employeeCount: '201-1000',
        timeline: '3-6-months',
        budget: '50k-100k',
        additionalInfo: 'We have offices in three cities.\nPlease call after 2pm.',
      });

      const ack = await smtp.waitFor('sam@example.org');
      expect(ack.parsed.subject).toBe('Your partnership inquiry to Building Bridges Inclusion');
      // Answering it reaches the organisation (the notification address, else the site's e-mail).
      expect(headerOf(ack, 'Reply-To')).toBe('hello@example.org');
      expect(ack.parsed.text).toContain('Thank you for your partnership inquiry, Sam Rivera');
      expect(ack.parsed.text).toContain('within 48 hours');

      // The default organisation address of the site details.
      const note = await smtp.waitFor('hello@example.org', (m) =>
        m.parsed.text!.includes('Sam Rivera'),
      );
      expect(note.parsed.subject).toBe(
        'New partnership inquiry: Kestrel Ridge Engineering (Strategic Partner)',
      );
      expect(headerOf(note, 'Reply-To')).toBe('sam@example.org');
      for (const line of [
        'Company: Kestrel Ridge Engineering',
        'Contact person: Sam Rivera',
        'Email: sam@example.org',
        'Partnership type: Strategic Partner',
        'Interests: Leadership Development, CSR Initiatives',
        'Company size: 201-1,000 employees',
        'Timeline: 3-6 months',
        'Budget: $50,000 - $100,000',
        'We have offices in three cities.\nPlease call after 2pm.',
      ])
        expect(note.parsed.text).toContain(line);
      // The link opens this inquiry, not the list.
      expect(linkIn(note, 'http://localhost:3000/admin/')).toBe(
        `http://localhost:3000/admin/partnerships?id=${row.id}`,
      );
      expect(note.parsed.html).toContain('<li>CSR Initiatives</li>');
    });

    it('sends notifications to the address an administrator sets in the site details', async () => {
      const settings = t.app.get(SettingsService);
      await settings.set(SITE_DETAILS_KEY, { email: 'partners@bridges.test' });
      try {
        await send(valid({ companyName: 'Moved Address Ltd' })).expect(201);
        const note = await smtp.waitFor('partners@bridges.test');
        expect(note.parsed.subject).toContain('Moved Address Ltd');
      } finally {
        await t.dataSource.query('DELETE FROM setting WHERE key = $1', [SITE_DETAILS_KEY]);
      }
    });

    it('keeps only the answered questions, and no contract details when none was answered', async () => {
      await send(valid({ contractDetails: undefined, email: 'a@example.org' })).expect(201);
      await send(
        details({ interests: [], employeeCount: '', timeline: null, additionalInfo: '  ' }),
      ).expect(201);
      await send(details({})).expect(201);
      await send(valid({ contractDetails: null })).expect(201);
      await send(details({ budget: 'discuss' })).expect(201);
      expect((await rows()).map((r) => r.contractDetails)).toEqual([
        null,
        null,
        null,
        null,
        { budget: 'discuss' },
      ]);
      const note = await smtp.waitFor('hello@example.org', (m) =>
        m.parsed.text!.includes('Interests: None selected'),
      );
      expect(note.parsed.text).toContain('Budget: Not specified');
      expect(note.parsed.text).toContain('None provided.');
    });

    it('accepts every option of the form', async () => {
      for (const partnershipType of ['client', 'sponsor', 'strategic'])
        await send(valid({ partnershipType, contractDetails: { interests: INTERESTS } })).expect(
          201,
        );
      await t.dataSource.query('DELETE FROM rate_limit');
      for (const employeeCount of ['1-50', '51-200', '201-1000', '1001-5000', '5000+'])
        await send(details({ employeeCount })).expect(201);
      await t.dataSource.query('DELETE FROM rate_limit');
      for (const timeline of ['immediate', '1-3-months', '3-6-months', '6-12-months', 'flexible'])
        await send(details({ timeline })).expect(201);
      await t.dataSource.query('DELETE FROM rate_limit');
      for (const budget of [
        'under-15k',
        '15k-50k',
        '50k-100k',
        '100k-250k',
        '250k-plus',
        'discuss',
      ])
        await send(details({ budget })).expect(201);
      expect(await rows()).toHaveLength(19);
    });

    it.each([
      ['companyName', 'Company name is required.'],
      ['contactName', 'Contact name is required.'],
      ['email', 'Email address is required.'],
      ['partnershipType', 'Partnership type is required.'],
    ])('refuses a missing %s with a 400 naming the field', async (field, message) => {
      for (const value of [undefined, '', ' ', null]) {
        const body: Record<string, unknown> = valid();
        if (value === undefined) delete body[field];
        else body[field] = value;
        await refused(body, field, message);
      }
    });

    it.each([
      [
        'an unknown partnership type',
        { partnershipType: 'vendor' },
        'partnershipType',
        'Partnership type must be one of: client, sponsor, strategic.',
      ],
      [
        'an invalid e-mail',
        { email: 'sam@@example.org' },
        'email',
        'Please enter a valid email address.',
      ],
      [
        'a long company name',
        { companyName: 'c'.repeat(121) },
        'companyName',
        'Company name must be at most 120 characters.',
      ],
      [
        'a long contact name',
        { contactName: 'c'.repeat(121) },
        'contactName',
        'Contact name must be at most 120 characters.',
      ],
      [
        'a number for the company name',
        { companyName: 12 },
        'companyName',
        'Company name must be text.',
      ],
      [
        'text for the contract details',
        { contractDetails: 'lots' },
        'contractDetails',
        'Contract details must be an object.',
      ],
      [
        'a list for the contract details',
        { contractDetails: [{ budget: 'discuss' }] },
        'contractDetails',
        'Contract details must be an object.',
      ],
    ])('refuses %s with a 400 naming the field', async (_name, extra, field, message) => {
      await refused(valid(extra), field, message);
    });

    it.each([
      ['an unknown interest', { interests: ['Golf Days'] }, 'interests', INTEREST_MESSAGE],
      ['a non-text interest', { interests: [3] }, 'interests', INTEREST_MESSAGE],
      [
        'a repeated interest',
        { interests: ['CSR Initiatives', 'CSR Initiatives'] },
        'interests',
        'Each interest may be chosen only once.',
      ],
      [
        'more than eight interests',
        { interests: [...INTERESTS, 'CSR Initiatives'] },
        'interests',
        'Interests may list at most 8 areas.',
      ],
      [
        'interests that are not a list',
        { interests: 'CSR Initiatives' },
        'interests',
        'Interests must be a list.',
      ],
      [
        'an unknown employee count',
        { employeeCount: '10' },
        'employeeCount',
        'Employee count must be one of: 1-50, 51-200, 201-1000, 1001-5000, 5000+.',
      ],
      [
        'an unknown timeline',
        { timeline: 'someday' },
        'timeline',
        'Timeline must be one of: immediate, 1-3-months, 3-6-months, 6-12-months, flexible.',
      ],
      [
        'a speaking-request budget code',
        { budget: '5k-10k' },
        'budget',
        'Budget must be one of: under-15k, 15k-50k, 50k-100k, 100k-250k, 250k-plus, discuss.',
      ],
      [
        'long additional information',
        { additionalInfo: 'x'.repeat(5001) },
        'additionalInfo',
        'Additional information must be at most 5,000 characters.',
      ],
      [
        'additional information that is not text',
        { additionalInfo: ['x'] },
        'additionalInfo',
        'Additional information must be text.',
      ],
      ['an unknown key', { notes: 'hi' }, 'notes', 'property notes should not exist'],
    ])('refuses %s inside contractDetails', async (_name, contractDetails, field, message) => {
      await refused(details(contractDetails), `contractDetails.${field}`, message);
    });

    it('refuses extra fields at the top level', async () => {
      const res = await send(valid({ status: 'active' })).expect(400);
      expect(res.body.message).toBe('property status should not exist');
      expect(await rows()).toHaveLength(0);
    });

    it('answers a filled honeypot like a success but stores and sends nothing', async () => {
      const res = await send(valid({ email: 'partner-bot@example.org', website: 'http://x' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });
      expect(await queuedSubjects(t.dataSource, 'partner-bot@example.org')).toEqual([]);
      expect(await rows()).toHaveLength(0);
      expect(smtp.messages.filter((m) => m.raw.includes('partner-bot@example.org'))).toHaveLength(
        0,
      );
    });

    it('rate-limits per IP: 8 inquiries per 15 minutes, then 429 with Retry-After', async () => {
      for (let i = 0; i < 8; i++)
        await send(valid({ email: `partner-limit${i}@example.org` })).expect(201);
      const res = await send(valid()).expect(429);
      expect(res.body.message).toBe('Too many requests. Please wait 15 minutes and try again.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows()).toHaveLength(8);
    });
  });

  describe('POST /forms/corporate-partnership (the HTML form, without JavaScript)', () => {
    const post = (body: string) =>
      request(t.http)
        .post('/forms/corporate-partnership')
        .set('Accept', 'text/html')
        .type('form')
        .send(body);

    it('stores the checked interests and the other answers in contractDetails, as the JSON route does', async () => {
      const res = await post(
        'companyName=Kestrel+Ridge&contactName=Sam+Rivera&email=sam%40example.org' +
          '&partnershipType=sponsor&employeeCount=201-1000&timeline=&budget=' +
          '&interests=Leadership+Development&interests=CSR+Initiatives' +
          '&additionalInfo=Three+sites.&website=&page=%2Fcorporate',
      ).expect(200);
      const [row] = await rows();
      expect(row).toMatchObject({
        companyName: 'Kestrel Ridge',
        partnershipType: 'sponsor',
        contractDetails: {
          interests: ['Leadership Development', 'CSR Initiatives'],
          employeeCount: '201-1000',
          additionalInfo: 'Three sites.',
        },
      });
      expect(row.reference).toMatch(REFERENCE);
      // No built frontend in this app: the plain page of its own, with the reference.
      expect(res.text).toContain(row.reference);
      await smtp.waitFor('sam@example.org');
    });

    it('names a problem of the optional answers by its field, and stores nothing', async () => {
      const res = await post(
        'companyName=Kestrel&contactName=Sam&email=sam%40example.org&partnershipType=sponsor' +
          '&timeline=someday&interests=Juggling',
      ).expect(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('There is a problem');
      expect(res.text).toMatch(/Timeline must be one of/);
      expect(await rows()).toHaveLength(0);
      const json = await request(t.http)
        .post('/forms/corporate-partnership')
        .set('Accept', 'application/json')
        .type('form')
        .send(
          'companyName=Kestrel&contactName=Sam&email=sam%40example.org&partnershipType=sponsor&timeline=someday',
        )
        .expect(400);
      expect(Object.keys(json.body.errors)).toEqual(['contractDetails.timeline']);
    });
  });

  describe('GET /api/partnership-packet', () => {
    const download = () =>
      request(t.http)
        .get('/api/partnership-packet')
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });

    it('downloads a tagged PDF built from the site content', async () => {
      const res = await download().expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="partnership-packet.pdf"',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const raw = pdf.toString('latin1');
      expect(raw).toContain('(Building Bridges Inclusion - Partnership Packet)'); // the title
      expect(raw).toContain('/Lang (en-US)');
      expect(raw).toContain('/DisplayDocTitle true');
      expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
      expect(raw).toContain('/Marked true');
      expect(raw).toContain('/StructTreeRoot');
      for (const tag of ['/S /H1', '/S /H2', '/S /H3', '/S /L', '/S /LI'])
        expect(raw).toContain(tag);

      const text = pdfText(pdf);
      for (const s of [
        'Building Bridges Inclusion',
        'Building Bridges. Breaking Barriers.',
        'Corporate Partnership Packet',
        '35% better financial performance',
        '87% engagement improvement',
        '70% turnover reduction',
        '70% faster problem-solving',
        'Strategic Partner',
        'Custom pricing',
        'Corporate Client (Most Popular)',
        '$15,000 - $50,000',
        'Program Sponsor',
        '$5,000 - $15,000',
        'Corporate social responsibility',
        'http://localhost:3000/contact',
        'within 48 hours',
        'Phone: +1 (555) 010-0199',
        'Email: hello@example.org',
        ...INTERESTS,
      ])
        expect(text).toContain(s);
    });

    it('is rebuilt when the organisation details change', async () => {
      const first = (await download().expect(200)).body as Buffer;
      const again = (await download().expect(200)).body as Buffer;
      expect(again.equals(first)).toBe(true); // served from memory
      await t.app.get(SettingsService).set(SITE_DETAILS_KEY, {
        organizationName: 'Bridgeworks Collective',
        phoneDisplay: '+1 (555) 010-0123',
      });
      try {
        const changed = (await download().expect(200)).body as Buffer;
        expect(changed.toString('latin1')).toContain(
          '(Bridgeworks Collective - Partnership Packet)',
        );
        expect(pdfText(changed)).toContain('Phone: +1 (555) 010-0123');
      } finally {
        await t.dataSource.query('DELETE FROM setting WHERE key = $1', [SITE_DETAILS_KEY]);
      }
    });
  });
});
