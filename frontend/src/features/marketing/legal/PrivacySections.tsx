import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useSiteDetails } from '../../../api/settings';
import { safeTelUrl } from '../../../lib/urls';
import { PRIVACY_SECTIONS } from './legalContents';
import { LegalSection } from './LegalSection';

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  mb: 2,
  fontSize: '1rem',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    p: 1.5,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& th': { fontWeight: 700 },
  '& code': { fontSize: '0.95em', overflowWrap: 'anywhere' },
} as const;

/**
 * The sections of the privacy policy (a chunk of its own), written for what this website does:
 * the three inquiry forms, the newsletter, member accounts and the two sign-in cookies.
 */
export default function PrivacySections() {
  const site = useSiteDetails();
  const org = site.organizationName;
  const tel = safeTelUrl(site.phoneHref);
  const email = (
    <Link href={`mailto:${site.email}`} sx={{ fontWeight: 700 }}>
      {site.email}
    </Link>
  );
  return (
    <>
      <LegalSection heading={PRIVACY_SECTIONS.collected}>
        <p>
          We collect the information you choose to give us through this website, and a small amount
          of technical information that every visit to a website produces.
        </p>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>General inquiries:</strong> your name, email address, company (optional), the
            type of inquiry and your message.
          </li>
          <li>
            <strong>Speaking requests:</strong> your name, email address and organization, the event
            type, and if you give them the event date, expected number of attendees, budget range
            and your message.
          </li>
          <li>
            <strong>Partnership inquiries:</strong> your company name, your name and email address,
            the partnership type, and the areas of interest, employee count, timeline and budget
            range you select.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address.
          </li>
          <li>
            <strong>Member accounts:</strong> your username, email address and password, and whether
            you have verified your email address. We store your password only as a one-way
            cryptographic hash, never in a form anyone can read.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <p>
          When you use the site, our servers record technical details needed to deliver and protect
          it: your IP address, your browser&apos;s identification string, the address requested, the
          time and the result. These logs never contain the content of forms, passwords or the
          security codes in email links.
        </p>
        <p>
          We do not use analytics, advertising or social media tracking tools. The site is meant for
          adults arranging talks, training and partnerships; please do not send us personal
          information about children.
        </p>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.use}>
        <ul>
          <li>
            To answer your inquiry, speaking request or partnership inquiry, and to plan and deliver
            any talk, training or partnership that follows.
          </li>
          <li>
            To send emails about your request or account: an acknowledgement when you contact us,
            and the links that verify your email address, set your password or reset it. These are
            service messages, not marketing.
          </li>
          <li>
            To run your member account: signing you in, keeping you signed in and showing your
            account area.
          </li>
          <li>
            To send the monthly newsletter, only if you subscribed. Every newsletter email has a
            one-click unsubscribe link.
          </li>
          <li>
            To keep the site secure: limiting repeated attempts, preventing abuse and investigating
            faults.
          </li>
          <li>To keep the records the law requires, such as invoices for paid engagements.</li>
        </ul>
        <p>
          Where data protection law asks for a legal basis, we rely on taking steps at your request
          (inquiries and accounts), your consent (the newsletter, which you can withdraw at any
          time), our legitimate interest in a secure service (logs and security checks) and legal
          obligations (financial records). We do not sell your information, use it for advertising,
          or make automated decisions about you.
        </p>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.sharing}>
        <p>We share personal information only in these cases:</p>
        <ul>
          <li>
            <strong>Our team:</strong> the people at {org} who handle your request, including the
            speaker and facilitators who deliver an engagement you book.
          </li>
          <li>
            <strong>Service providers:</strong> the companies that host this website and its
            database and deliver our emails. They act only on our instructions, under contracts that
            require them to protect your information.
          </li>
          <li>
            <strong>Legal reasons:</strong> when the law requires it, or to protect the rights,
            safety or property of our visitors, our team or others.
          </li>
          <li>
            <strong>Organizational change:</strong> if {org} merges or transfers its activities,
            your information would pass on under the promises of this policy, and we would tell you
            first.
          </li>
        </ul>
        <p>
          We never sell or rent personal information. Links to social networks and videos take you
          to those services, whose own privacy policies then apply.
        </p>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.security}>
        <h3>How we protect your information</h3>
        <ul>
          <li>The site is served over an encrypted connection (HTTPS).</li>
          <li>
            Passwords are stored only as hashes made with a modern, deliberately slow algorithm.
          </li>
          <li>
            Sign-in sessions use a cookie that page scripts cannot read. They end after 7 days
            without activity for members, and much sooner for administrators.
          </li>
          <li>
            Only verified administrators can see inquiries and accounts, and the server checks their
            permission on every request.
          </li>
          <li>Location data is removed from images uploaded to the site.</li>
        </ul>
        <p>
          No system is perfectly secure. If a breach affects your information, we will tell you and
          the relevant authorities as the law requires.
        </p>
        <h3>How long we keep it</h3>
        <ul>
          <li>
            <strong>Inquiries and requests:</strong> as long as needed to answer them and deliver
            any resulting engagement, then for up to three years, unless the law requires longer
            (for example, invoices).
          </li>
          <li>
            <strong>Member accounts:</strong> until you ask us to delete your account.
          </li>
          <li>
            <strong>Newsletter:</strong> until you unsubscribe. After that we keep only your address
            and the fact that you unsubscribed, so that we never email you by mistake.
          </li>
          <li>
            <strong>Server logs:</strong> normally no longer than 30 days, unless we need them to
            investigate a security incident.
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.rights}>
        <p>Whatever country you live in, you can ask us to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal information we hold about you;
          </li>
          <li>
            <strong>Correct</strong> it if it is wrong or incomplete;
          </li>
          <li>
            <strong>Delete</strong> it, unless the law requires us to keep it;
          </li>
          <li>
            <strong>Export</strong> it in a common, machine-readable format;
          </li>
          <li>
            <strong>Object to or restrict</strong> how we use it, and withdraw consent you gave (for
            the newsletter, with the unsubscribe link in any issue).
          </li>
        </ul>
        <p>
          Write to us at {email}. We answer within 30 days, free of charge, and may ask you to
          confirm your identity first. Members can also change their username and email address in
          their account area. If you are not satisfied with our answer, you may complain to your
          local data protection authority.
        </p>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.cookies}>
        <p>
          We use only cookies that are strictly necessary for signing in. There are no analytics,
          tracking, advertising or third-party cookies, and visitors who do not sign in get no
          cookies at all.
        </p>
        <Box component="table" sx={tableSx}>
          <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
            Cookies set by this site
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Purpose</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>sid</code> (<code>__Host-sid</code> over HTTPS)
              </td>
              <td>
                Your sign-in session. It holds a random identifier only, and page scripts cannot
                read it.
              </td>
              <td>Until you sign out, or 7 days without activity</td>
            </tr>
            <tr>
              <td>
                <code>signed_in</code> (<code>__Host-signed_in</code> over HTTPS)
              </td>
              <td>
                A signed-in hint with the value &quot;1&quot; (&quot;dark&quot; when you have turned
                Dark Mode on), so the site knows to load your account and in which colours to show
                its pages. It contains no personal information.
              </td>
              <td>The same as the session</td>
            </tr>
          </tbody>
        </Box>
        <p>
          Because these cookies are strictly necessary, we do not ask for consent to set them. You
          can block cookies in your browser settings, but you will then not be able to sign in.
        </p>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.changes}>
        <p>
          When we change this policy we update the date at the top of this page. If a change affects
          how we use information we already hold, we will email members and newsletter subscribers
          before it takes effect.
        </p>
      </LegalSection>
      <LegalSection heading={PRIVACY_SECTIONS.contact}>
        <p>For any question about this policy or your information, contact:</p>
        <Box component="address" sx={{ fontStyle: 'normal', mb: 2, '& p': { mb: 0.5 } }}>
          <p>
            <strong>{org}</strong>
          </p>
          <p>Email: {email}</p>
          <p>
            Phone:{' '}
            {tel ? (
              <Link href={tel} sx={{ fontWeight: 700 }}>
                {site.phoneDisplay}
              </Link>
            ) : (
              site.phoneDisplay
            )}
          </p>
        </Box>
        <p>
          You can also use our{' '}
          <Link component={RouterLink} to="/contact">
            contact page
          </Link>
          . Please do not include passwords or other sensitive details in your message.
        </p>
      </LegalSection>
    </>
  );
}
