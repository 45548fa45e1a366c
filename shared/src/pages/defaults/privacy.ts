import type { PrivacyContent } from '../privacy';
import { md } from './markdown';

const EMAIL = '[**{email}**](mailto:{email})';

/** /privacy as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const privacy: PrivacyContent = {
  seo: {
    title: 'Privacy Policy',
    description:
      'What we collect through our forms, newsletter and member accounts, why, how long we keep it, the sign-in cookies we use, and your rights.',
    shareText: '',
    shareImage: null,
  },
  document: {
    title: 'Privacy Policy',
    lastUpdated: 'Last updated January 15, 2025',
    effective: '',
    intro: md(
      '{name} ("we", "us") runs this website. This policy explains what personal information we collect through it, why, who we share it with, how long we keep it and the choices you have. We collect only what we need to answer you, deliver our programs and keep the site secure.',
    ),
    contentsHeading: 'Contents',
  },
  sections: [
    {
      title: 'Information We Collect',
      anchor: 'information-collected',
      body: md(
        `We collect the information you choose to give us through this website, and a small amount of technical information that every visit to a website produces.

### Information you give us

- **General inquiries:** your name, email address, company (optional), the type of inquiry and your message.
- **Speaking requests:** your name, email address and organization, the event type, and if you give them the event date, expected number of attendees, budget range and your message.
- **Partnership inquiries:** your company name, your name and email address, the partnership type, and the areas of interest, employee count, timeline and budget range you select.
- **Newsletter:** your email address.
- **Member accounts:** your username, email address and password, and whether you have verified your email address. We store your password only as a one-way cryptographic hash, never in a form anyone can read.

### Information collected automatically

When you use the site, our servers record technical details needed to deliver and protect it: your IP address, your browser's identification string, the address requested, the time and the result. These logs never contain the content of forms, passwords or the security codes in email links.

We do not use analytics, advertising or social media tracking tools. The site is meant for adults arranging talks, training and partnerships; please do not send us personal information about children.`,
        true,
      ),
      address: [],
      cookies: [],
      closing: [],
    },
    {
      title: 'How We Use Your Information',
      anchor: 'how-we-use',
      body: md(
        `- To answer your inquiry, speaking request or partnership inquiry, and to plan and deliver any talk, training or partnership that follows.
- To send emails about your request or account: an acknowledgement when you contact us, and the links that verify your email address, set your password or reset it. These are service messages, not marketing.
- To run your member account: signing you in, keeping you signed in and showing your account area.
- To send the monthly newsletter, only if you subscribed. Every newsletter email has a one-click unsubscribe link.
- To keep the site secure: limiting repeated attempts, preventing abuse and investigating faults.
- To keep the records the law requires, such as invoices for paid engagements.

Where data protection law asks for a legal basis, we rely on taking steps at your request (inquiries and accounts), your consent (the newsletter, which you can withdraw at any time), our legitimate interest in a secure service (logs and security checks) and legal obligations (financial records). We do not sell your information, use it for advertising, or make automated decisions about you.`,
        true,
      ),
      address: [],
      cookies: [],
      closing: [],
    },
    {
      title: 'How We Share Information',
      anchor: 'sharing',
      body: md(
        `We share personal information only in these cases:

- **Our team:** the people at {name} who handle your request, including the speaker and facilitators who deliver an engagement you book.
- **Service providers:** the companies that host this website and its database and deliver our emails. They act only on our instructions, under contracts that require them to protect your information.
- **Legal reasons:** when the law requires it, or to protect the rights, safety or property of our visitors, our team or others.
- **Organizational change:** if {name} merges or transfers its activities, your information would pass on under the promises of this policy, and we would tell you first.

We never sell or rent personal information. Links to social networks and videos take you to those services, whose own privacy policies then apply.`,
        true,
      ),
      address: [],
      cookies: [],
      closing: [],
    },
    {
      title: 'Data Security and Retention',
      anchor: 'security-retention',
      body: md(
        `### How we protect your information

- The site is served over an encrypted connection (HTTPS).
- Passwords are stored only as hashes made with a modern, deliberately slow algorithm.
- Sign-in sessions use a cookie that page scripts cannot read. They end after 7 days without activity for members, and much sooner for administrators.
- Only verified administrators can see inquiries and accounts, and the server checks their permission on every request.
- Location data is removed from images uploaded to the site.

No system is perfectly secure. If a breach affects your information, we will tell you and the relevant authorities as the law requires.

### How long we keep it

- **Inquiries and requests:** as long as needed to answer them and deliver any resulting engagement, then for up to three years, unless the law requires longer (for example, invoices).
- **Member accounts:** until you ask us to delete your account.
- **Newsletter:** until you unsubscribe. After that we keep only your address and the fact that you unsubscribed, so that we never email you by mistake.
- **Server logs:** normally no longer than 30 days, unless we need them to investigate a security incident.`,
        true,
      ),
      address: [],
      cookies: [],
      closing: [],
    },
    {
      title: 'Your Rights',
      anchor: 'your-rights',
      body: md(
        `Whatever country you live in, you can ask us to:

- **Access** the personal information we hold about you;
- **Correct** it if it is wrong or incomplete;
- **Delete** it, unless the law requires us to keep it;
- **Export** it in a common, machine-readable format;
- **Object to or restrict** how we use it, and withdraw consent you gave (for the newsletter, with the unsubscribe link in any issue).

Write to us at ${EMAIL}. We answer within 30 days, free of charge, and may ask you to confirm your identity first. Members can also change their username and email address in their account area. If you are not satisfied with our answer, you may complain to your local data protection authority.`,
        true,
      ),
      address: [],
      cookies: [],
      closing: [],
    },
    {
      title: 'Cookies',
      anchor: 'cookies',
      body: md(
        'We use only cookies that are strictly necessary for signing in. There are no analytics, tracking, advertising or third-party cookies, and visitors who do not sign in get no cookies at all.',
        true,
      ),
      address: [],
      cookies: [
        {
          name: '`sid` (`__Host-sid` over HTTPS)',
          purpose:
            'Your sign-in session. It holds a random identifier only, and page scripts cannot read it.',
          duration: 'Until you sign out, or 7 days without activity',
        },
        {
          name: '`signed_in` (`__Host-signed_in` over HTTPS)',
          purpose:
            'A signed-in hint with the value "1" ("dark" when you have turned Dark Mode on), so the site knows to load your account and in which colours to show its pages. It contains no personal information.',
          duration: 'The same as the session',
        },
      ],
      closing: md(
        'Because these cookies are strictly necessary, we do not ask for consent to set them. You can block cookies in your browser settings, but you will then not be able to sign in.',
      ),
    },
    {
      title: 'Changes to This Policy',
      anchor: 'changes',
      body: md(
        'When we change this policy we update the date at the top of this page. If a change affects how we use information we already hold, we will email members and newsletter subscribers before it takes effect.',
        true,
      ),
      address: [],
      cookies: [],
      closing: [],
    },
    {
      title: 'Contact Us',
      anchor: 'contact',
      body: md('For any question about this policy or your information, contact:', true),
      address: md(`**{name}**

Email: ${EMAIL}

Phone: [**{phone}**]({phoneLink})`),
      cookies: [],
      closing: md(
        'You can also use our [contact page](/contact). Please do not include passwords or other sensitive details in your message.',
      ),
    },
  ],
  cookiesTable: {
    caption: 'Cookies set by this site',
    name: 'Name',
    purpose: 'Purpose',
    duration: 'Duration',
  },
};
