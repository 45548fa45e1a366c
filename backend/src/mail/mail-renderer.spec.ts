import Handlebars from 'handlebars';
import { DEFAULT_SITE_DETAILS } from '../settings/site-details';
import { MailRenderer } from './mail-renderer';

const CONTACT = {
  name: 'Alex Morgan',
  email: 'alex@example.org',
  company: 'Harbourside Analytics',
  inquiryTypeLabel: 'Training',
  message: 'We would like to hear about your training programs.\nThank you!',
  responseTime: '24 hours',
};
const SPEAKING = {
  contactName: 'Jordan Lee',
  email: 'jordan@example.org',
  company: 'Riverside Events',
  eventTypeLabel: 'Workshop',
  eventDate: 'June 30, 2025',
  attendeeCount: '1,200',
  budgetLabel: '$10,000 - $25,000',
  message: 'A half-day workshop for our managers.',
  responseTime: '24 hours',
  leadTime: '6-8 weeks',
};
const PARTNERSHIP = {
  companyName: 'Kestrel Ridge Engineering',
  contactName: 'Sam Rivera',
  email: 'sam@example.org',
  partnershipTypeLabel: 'Strategic Partner',
  interests: ['Leadership Development', 'CSR Initiatives'],
  employeeCount: '201-1,000 employees',
  timeline: '3-6 months',
  budgetLabel: '$50,000 - $100,000',
  additionalInfo: 'We have offices in three cities.',
  responseTime: '48 hours',
};

/** Sample variables for every template. A new template must add its sample here, or this test fails. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'newsletter-welcome': { unsubscribeUrl: 'https://example.org/newsletter/unsubscribe?token=abc' },
  'newsletter-campaign': {
    subject: 'Inclusion insights for November',
    previewText: 'Three ideas for your next team meeting',
    bodyHtml:
      '<p style="margin:0 0 16px;">Hello.</p>' +
      '<p style="margin:0 0 16px;"><img src="https://example.org/uploads/0123456789abcdef0123456789abcdef-1600x1000-1088.jpg" alt="Our team" width="544" height="340"></p>',
    bodyText: 'Hello.',
    unsubscribeUrl: 'https://example.org/newsletter/unsubscribe?token=abc',
  },
  'newsletter-confirm': {
    link: 'https://example.org/newsletter/confirm?token=abc',
    expiresIn: '7 days',
  },
  'contact-acknowledgement': CONTACT,
  'contact-notification': {
    ...CONTACT,
    adminUrl: 'https://example.org/admin/messages?id=3f0c6b1e',
  },
  'inquiry-member-reply': {
    name: 'jordan',
    email: 'jordan@example.org',
    inReplyTo: 'Re: Your speaking request: Workshop for Riverside Events',
    message: 'The main hall, on the ground floor.',
    adminUrl: 'https://example.org/admin/bookings?id=3f0c6b1e',
  },
  'speaking-acknowledgement': SPEAKING,
  'speaking-notification': {
    ...SPEAKING,
    adminUrl: 'https://example.org/admin/bookings?id=3f0c6b1e',
  },
  'partnership-acknowledgement': PARTNERSHIP,
  'verify-email': {
    username: 'jordan',
    link: 'https://example.org/verify-email?token=abc',
    expiresIn: '24 hours',
  },
  'password-reset': {
    username: 'jordan',
    link: 'https://example.org/reset-password?token=abc',
    expiresIn: '1 hour',
  },
  'set-password': {
    username: 'jordan',
    link: 'https://example.org/set-password?token=abc',
    expiresIn: '72 hours',
    roles: [{ label: 'Editor', description: 'Public pages, the media library and testimonials.' }],
    oneRole: true,
  },
  'partnership-notification': {
    ...PARTNERSHIP,
    adminUrl: 'https://example.org/admin/partnerships?id=3f0c6b1e',
  },
  'speaking-change-notification': {
    ...SPEAKING,
    adminUrl: 'https://example.org/admin/bookings?id=3f0c6b1e',
    changes: [
      { label: 'Event date', before: 'To be determined', after: 'June 30, 2025' },
      { label: 'Budget', before: 'To be determined', after: '$10,000 - $25,000' },
    ],
  },
  'email-change-confirm': {
    username: 'jordan',
    link: 'https://example.org/verify-email?token=abc',
    expiresIn: '24 hours',
  },
  'email-change-requested': {
    username: 'jordan',
    newEmail: 'ne***@example.org',
    profileUrl: 'https://example.org/my/profile',
    contactUrl: 'https://example.org/contact',
  },
  'email-changed': {
    username: 'jordan',
    newEmail: 'jo***@example.org',
    contactUrl: 'https://example.org/contact',
  },
  'two-factor-changed': {
    username: 'jordan',
    turnedOn: false,
    turnedOff: false,
    reset: true,
    when: 'November 25, 2026 at 1:05 PM UTC',
    settingsUrl: 'https://example.org/my/settings',
    forgotUrl: 'https://example.org/forgot-password',
    contactUrl: 'https://example.org/contact',
  },
  'account-deleted': {
    username: 'jordan',
    when: 'November 25, 2026 at 1:05 PM UTC',
    deleted: [
      'your account jordan, with its profile and settings',
      '3 messages in My Messages',
      'your newsletter subscription',
    ],
    kept: 'We keep the 2 speaking requests you sent for our records, without your name, email address or message, as we may have a booking or an agreement on them.',
    contactUrl: 'https://example.org/contact',
  },
  'member-message': {
    username: 'jordan',
    messageSubject: 'Booking confirmed: Workshop for Riverside Events',
    messageBody:
      'Good news, Jordan Lee: your Workshop for Riverside Events is confirmed.\nTime: 14:00',
    link: 'https://example.org/my/bookings',
    settingsUrl: 'https://example.org/my/settings',
  },
  'inquiry-status': {
    subject: 'Booking confirmed: Workshop for Riverside Events',
    statusLabel: 'Confirmed',
    body: 'Good news, Jordan Lee: your Workshop for Riverside Events is confirmed.\n\nTime: 14:00',
    memberLink: 'https://example.org/my/bookings',
    settingsUrl: 'https://example.org/my/settings',
  },
  'inquiry-assigned': {
    name: 'morgan',
    assignedBy: 'alex',
    kindName: 'speaking request',
    label: 'Workshop for Riverside Events',
    adminUrl: 'https://example.org/admin/bookings?id=3f0c6b1e',
  },
  'inquiry-email-answer': {
    name: 'Jordan Lee',
    email: 'jordan@example.org',
    inquiryEmail: 'jordan@example.org',
    otherAddress: false,
    kindName: 'speaking request',
    label: 'Workshop for Riverside Events',
    assigned: true,
    reopened: false,
    message: 'Thursday works for us.\nThank you!',
    attachmentCount: 1,
    adminUrl: 'https://example.org/admin/bookings?id=3f0c6b1e',
  },
  'review-submitted': {
    name: 'edna',
    submittedBy: 'cora',
    kindName: 'page draft',
    title: 'About',
    note: 'Please check the headline.\nThank you!',
    decide:
      'Publish it (now or at a time), or decline it with a note that tells them what to change.',
    url: 'https://example.org/admin/content/pages/about',
  },
  'review-declined': {
    name: 'cora',
    decidedBy: 'edna',
    kindName: 'campaign',
    title: 'November news',
    note: 'The second paragraph repeats the first.',
    url: 'https://example.org/admin/content/campaigns/3f0c6b1e',
  },
  'review-approved': {
    name: 'cora',
    decidedBy: 'edna',
    kindName: 'page draft',
    title: 'About',
    outcome: 'it is published',
    url: 'https://example.org/admin/content/pages/about',
  },
  'inquiry-reply': {
    subject: 'Re: Your speaking request: Workshop for Riverside Events',
    reply: 'Thank you for asking.\nWould Tuesday morning suit you?',
    inquiryTitle: 'Your speaking request: Workshop for Riverside Events',
    sentOn: 'June 3, 2025',
    original: 'A half-day workshop for our managers.',
    memberLink: 'https://example.org/my/messages',
    settingsUrl: 'https://example.org/my/settings',
  },
};

describe('mail templates', () => {
  const renderer = new MailRenderer();

  it('has a sample for every template', () => {
    expect(renderer.templateNames().sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.keys(SAMPLES))('renders %s with a subject, an HTML and a text part', (name) => {
    const mail = renderer.render(name, { ...SAMPLES[name], site: DEFAULT_SITE_DETAILS });
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(DEFAULT_SITE_DETAILS.organizationName);
    expect(mail.text).toContain(DEFAULT_SITE_DETAILS.organizationName);
    expect(mail.html).not.toMatch(/{{|}}/);
    // An image in a mail is an absolute address of a JPEG or PNG (mail-images.ts): no site path,
    // no WebP or AVIF, which many mail apps cannot show.
    for (const [img] of mail.html.matchAll(/<img\b[^>]*>/gi))
      expect(img).toMatch(/\bsrc="https?:\/\/[^"/]+\/[^"]+\.(?:jpg|png)"/);
    expect(mail.text).not.toMatch(/{{|}}|<[a-z]/i);
    for (const value of Object.values(SAMPLES[name])) {
      if (typeof value === 'string' && value.startsWith('http')) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(Handlebars.escapeExpression(value)); // e.g. = as &#x3D;, which browsers decode
      }
    }
  });

  it('tells a change of address apart from a new account, and keeps the address in force until confirmed', () => {
    const render = (name: string) =>
      renderer.render(name, { ...SAMPLES[name], site: DEFAULT_SITE_DETAILS });
    const confirm = render('email-change-confirm');
    expect(confirm.subject).toBe(
      `Confirm your new email address for ${DEFAULT_SITE_DETAILS.organizationName}`,
    );
    expect(confirm.text).toContain('Your account keeps its current address until you confirm');
    expect(confirm.text).not.toContain('Thank you for creating an account');
    const requested = render('email-change-requested');
    expect(requested.subject).toBe(
      `A change of your ${DEFAULT_SITE_DETAILS.organizationName} email address was requested`,
    );
    expect(requested.text).toContain('to ne***@example.org');
    expect(requested.text).toContain('Nothing has changed yet');
    expect(requested.html).toContain(
      'cancel the change on <a href="https://example.org/my/profile"',
    );
    const created = render('verify-email');
    expect(created.subject).toBe(
      `Please verify your email address for ${DEFAULT_SITE_DETAILS.organizationName}`,
    );
    expect(created.text).toContain('Thank you for creating an account');
  });

  it('confirms a deletion with what went and what stays, linking only to what still works', () => {
    const mail = renderer.render('account-deleted', {
      ...SAMPLES['account-deleted'],
      site: DEFAULT_SITE_DETAILS,
    });
    expect(mail.subject).toBe(
      `Your ${DEFAULT_SITE_DETAILS.organizationName} account has been deleted`,
    );
    expect(mail.text).toContain('- 3 messages in My Messages\n- your newsletter subscription');
    expect(mail.html).toContain('<li>your newsletter subscription</li>');
    expect(mail.text).toContain('We keep the 2 speaking requests');
    // The account is gone: no link into it (sign-in, My Settings), only the contact page.
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['https://example.org/contact', `mailto:${DEFAULT_SITE_DETAILS.email}`]);
    const bare = renderer.render('account-deleted', {
      ...SAMPLES['account-deleted'],
      deleted: ['your account jordan, with its profile and settings'],
      kept: null,
      site: DEFAULT_SITE_DETAILS,
    });
    expect(bare.text).not.toContain('We keep');
  });

  it('tells the reviewers what was submitted, with the note, and the submitter what was decided', () => {
    const site = DEFAULT_SITE_DETAILS;
    const submitted = renderer.render('review-submitted', { ...SAMPLES['review-submitted'], site });
    expect(submitted.subject).toBe('For your review: About');
    expect(submitted.text).toContain(
      'Hello edna, cora submitted the page draft "About" for your review.\n\nTheir note:\nPlease check the headline.\nThank you!',
    );
    const bare = renderer.render('review-submitted', {
      ...SAMPLES['review-submitted'],
      note: null,
      site,
    });
    expect(bare.text).not.toContain('Their note');
    expect(bare.html).not.toContain('Their note');
    const declined = renderer.render('review-declined', { ...SAMPLES['review-declined'], site });
    expect(declined.subject).toBe('Sent back with a note: November news');
    expect(declined.text).toContain('The second paragraph repeats the first.');
    const approved = renderer.render('review-approved', { ...SAMPLES['review-approved'], site });
    expect(approved.text).toContain(
      'edna approved the page draft "About" that you submitted for review: it is published.',
    );
  });

  it('escapes HTML in the HTML part and refuses a missing variable', () => {
    const mail = renderer.render('newsletter-welcome', {
      unsubscribeUrl: 'https://example.org/?a=<b>',
      site: { ...DEFAULT_SITE_DETAILS, organizationName: '<script>x</script>' },
    });
    expect(mail.html).not.toContain('<script>x</script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(() => renderer.render('newsletter-welcome', { site: DEFAULT_SITE_DETAILS })).toThrow(
      /unsubscribeUrl/,
    );
  });

  it('shows every answer of an inquiry, and clear placeholders for the ones left out', () => {
    const full = renderer.render('speaking-notification', {
      ...SAMPLES['speaking-notification'],
      site: DEFAULT_SITE_DETAILS,
    });
    for (const value of ['Riverside Events', 'Jordan Lee', 'June 30, 2025', '1,200 attendees'])
      expect(full.text).toContain(value);
    expect(full.subject).toBe('New speaking request: Riverside Events (Workshop)');

    const sparse = renderer.render('partnership-acknowledgement', {
      ...PARTNERSHIP,
      interests: [],
      employeeCount: null,
      timeline: null,
      budgetLabel: null,
      additionalInfo: null,
      site: DEFAULT_SITE_DETAILS,
    });
    expect(sparse.text).toContain('Interests: None selected');
    expect(sparse.text).toContain('Budget: Not specified');
    expect(sparse.text).toContain('None provided.');
    const listed = renderer.render('partnership-notification', {
      ...SAMPLES['partnership-notification'],
      site: DEFAULT_SITE_DETAILS,
    });
    expect(listed.text).toContain('Interests: Leadership Development, CSR Initiatives');
    expect(listed.html).toContain('<li>CSR Initiatives</li>');
    // A message keeps its line breaks in both parts.
    const contact = renderer.render('contact-acknowledgement', {
      ...CONTACT,
      site: DEFAULT_SITE_DETAILS,
    });
    expect(contact.text).toContain('training programs.\nThank you!');
    expect(contact.html).toContain('white-space:pre-line');
  });

  it("names the thread of a member's reply in the contact notification, and only then", () => {
    const site = DEFAULT_SITE_DETAILS;
    const plain = renderer.render('contact-notification', {
      ...SAMPLES['contact-notification'],
      site,
    });
    expect(plain.text).not.toContain("member's reply");
    const reply = renderer.render('contact-notification', {
      ...SAMPLES['contact-notification'],
      inReplyTo: 'We received your message',
      site,
    });
    expect(reply.text).toContain(
      'This is a member\'s reply, sent from the member area, to our message "We received your message".',
    );
    expect(reply.html).toContain('to our message "We received your message"');
  });

  it('lists what a member changed in a speaking request, with the values before', () => {
    const mail = renderer.render('speaking-change-notification', {
      ...SAMPLES['speaking-change-notification'],
      site: DEFAULT_SITE_DETAILS,
    });
    expect(mail.subject).toBe('Speaking request changed: Riverside Events (Workshop)');
    expect(mail.text).toContain('Event date: June 30, 2025 (was: To be determined)');
    expect(mail.text).toContain('Budget: $10,000 - $25,000 (was: To be determined)');
  });

  it("answers a visitor's inquiry without the member area, and a member's with it", () => {
    const site = DEFAULT_SITE_DETAILS;
    for (const name of ['inquiry-status', 'inquiry-reply']) {
      const member = renderer.render(name, { ...SAMPLES[name], site });
      // No greeting of ours: a reply is sent as written, a status text names the sender itself.
      expect(member.text).not.toMatch(/Hello|Dear/);
      expect(member.text).toContain('Email Notifications are on');
      const visitor = renderer.render(name, {
        ...SAMPLES[name],
        memberLink: null,
        settingsUrl: null,
        site,
      });
      expect(visitor.text).not.toMatch(/Hello|Dear/);
      expect(visitor.text).not.toMatch(/member area|Email Notifications|https?:/);
      expect(visitor.html).not.toContain('member area');
      expect(visitor.text).toContain('Answer this e-mail');
    }
    const status = renderer.render('inquiry-status', { ...SAMPLES['inquiry-status'], site });
    expect(status.subject).toBe('Booking confirmed: Workshop for Riverside Events');
    expect(status.text).toContain('New status: Confirmed');
    expect(status.text).toContain('is confirmed.\n\nTime: 14:00');
    const reply = renderer.render('inquiry-reply', { ...SAMPLES['inquiry-reply'], site });
    expect(reply.subject).toBe('Re: Your speaking request: Workshop for Riverside Events');
    expect(reply.text).toContain('Thank you for asking.\nWould Tuesday morning suit you?');
    // Sent as written, inside the organisation's frame: the subject, then the reply itself, then the
    // way to answer; the organisation's name only in the frame's header and footer, not as a sign-off.
    expect(reply.text).toContain(
      'Re: Your speaking request: Workshop for Riverside Events\n\nThank you for asking.\nWould Tuesday morning suit you?\n\nReply in your member area',
    );
    expect(reply.text.split(site.organizationName).length - 1).toBe(2);
    // A status mail names the sender once, in its text.
    expect(status.text.split('Jordan Lee').length - 1).toBe(1);
    expect(reply.text).toContain(
      'Your speaking request: Workshop for Riverside Events, sent on June 3, 2025:\nA half-day workshop for our managers.',
    );
    const noOriginal = renderer.render('inquiry-reply', {
      ...SAMPLES['inquiry-reply'],
      original: null,
      site,
    });
    expect(noOriginal.text).toContain('No message provided.');
  });
});
