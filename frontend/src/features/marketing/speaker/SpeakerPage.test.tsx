import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../api/settings';
import { mockFetch, renderApp } from '../../../test/utils';
import { SHOW_CAROUSEL } from '../../../test/carousels';

const SITE = { ...DEFAULT_SITE, speakerName: 'Alex Rivera', organizationName: 'Bridges Co' };

const CAROUSEL = SHOW_CAROUSEL;

function section(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

async function renderPage() {
  mockFetch({
    'GET /api/site': { body: SITE },
    'GET /api/carousel/mwo-show': { body: CAROUSEL },
  });
  renderApp('/mwo-show', { site: SITE });
  await screen.findByRole('heading', { level: 1, name: 'Meet Alex Rivera' }, { timeout: 5000 });
  // The sections below the hero are a chunk of their own.
  await screen.findByRole('heading', { level: 2, name: 'Key Achievements' }, { timeout: 5000 });
}

describe('/mwo-show (speaker profile page)', () => {
  it("has a hero with 'Book {name} to Speak' to /contact and the speaker's portrait", async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Book Alex Rivera to Speak' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('img', { name: /^Alex Rivera, in an amber blazer/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(screen.getByText('100 to 1000+')).toBeInTheDocument();
  });

  it('tells the biography in five headed blocks', async () => {
    await renderPage();
    const bio = section('About Alex Rivera');
    const blocks = within(bio).getAllByRole('listitem');
    expect(blocks).toHaveLength(5);
    expect(within(bio).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(bio).getByText(/founded Bridges Co/)).toBeInTheDocument();
  });

  it('lists exactly ten key achievements, with the spec figures', async () => {
    await renderPage();
    const achievements = section('Key Achievements');
    const items = within(achievements).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const text = items.map((item) => item.textContent).join(' | ');
    for (const figure of [
      '50+',
      '10,000+',
      '2021 Dream on 3 Award',
      '10K+',
      '1,000+',
      '100 to 1000+',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it("shows The MWO Show with a disabled 'Coming Soon' button and why, in visible text", async () => {
    await renderPage();
    const show = section('The MWO Show');
    const button = within(show).getByRole('button', { name: 'Coming Soon' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/has not been released yet/);
    expect(within(show).getByText(/has not been released yet/)).toBeVisible();
  });

  it('has four speaking topics, each with a duration of 45-120 minutes, an audience and an impact', async () => {
    await renderPage();
    const topics = section('Speaking Topics');
    const cards = within(topics).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(['Duration', 'Audience', 'Impact']);
      const minutes = Number(/(\d+) minutes/.exec(card.textContent ?? '')?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(45);
      expect(minutes).toBeLessThanOrEqual(120);
    }
  });

  it('shows the photo carousel of six slides', async () => {
    await renderPage();
    const region = await screen.findByRole('region', { name: 'Photos from events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('group', { name: '1 of 6' })).toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(6);
  });

  it('closes with a call to action to /contact', async () => {
    await renderPage();
    const cta = section('Bring Alex Rivera to Your Next Event');
    expect(
      within(cta).getByRole('link', { name: 'Request a Speaking Engagement' }),
    ).toHaveAttribute('href', '/contact');
  });
});
