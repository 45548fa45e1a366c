import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@bb/shared/pages/checks';
import { corporateSchema } from '@bb/shared/pages/corporate';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';
import { stubScrollIntoView } from '../../../test/scroll';

stubScrollIntoView();

describe('CorporatePage with an edited document', () => {
  it('is valid as it first shows, and refuses a level the form does not have', () => {
    expect(corporateSchema.safeParse(DEFAULT_PAGES.corporate).success).toBe(true);
    expect(checkContent(corporateSchema, DEFAULT_PAGES.corporate)).toEqual([]);
    const wrong = structuredClone(DEFAULT_PAGES.corporate) as { levels: { items: object[] } };
    wrong.levels.items[0] = { ...wrong.levels.items[0], formLevel: 'platinum' };
    expect(corporateSchema.safeParse(wrong).success).toBe(false);
  });

  it('shows the edited texts, figures, levels and alt text, with placeholders filled', async () => {
    mockFetch();
    const corporate = structuredClone(DEFAULT_PAGES.corporate);
    corporate.hero.headline = 'Partner With {name}';
    corporate.benefits.items[1] = { ...corporate.benefits.items[1], value: '91%' };
    corporate.levels.items = corporate.levels.items.slice(1).map((level) => ({
      ...level,
      badge: level.formLevel === 'sponsor' ? 'Best Value' : '',
    }));
    corporate.levels.items[1].buttonLabel = 'Sponsor a Program';
    corporate.csr.image.alt = 'A new picture of volunteers';
    renderWithProviders(<AppRoutes />, { path: '/corporate', pages: { corporate } });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Partner With Building Bridges Inclusion' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const levels = await screen.findByRole(
      'region',
      { name: 'Partnership Levels' },
      { timeout: 5000 },
    );
    expect(
      within(levels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Corporate Client', 'Program Sponsor']);
    expect(within(levels).queryByText('Most Popular')).toBeNull();
    expect(within(levels).getByText('Best Value')).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Why Inclusion Is a Business Advantage' });
    expect(
      within(benefits)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['35%', '91%', '70%', '70%']);
    expect(screen.getByRole('img', { name: 'A new picture of volunteers' })).toBeInTheDocument();

    // The renamed button still selects its level in the form.
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Partnership inquiry' });
    const level = within(form).getByRole('combobox', { name: 'Partnership level' });
    await user.click(screen.getByRole('button', { name: 'Sponsor a Program' }));
    await waitFor(() => expect(level).toHaveValue('sponsor'));
  }, 60_000);
});
