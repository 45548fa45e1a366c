import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('ImpactPage with an edited document', () => {
  it('shows the edited texts, figures, case studies, awards and alt text, with placeholders filled', async () => {
    mockFetch();
    const impact = structuredClone(DEFAULT_PAGES.impact);
    impact.hero.headline = 'Measurable Change with {name}';
    impact.hero.stats[0] = { value: '600+', label: 'Companies served' };
    impact.results.stats[1].value = '47%';
    impact.caseStudies.items = impact.caseStudies.items.slice(0, 2);
    impact.caseStudies.items[0].image.alt = 'A new picture of a hospital team';
    impact.caseStudies.items[1].results.push('A fifth result');
    impact.recognition.items.push({
      year: '2025',
      title: 'Inclusion Champion',
      issuer: 'City Council',
      description: 'For {name}, a year of work in every school of the city.',
    });
    renderWithProviders(<AppRoutes />, { path: '/impact', pages: { impact } });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Measurable Change with Building Bridges Inclusion',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('600+')).toBeInTheDocument();
    const results = await screen.findByRole('region', {
      name: 'Results That Speak for Themselves',
    });
    expect(
      within(results)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['92%', '47%', '85%', '10K+']);
    const studies = within(
      screen.getByRole('region', { name: 'Inclusion in Practice' }),
    ).getAllByRole('article');
    expect(studies).toHaveLength(2);
    expect(within(studies[0]).getByRole('img')).toHaveAttribute(
      'alt',
      'A new picture of a hospital team',
    );
    expect(within(studies[1]).getAllByRole('listitem')).toHaveLength(5);
    const awards = within(screen.getByRole('region', { name: 'Awards and Recognition' }));
    expect(awards.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(
      awards.getByText(
        'For Building Bridges Inclusion, a year of work in every school of the city.',
      ),
    ).toBeInTheDocument();
  });
});
