import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { paragraphs } from '@bb/shared/pages/rich-text';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('AboutPage with an edited document', () => {
  it('shows the edited texts, list items and alt text, with placeholders filled', async () => {
    mockFetch();
    const about = structuredClone(DEFAULT_PAGES.about);
    about.hero.headline = 'Every Mind Belongs at {name}';
    about.values.items = [
      ...about.values.items.slice(1),
      { title: 'Curiosity', text: 'We ask before we assume.' },
    ];
    about.impact.stats[0] = { value: '75+', label: 'Speaking events' };
    about.story.image.alt = 'A new picture of the team';
    about.story.items[0].body = paragraphs('A rewritten first part of the story.');
    renderWithProviders(<AppRoutes />, { path: '/about', pages: { about } });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Every Mind Belongs at Building Bridges Inclusion',
      }),
    ).toBeInTheDocument();
    const values = await screen.findByRole('region', { name: 'Our Core Values' });
    const titles = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Empowerment Through Storytelling',
      'Inclusion and Acceptance',
      'Authenticity and Integrity',
      'Collaboration and Community',
      'Curiosity',
    ]);
    expect(screen.getByText('75+')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A new picture of the team' })).toBeInTheDocument();
    expect(screen.getByText('A rewritten first part of the story.')).toBeInTheDocument();
  });
});
