import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

// The speaker, booking, corporate and contact pages against the real server: their sections, the
// organisation details from /api/site, and where their links lead. (Forms: inquiries.spec.ts;
// carousel and lightbox: speaker.spec.ts.)

interface Site {
  speakerName: string;
  phoneHref: string;
  email: string;
}

async function site(page: Page): Promise<Site> {
  const response = await page.request.get('/api/site');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Site;
}

async function expectSections(page: Page, h1: string, h2s: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(h2s);
}

test('/mwo-show: biography, achievements, the show, topics and gallery; its buttons lead on', async ({
  page,
}) => {
  const { speakerName } = await site(page);
  await gotoHydrated(page, '/mwo-show');
  await expectSections(page, `Meet ${speakerName}`, [
    `About ${speakerName}`,
    'Key Achievements',
    'The MWO Show',
    'Speaking Topics',
    'Moments from the Stage',
    `Bring ${speakerName} to Your Next Event`,
  ]);
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

  await page.getByRole('link', { name: 'See Speaking Topics' }).click();
  await expect(page).toHaveURL(/\/mwo-show#speaking-topics$/);
  await expect(page.getByRole('heading', { name: 'Speaking Topics' })).toBeInViewport();

  await page.getByRole('link', { name: `Book ${speakerName} to Speak` }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Start the Conversation");
});

test('/book-mwo-show: what a booking includes, the steps and the request form', async ({
  page,
}) => {
  const { speakerName } = await site(page);
  await gotoHydrated(page, '/book-mwo-show');
  await expectSections(page, 'Book The MWO Show', [
    'What Booking Includes',
    'How It Works',
    'Request a Speaking Engagement',
  ]);
  await page.getByRole('link', { name: 'Request a Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Request a Speaking Engagement' }),
  ).toBeInViewport();
  await expect(page.getByRole('button', { name: /Submit/ })).toBeVisible();

  await page.getByRole('link', { name: `Meet ${speakerName}` }).click();
  await expect(page).toHaveURL(/\/mwo-show$/);
});

test('/corporate: benefits, partnership levels, responsibility, the packet and the phone', async ({
  page,
}) => {
  const { phoneHref } = await site(page);
  await gotoHydrated(page, '/corporate');
  await expectSections(page, 'Corporate Opportunities', [
    'Why Inclusion Is a Business Advantage',
    'Partnership Levels',
    'Corporate Social Responsibility',
    'Start Your Partnership',
  ]);
  for (const packet of await page.getByRole('link', { name: /Download Partnership Packet/ }).all())
    await expect(packet).toHaveAttribute('href', '/api/partnership-packet');
  await expect(page.getByRole('main').locator(`a[href="${phoneHref}"]`)).toBeVisible();

  await page.getByRole('link', { name: 'Explore Partnership Levels' }).click();
  await expect(page.getByRole('heading', { name: 'Partnership Levels' })).toBeInViewport();
});

test('/corporate-engagement: why, formats, steps; formats lead to /contact and /programs', async ({
  page,
}) => {
  await gotoHydrated(page, '/corporate-engagement');
  await expectSections(page, 'Make Inclusion a Movement Inside Your Organization', [
    'Why Inclusion Matters at Work',
    'Engagement Formats',
    'How an Engagement Works',
    'Bring the Movement to Your Workplace',
  ]);
  await page.getByRole('link', { name: 'Compare all programs and services' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Plan a Keynote' }).click();
  await expect(page).toHaveURL(/\/book-mwo-show\?event=keynote#booking-request-heading$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Book the Movement' }).click();
  await expect(page).toHaveURL(/\/mwo-show$/);
});

test('/contact: Call Now and the direct details come from the organisation details', async ({
  page,
}) => {
  const { phoneHref, email } = await site(page);
  await gotoHydrated(page, '/contact');
  await expectSections(page, "Let's Start the Conversation", [
    'How Can We Help?',
    'Reach Us Directly',
  ]);
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', phoneHref);
  await expect(page.getByRole('complementary').getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(page.getByRole('tab')).toHaveCount(3);

  await page.getByRole('tab', { name: 'Speaking Request' }).click();
  await page.getByRole('link', { name: 'See what a booking includes' }).click();
  await expect(page).toHaveURL(/\/book-mwo-show$/);
});
