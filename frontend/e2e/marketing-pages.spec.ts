import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, scrollThrough } from './support/hydration';

// Home, About, Programs and Impact (issue 3): key texts, where their links lead, the testimonials
// from the seeded sample content, and the counters.

interface CounterFrame {
  /** What is shown. */
  text: string;
  /** The counter's width. */
  width: number;
  /** Its text without the aria-hidden parts: what screen readers get. */
  readable: string;
}

/** Records every value the counter inside `selector` shows, with its width and readable text. */
async function recordCounter(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const value = document.querySelector(`${sel} [data-counter]`) as HTMLElement;
    const box = value.parentElement as HTMLElement;
    const readable = (node: Node): string =>
      node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? '')
          : [...node.childNodes].map(readable).join('');
    const log: CounterFrame[] = [];
    (window as unknown as { counterLog: CounterFrame[] }).counterLog = log;
    new MutationObserver(() =>
      log.push({
        text: value.textContent ?? '',
        width: box.getBoundingClientRect().width,
        readable: readable(box),
      }),
    ).observe(value, { characterData: true, childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate(() => (window as unknown as { counterLog: CounterFrame[] }).counterLog);
}

const SEEDED_NAMES = [
  'Danielle Mercer',
  'Marcus Ellery',
  'Sofia Lindqvist',
  'Dr. Helena Brandt',
  'Rahul Desai',
  'Grace Whitfield',
];

test.describe('home page', () => {
  test('shows the pillars with their figures, expands one at a time, and the services summary', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const pillars = page.getByRole('region', { name: 'Three Pillars of Lasting Change' });
    const inclusion = pillars.getByRole('article', { name: 'Inclusion', exact: true });
    const impact = pillars.getByRole('article', { name: 'Impact', exact: true });
    await expect(inclusion).toContainText('employee engagement increase within 6 months');
    await expect(impact).toContainText('boost in team productivity (average across clients)');
    await expect(pillars.getByRole('article', { name: 'Innovation', exact: true })).toContainText(
      'faster problem-solving in diverse teams',
    );

    await inclusion.getByRole('button', { name: 'Learn More' }).click();
    await expect(inclusion.getByRole('heading', { name: 'Key Strategies' })).toBeVisible();
    await expect(inclusion.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await impact.getByRole('button', { name: 'Learn More' }).click();
    await expect(impact.getByRole('heading', { name: 'Key Strategies' })).toBeVisible();
    await expect(inclusion.getByRole('heading', { name: 'Key Strategies' })).toBeHidden();
    await impact.getByRole('button', { name: 'Show Less' }).click();
    await expect(impact.getByRole('heading', { name: 'Key Strategies' })).toBeHidden();

    const services = page.getByRole('region', { name: 'Programs and Services' });
    await expect(
      services.getByRole('article', { name: 'Corporate Inclusion Training' }),
    ).toContainText('Unconscious bias mitigation');
    await expect(services.getByRole('article', { name: 'Speaking Engagements' })).toContainText(
      'Motivational keynotes',
    );
  });

  test('its buttons lead where the spec says', async ({ page }) => {
    const cases: [string, string][] = [
      ['Book Today', '/mwo-show'],
      ['Learn Our Story', '/about'],
      ['Book Free Consultation', '/contact'],
      ['Programs and Services', '/programs'],
      ['View All Programs & Services', '/programs'],
    ];
    for (const [name, path] of cases) {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/');
    await page
      .getByRole('article', { name: 'Impact', exact: true })
      .getByRole('link', { name: 'Get Started' })
      .click();
    await expect(page).toHaveURL('/contact');
  });

  test('a counter counts up from 0 to its value once its card is half visible, without changing width', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Inclusion', exact: true });
    await expect(card.locator('[data-counter]')).toHaveText('92%');
    const log = await recordCounter(page, '#pillar-inclusion-title ~ div');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await log())[0]?.text).toBe('0%');
    await expect.poll(async () => (await log()).at(-1)?.text, { timeout: 5000 }).toBe('92%');
    const values = await log();
    expect(values.length).toBeGreaterThan(10); // counted up, not jumped
    const numbers = values.map((v) => Number.parseInt(v.text, 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // The reserved width never changes while it counts.
    expect(new Set(values.map((v) => v.width)).size).toBe(1);
    // Screen readers get only the final value, all along.
    expect(new Set(values.map((v) => v.readable))).toEqual(new Set(['92%']));
  });

  test('under reduced motion the counters show their final values at once and never move', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's clock runs as usual, and is moved on at once below.
    await page.clock.install();
    await page.goto('/');
    const log = await recordCounter(page, '#pillar-inclusion-title ~ div');
    for (const [name, value] of [
      ['Inclusion', '92%'],
      ['Impact', '43%'],
      ['Innovation', '85%'],
    ]) {
      const card = page.getByRole('article', { name, exact: true });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('[data-counter]')).toHaveText(value);
    }
    // Longer than a counter's count-up (2 s), on the page's clock.
    await page.clock.runFor(2200);
    expect(await log()).toEqual([]);
    await expect(page.locator('[data-counter]')).toHaveText(['92%', '43%', '85%']);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home counters read their final values', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-counter]')).toHaveText(['92%', '43%', '85%']);
  });
});

test.describe('about page', () => {
  test('mission, values, impact strip, story accordion and the seeded testimonials', async ({
    page,
    request,
  }) => {
    const api = await (await request.get('/api/testimonials')).json();
    expect(api.map((t: { name: string }) => t.name)).toEqual(SEEDED_NAMES);

    await gotoHydrated(page, '/about');
    await expect(page.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeVisible();
    for (const value of [
      'Encouragement, Faith and Hope',
      'Empowerment Through Storytelling',
      'Inclusion and Acceptance',
      'Authenticity and Integrity',
      'Collaboration and Community',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    const strip = page.getByRole('region', { name: 'Our Impact So Far' });
    await expect(strip).toContainText('50+');
    await expect(strip).toContainText('10,000+');
    await expect(strip).toContainText('100%');

    const story = page.getByRole('region', { name: 'Our Story' });
    await expect(story.getByText('Building Bridges. Breaking Barriers.')).toBeVisible();
    const partnership = story.getByRole('button', { name: 'Our Partnership Approach' });
    await partnership.click();
    await expect(partnership).toHaveAttribute('aria-expanded', 'true');
    await expect(
      story.getByRole('button', { name: 'The Transformative Power of Neuro-Inclusion' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await partnership.click();
    await expect(partnership).toHaveAttribute('aria-expanded', 'false');

    await scrollThrough(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(6);
    await expect(page.getByText('Use arrows or dots to navigate testimonials')).toBeVisible();
    const dots = carousel.getByRole('button', { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(6);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(0)).toContainText('Danielle Mercer');
    await expect(slides.nth(0)).toContainText('Kestrel Ridge Engineering');
    await expect(slides.nth(0).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(slides.nth(0).getByText('DM', { exact: true })).toBeVisible();
    await expect(page.getByText('Oliver Grant')).toHaveCount(0); // a draft

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1).getByText('Marcus Ellery')).toBeInViewport();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true'); // looped round
    await expect(slides.nth(5).getByText('Grace Whitfield')).toBeInViewport();
    await dots.nth(4).click();
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(4).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInViewport();
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
  });

  test('its hero buttons lead to /programs and /contact', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Our Programs', exact: true }).click();
    await expect(page).toHaveURL('/programs');
    await page.goto('/about');
    await page.getByRole('link', { name: 'Join the Movement' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('programs page', () => {
  test('four programs with features, duration, audience, quote and Get Started', async ({
    page,
  }) => {
    await page.goto('/programs');
    const programs = page
      .getByRole('region', { name: 'Find the Right Program' })
      .getByRole('article');
    await expect(programs).toHaveCount(4);
    await expect(programs.getByRole('heading', { level: 3 })).toHaveText([
      'Corporate Inclusion Training',
      'Speaking Engagements',
      'Workshop Programs',
      'Community Outreach',
    ]);
    for (let i = 0; i < 4; i++) {
      const program = programs.nth(i);
      await expect(program.getByRole('listitem')).toHaveCount(4);
      await expect(program.getByText('Duration')).toBeVisible();
      await expect(program.getByText('Ideal for')).toBeVisible();
      await expect(program.locator('blockquote')).toBeVisible();
      await expect(program.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    await expect(programs.nth(1)).toContainText('30 minutes to 2 hours');
    await expect(programs.nth(2)).toContainText('2-8 hours');
  });

  test('its hero buttons lead to /contact and /mwo-show', async ({ page }) => {
    await page.goto('/programs');
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await expect(page).toHaveURL('/contact');
    await page.goto('/programs');
    await page.getByRole('link', { name: /^Meet / }).click();
    await expect(page).toHaveURL('/mwo-show');
  });
});

test.describe('impact page', () => {
  test('headline figures, stat cards, case studies, the seeded testimonials three per view, awards', async ({
    page,
  }) => {
    await gotoHydrated(page, '/impact');
    const hero = page.getByRole('region', { name: /Measurable Change/ });
    for (const figure of ['500+', '25,000+', '750+', '98%']) {
      await expect(hero.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(
      page
        .getByRole('region', { name: 'Results That Speak for Themselves' })
        .getByRole('definition'),
    ).toHaveCount(4);
    const studies = page
      .getByRole('region', { name: 'Inclusion in Practice' })
      .getByRole('article');
    await expect(studies).toHaveCount(3);
    await expect(studies.first().getByRole('listitem')).toHaveCount(4);

    await scrollThrough(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(6);
    await expect(slides.nth(0)).toContainText('5/5');
    await expect(slides.nth(4)).toContainText('4/5');
    // Three cards per view at 1280 px: only those are not inert.
    await expect(carousel.locator('[role="group"]:not([inert])')).toHaveCount(3);
    await expect(slides.nth(3)).toHaveAttribute('inert', '');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slides.nth(3)).not.toHaveAttribute('inert');
    await expect(slides.nth(3).getByText('Dr. Helena Brandt')).toBeInViewport();
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(slides.nth(5)).not.toHaveAttribute('inert'); // looped round
    await expect(carousel.locator('[role="group"]:not([inert])')).toHaveCount(3);

    const awards = page
      .getByRole('region', { name: 'Awards and Recognition' })
      .getByRole('listitem');
    await expect(awards).toHaveCount(6);
    await expect(awards.filter({ hasText: 'Dream on 3 Award' })).toContainText('2021');
  });
});
