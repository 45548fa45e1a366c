import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('ProgramsPage with an edited document', () => {
  it('shows the edited texts, programmes, features and alt text, with placeholders filled', async () => {
    mockFetch();
    const programs = structuredClone(DEFAULT_PAGES.programs);
    programs.hero.headline = 'Programs by {name}';
    const [training, ...rest] = programs.programs.items;
    training.duration = '90 minutes per session';
    training.features = ['Neurodiversity basics', ...training.features.slice(1)];
    training.image.alt = 'A new picture of a training session';
    programs.programs.items = [
      training,
      ...rest.slice(0, 2),
      {
        ...rest[2],
        title: 'Family Evenings',
        quote: 'A warm evening for the whole family.',
      },
      {
        ...rest[0],
        title: 'Mentoring',
        image: { url: '/images/program-speaking-960.webp', alt: '', decorative: true },
      },
    ];
    renderWithProviders(<AppRoutes />, { path: '/programs', pages: { programs } });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Programs by Building Bridges Inclusion',
      }),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Find the Right Program' });
    const cards = within(section).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Corporate Inclusion Training',
      'Speaking Engagements',
      'Workshop Programs',
      'Family Evenings',
      'Mentoring',
    ]);
    expect(within(cards[0]).getByText('90 minutes per session')).toBeInTheDocument();
    expect(
      within(cards[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Neurodiversity basics',
      'Inclusive leadership development',
      'Disability awareness training',
      'Neurodiversity in the workplace',
    ]);
    expect(within(cards[0]).getByRole('img')).toHaveAttribute(
      'alt',
      'A new picture of a training session',
    );
    expect(
      within(cards[3]).getByText('“A warm evening for the whole family.”'),
    ).toBeInTheDocument();
    expect(within(cards[4]).queryByRole('img')).toBeNull();
    expect(within(cards[4]).getByRole('link', { name: 'Get Started' })).toHaveAccessibleDescription(
      'Mentoring',
    );
  });
});
