import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@bb/shared/pages/checks';
import { contactSchema } from '@bb/shared/pages/contact';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { parseRichText } from '@bb/shared/pages/rich-text-markdown';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('ContactPage with an edited document', () => {
  it('is valid as it first shows', () => {
    expect(contactSchema.safeParse(DEFAULT_PAGES.contact).success).toBe(true);
    expect(checkContent(contactSchema, DEFAULT_PAGES.contact)).toEqual([]);
  });

  it('shows the edited texts, figures, tabs and reply times, with placeholders filled', async () => {
    mockFetch();
    const contact = structuredClone(DEFAULT_PAGES.contact);
    contact.hero.headline = 'Talk to {name}';
    contact.hero.stats = [
      { value: '12hrs', label: 'Response time' },
      ...contact.hero.stats.slice(1, 3),
    ];
    contact.forms.general.tab = 'Question';
    contact.forms.general.intro = parseRichText(
      'Ask {name} anything, or read our [terms](/terms) first.',
    );
    contact.direct.replies = [...contact.direct.replies, 'Press inquiries: within 2 days.'];
    renderWithProviders(<AppRoutes />, { path: '/contact', pages: { contact } });

    const h1 = await screen.findByRole(
      'heading',
      { level: 1, name: 'Talk to Building Bridges Inclusion' },
      { timeout: 10_000 },
    );
    const hero = h1.closest('section') as HTMLElement;
    expect(
      within(hero)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['12hrs', '10,000+', '100%']);
    const tablist = await screen.findByRole(
      'tablist',
      { name: 'Type of inquiry' },
      { timeout: 5000 },
    );
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Question', 'Speaking Request', 'Partnership']);
    const panel = screen.getByRole('tabpanel', { name: 'Question' });
    expect(
      within(panel).getByText(/^Ask Building Bridges Inclusion anything, or read our/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    const direct = screen.getByRole('complementary', { name: 'Reach Us Directly' });
    expect(within(direct).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Press inquiries: within 2 days.',
    );
  }, 60_000);
});
