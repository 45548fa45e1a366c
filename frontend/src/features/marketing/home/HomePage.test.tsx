import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/utils';
import HomePage from '../HomePage';
import { expectLinks } from '../../../test/expectations';

/** Renders the page and waits for its sections below the hero (a chunk of their own). */
async function setup() {
  mockFetch();
  renderWithProviders(<HomePage />);
  await screen.findByRole('region', { name: 'Three Pillars of Lasting Change' });
  return { user: userEvent.setup() };
}

const pillar = (name: string) => screen.getByRole('article', { name });
const toggle = (card: HTMLElement) =>
  within(card).getByRole('button', { name: /^(Learn More|Show Less)$/ });

describe('HomePage', () => {
  it('keeps the hero, then the three pillars with their exact figures', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Today' })).toHaveAttribute('href', '/mwo-show');
    const section = screen.getByRole('region', { name: 'Three Pillars of Lasting Change' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Inclusion',
      'Impact',
      'Innovation',
    ]);
    expect(
      within(pillar('Inclusion')).getByText('employee engagement increase within 6 months'),
    ).toBeInTheDocument();
    expect(
      within(pillar('Impact')).getByText('boost in team productivity (average across clients)'),
    ).toBeInTheDocument();
    expect(
      within(pillar('Innovation')).getByText('faster problem-solving in diverse teams'),
    ).toBeInTheDocument();
    // The counters' first render is their final value.
    expect(within(pillar('Inclusion')).getAllByText('92%').length).toBeGreaterThan(0);
    expect(within(pillar('Impact')).getAllByText('43%').length).toBeGreaterThan(0);
    expect(within(pillar('Innovation')).getAllByText('85%').length).toBeGreaterThan(0);
  });

  it("each pillar has 'Get Started' to /contact, and the section ends with its two buttons", async () => {
    await setup();
    for (const name of ['Inclusion', 'Impact', 'Innovation']) {
      expect(within(pillar(name)).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    expectLinks([
      ['Book Free Consultation', '/contact'],
      ['Programs and Services', '/programs'],
    ]);
  });

  it("'Learn More' expands the card's Key Strategies; only one card is expanded at a time", async () => {
    const { user } = await setup();
    const [inclusion, impact, innovation] = ['Inclusion', 'Impact', 'Innovation'].map(pillar);
    const listOf = (card: HTMLElement) =>
      document.getElementById(toggle(card).getAttribute('aria-controls') as string) as HTMLElement;

    for (const card of [inclusion, impact, innovation]) {
      expect(toggle(card)).toHaveAttribute('aria-expanded', 'false');
      expect(toggle(card)).toHaveTextContent('Learn More');
      expect(listOf(card)).not.toBeVisible();
    }

    await user.click(toggle(inclusion));
    expect(toggle(inclusion)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(inclusion)).toHaveTextContent('Show Less');
    expect(listOf(inclusion)).toBeVisible();
    expect(
      within(listOf(inclusion)).getByRole('heading', { name: 'Key Strategies' }),
    ).toBeVisible();
    expect(within(listOf(inclusion)).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    // Expanding another collapses the first.
    await user.click(toggle(impact));
    expect(toggle(impact)).toHaveAttribute('aria-expanded', 'true');
    expect(listOf(impact)).toBeVisible();
    expect(toggle(inclusion)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(inclusion)).toHaveTextContent('Learn More');
    expect(listOf(inclusion)).not.toBeVisible();

    // 'Show Less' closes it again; with the keyboard too.
    toggle(impact).focus();
    await user.keyboard('{Enter}');
    expect(toggle(impact)).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(impact)).not.toBeVisible();
    expect(screen.queryAllByRole('button', { name: 'Show Less' })).toHaveLength(0);
  });

  it('programs and services: the two services with their highlights, a client quote each, and the link to /programs', async () => {
    await setup();
    const section = screen.getByRole('region', { name: 'Programs and Services' });
    const training = within(section).getByRole('article', { name: 'Corporate Inclusion Training' });
    expect(
      within(training)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Unconscious bias mitigation',
      'Inclusive leadership development',
      'Disability awareness training',
    ]);
    expect(training.querySelector('blockquote')).not.toBeNull();
    const speaking = within(section).getByRole('article', { name: 'Speaking Engagements' });
    expect(
      within(speaking)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Motivational keynotes', 'Leadership conferences', 'Corporate events']);
    expect(speaking.querySelector('blockquote')).not.toBeNull();
    expect(
      within(section).getByRole('link', { name: 'View All Programs & Services' }),
    ).toHaveAttribute('href', '/programs');
  });

  it('has one h1 and no skipped heading levels', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });
});
