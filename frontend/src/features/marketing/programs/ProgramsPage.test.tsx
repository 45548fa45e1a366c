import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../api/settings';
import { mockFetch, renderWithProviders } from '../../../test/utils';
import ProgramsPage from './ProgramsPage';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { expectLinks } from '../../../test/expectations';

/** The default document's programmes, with today's names for their image's alt and quote's author. */
const PROGRAMS = DEFAULT_PAGES.programs.programs.items.map((program) => ({
  ...program,
  imageAlt: program.image.alt,
  client: program.quoteBy,
}));

/** Renders the page and waits for its sections below the hero (a chunk of their own). */
async function setup(speakerName?: string) {
  const site = speakerName ? { ...DEFAULT_SITE, speakerName } : DEFAULT_SITE;
  mockFetch({ 'GET /api/site': { body: site } });
  renderWithProviders(<ProgramsPage />, { path: '/programs', site });
  await screen.findByRole('region', { name: 'Find the Right Program' });
}

describe('ProgramsPage', () => {
  it("has its own title and a hero with 'Start Your Journey' and 'Meet {name}'", async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectLinks([
      ['Start Your Journey', '/contact'],
      ['Meet Our Founder', '/mwo-show'],
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Programs and Services \|/));
  });

  it('uses the speaker name from the site details', async () => {
    await setup('Jordan Rivera');
    expect(await screen.findByRole('link', { name: 'Meet Jordan Rivera' })).toHaveAttribute(
      'href',
      '/mwo-show',
    );
  });

  it('shows the four programs in order, each with image, description, four features, duration, audience, quote and Get Started', async () => {
    await setup();
    const section = screen.getByRole('region', { name: 'Find the Right Program' });
    const cards = within(section).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Corporate Inclusion Training',
      'Speaking Engagements',
      'Workshop Programs',
      'Community Outreach',
    ]);
    cards.forEach((card, i) => {
      const program = PROGRAMS[i];
      expect(program.features.length).toBeGreaterThanOrEqual(5);
      expect(within(card).getByRole('img')).toHaveAttribute('alt', program.imageAlt);
      expect(within(card).getByText(program.description)).toBeInTheDocument();
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(program.features.slice(0, 4));
      expect(within(card).getByText('Duration')).toBeInTheDocument();
      expect(within(card).getByText(program.duration)).toBeInTheDocument();
      expect(within(card).getByText('Ideal for')).toBeInTheDocument();
      expect(within(card).getByText(program.audience)).toBeInTheDocument();
      expect(within(card).getByText(`“${program.quote}”`)).toBeInTheDocument();
      expect(within(card).getByText(program.client)).toBeInTheDocument();
      const start = within(card).getByRole('link', { name: 'Get Started' });
      expect(start).toHaveAttribute('href', '/contact');
      expect(start).toHaveAccessibleDescription(program.title);
    });
  });

  it("shows the spec's durations", async () => {
    await setup();
    expect(screen.getByText('1 to 3 hours per session')).toBeInTheDocument();
    expect(screen.getByText('30 minutes to 2 hours')).toBeInTheDocument();
    expect(screen.getByText('2-8 hours')).toBeInTheDocument();
  });
});
