import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@bb/shared/pages/checks';
import { corporateEngagementSchema } from '@bb/shared/pages/corporate-engagement';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('CorporateEngagementPage with an edited document', () => {
  it('is valid as it first shows', () => {
    const page = DEFAULT_PAGES['corporate-engagement'];
    expect(corporateEngagementSchema.safeParse(page).success).toBe(true);
    expect(checkContent(corporateEngagementSchema, page)).toEqual([]);
  });

  it('shows the edited texts, figures, formats, steps and alt text, with placeholders filled', async () => {
    mockFetch();
    const engagement = structuredClone(DEFAULT_PAGES['corporate-engagement']);
    engagement.hero.headline = 'Inclusion at Work With {name}';
    engagement.banner.stats[1] = { value: '75+', label: 'Speaking events' };
    engagement.banner.portrait.alt = 'A new portrait of {speaker}';
    engagement.banner.awardYear = '2024';
    engagement.why.figures[0].value = '95%';
    engagement.formats.items = [
      ...engagement.formats.items.slice(0, 3),
      {
        title: 'Panel Discussion',
        text: 'A moderated conversation with your own people.',
        length: 'One hour',
        bestFor: 'Heritage months',
        button: { label: 'Plan a Panel', href: '/contact' },
      },
    ];
    engagement.steps.items.pop();
    renderWithProviders(<AppRoutes />, {
      path: '/corporate-engagement',
      pages: { 'corporate-engagement': engagement },
    });

    const h1 = await screen.findByRole(
      'heading',
      { level: 1, name: 'Inclusion at Work With Building Bridges Inclusion' },
      { timeout: 10_000 },
    );
    const hero = h1.closest('section') as HTMLElement;
    expect(within(hero).getByText('75+')).toBeInTheDocument();
    expect(within(hero).getByText('2024')).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: /^A new portrait of / })).toBeInTheDocument();
    const formats = await screen.findByRole(
      'region',
      { name: 'Engagement Formats' },
      { timeout: 5000 },
    );
    expect(
      within(formats)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Keynote', 'Workshop Series', 'Leadership Training', 'Panel Discussion']);
    expect(within(formats).getByRole('link', { name: 'Plan a Panel' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByText('95%')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How an Engagement Works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  }, 60_000);
});
