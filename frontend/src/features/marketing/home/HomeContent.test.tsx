import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('HomePage with an edited document', () => {
  it('shows the edited texts, pillars, counters and figures, with placeholders filled', async () => {
    mockFetch();
    const home = structuredClone(DEFAULT_PAGES.home);
    home.hero.headline = 'Every Mind Belongs at {name}';
    home.hero.stats[1] = { value: '2024', label: 'Dream on 3 Award' };
    home.pillars.items[1].value = 57;
    home.pillars.items.push({
      title: 'Belonging',
      value: 3,
      suffix: 'x',
      statLabel: 'more employees who feel they belong',
      description: 'Teams where everyone is at home.',
      strategies: ['Listening sessions'],
    });
    home.services.items = home.services.items.slice(0, 1);
    renderWithProviders(<AppRoutes />, { path: '/', pages: { home } });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Every Mind Belongs at Building Bridges Inclusion',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();
    const pillars = await screen.findByRole('region', { name: 'Three Pillars of Lasting Change' });
    const cards = within(pillars).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Inclusion',
      'Impact',
      'Innovation',
      'Belonging',
    ]);
    // The counters' first render is their final value.
    expect(within(cards[1]).getAllByText('57%').length).toBeGreaterThan(0);
    expect(within(cards[3]).getAllByText('3x').length).toBeGreaterThan(0);
    const services = screen.getByRole('region', { name: 'Programs and Services' });
    expect(within(services).getAllByRole('article')).toHaveLength(1);
  });
});
