import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

function section(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

describe('SpeakerPage with an edited document', () => {
  it('shows the edited texts, list items, figures and alt text, with placeholders filled', async () => {
    mockFetch();
    const page = structuredClone(DEFAULT_PAGES['mwo-show']);
    page.hero.headline = 'Say Hello to {speaker} of {name}';
    page.hero.stats[0] = { value: '75+', label: 'Speaking events' };
    page.hero.portrait.alt = 'A new portrait of {speaker}';
    page.biography.blocks = page.biography.blocks.slice(0, 4);
    page.achievements.items = [...page.achievements.items, 'Named Speaker of the Year 2025'];
    page.topics.items[1].duration = '75 minutes';
    renderWithProviders(<AppRoutes />, { path: '/mwo-show', pages: { 'mwo-show': page } });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Say Hello to Our Founder of Building Bridges Inclusion',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('75+')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A new portrait of Our Founder' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Key Achievements' }, { timeout: 5000 });
    expect(within(section('About Our Founder')).getAllByRole('heading', { level: 3 })).toHaveLength(
      4,
    );
    const achievements = within(section('Key Achievements')).getAllByRole('listitem');
    expect(achievements).toHaveLength(11);
    expect(achievements[10]).toHaveTextContent('Named Speaker of the Year 2025');
    expect(achievements[6]).toHaveTextContent('Founder of Building Bridges Inclusion');
    const topics = within(section('Speaking Topics')).getAllByRole('listitem');
    expect(topics[1]).toHaveTextContent('75 minutes');
  });
});
