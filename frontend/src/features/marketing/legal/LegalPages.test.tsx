import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../api/settings';
import { mockFetch, renderApp } from '../../../test/utils';
import { expectLinks } from '../../../test/expectations';

const SITE = {
  ...DEFAULT_SITE,
  organizationName: 'Bridges Co',
  email: 'privacy@bridges.example',
  phoneDisplay: '+1 (555) 010-0142',
  phoneHref: 'tel:+15550100142',
};

async function renderPage(path: string, title: string, firstSection: string) {
  mockFetch({ 'GET /api/site': { body: SITE } });
  renderApp(path, { site: SITE });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  await screen.findAllByText(/Bridges Co/);
  // The sections are a chunk of their own.
  await screen.findByRole('heading', { level: 2, name: firstSection }, { timeout: 5000 });
}

/** The section headings (h2) in order, without the table of contents' own heading. */
function sectionHeadings(): string[] {
  const main = screen.getByRole('main');
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => text !== 'Contents');
}

/** The table of contents: each entry links to its section's heading. */
function expectContentsLinkTo(titles: string[]) {
  const nav = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(titles);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '');
  }
}

describe('/privacy', () => {
  it("shows 'Last updated January 15, 2025' and the policy's sections with a table of contents", async () => {
    await renderPage('/privacy', 'Privacy Policy', 'Information We Collect');
    expect(screen.getByText('Last updated January 15, 2025')).toBeInTheDocument();
    const titles = sectionHeadings();
    expect(titles).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security and Retention',
      'Your Rights',
      'Cookies',
      'Changes to This Policy',
      'Contact Us',
    ]);
    expectContentsLinkTo(titles);
  });

  it('describes the forms, the newsletter, member accounts, the session cookies and the rights', async () => {
    await renderPage('/privacy', 'Privacy Policy', 'Information We Collect');
    const collected = within(
      screen
        .getByRole('heading', { level: 2, name: 'Information We Collect' })
        .closest('section') as HTMLElement,
    );
    for (const source of [
      'General inquiries:',
      'Speaking requests:',
      'Partnership inquiries:',
      'Newsletter:',
      'Member accounts:',
    ]) {
      expect(collected.getByText(source)).toBeInTheDocument();
    }
    expect(screen.getByText(/one-click unsubscribe/)).toBeInTheDocument();
    const cookies = screen.getByRole('table', { name: 'Cookies set by this site' });
    expect(within(cookies).getByText('sid')).toBeInTheDocument();
    expect(within(cookies).getByText('signed_in')).toBeInTheDocument();
    expect(
      screen.getByText(/no\s+analytics, tracking, advertising or third-party cookies/),
    ).toBeInTheDocument();
    for (const right of ['Access', 'Correct', 'Delete', 'Export']) {
      expect(screen.getByText(right, { selector: 'strong' })).toBeInTheDocument();
    }
  });

  it("gives contact lines from the site details and has no hero (the layout's top padding)", async () => {
    await renderPage('/privacy', 'Privacy Policy', 'Information We Collect');
    const contact = screen
      .getByRole('heading', { level: 2, name: 'Contact Us' })
      .closest('section') as HTMLElement;
    expect(within(contact).getByText('Bridges Co')).toBeInTheDocument();
    expectLinks(
      [
        ['privacy@bridges.example', 'mailto:privacy@bridges.example'],
        ['+1 (555) 010-0142', 'tel:+15550100142'],
      ],
      contact,
    );
    expect(document.querySelector('[data-surface="deep"] h1')).toBeNull();
  });
});

describe('/terms', () => {
  it('shows the last updated and effective dates, ten numbered sections in order, and a legal notice', async () => {
    await renderPage('/terms', 'Terms of Service', '1. Acceptance of Terms');
    expect(screen.getByText('Last updated January 15, 2025')).toBeInTheDocument();
    expect(screen.getByText('Effective January 15, 2025')).toBeInTheDocument();
    const titles = sectionHeadings();
    const numbered = [
      '1. Acceptance of Terms',
      '2. Our Services',
      '3. Booking and Scheduling',
      '4. Intellectual Property',
      '5. User Conduct',
      '6. Payment and Refunds',
      '7. Limitation of Liability',
      '8. Privacy',
      '9. Termination',
      '10. Dispute Resolution',
    ];
    expect(titles).toEqual([...numbered, 'Legal Notice']);
    expectContentsLinkTo(numbered);
  });

  it('states the business constants of spec 001', async () => {
    await renderPage('/terms', 'Terms of Service', '1. Acceptance of Terms');
    expect(
      screen.getAllByText(/Cancellations made within 30 days of the event date may incur fees/)
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/within 30 days of completion of the\s+services/)).toBeInTheDocument();
    expect(screen.getByText(/must be brought within one year/)).toBeInTheDocument();
    expect(screen.getByText(/administered by an arbitration association/)).toBeInTheDocument();
    expect(screen.getByText(/6-8 weeks/)).toBeInTheDocument();
    const privacy = screen
      .getByRole('heading', { level: 2, name: '8. Privacy' })
      .closest('section') as HTMLElement;
    expect(within(privacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
