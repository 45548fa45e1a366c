import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@bb/shared/pages/checks';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { parseRichText } from '@bb/shared/pages/rich-text-markdown';
import { termsSchema } from '@bb/shared/pages/terms';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('TermsPage with an edited document', () => {
  it('is valid as it first shows', () => {
    expect(termsSchema.safeParse(DEFAULT_PAGES.terms).success).toBe(true);
    expect(checkContent(termsSchema, DEFAULT_PAGES.terms)).toEqual([]);
  });

  it('shows the edited title, dates and sections, with placeholders filled', async () => {
    mockFetch();
    const terms = structuredClone(DEFAULT_PAGES.terms);
    terms.document.title = 'Terms of {name}';
    terms.document.lastUpdated = 'Last updated March 3, 2026';
    terms.document.effective = '';
    terms.sections = [
      ...terms.sections.slice(0, 9),
      {
        title: '10. Governing Law',
        anchor: 'governing-law',
        body: parseRichText('### Where\n\nThe courts of **{name}** decide.', true),
      },
    ];
    renderWithProviders(<AppRoutes />, { path: '/terms', pages: { terms } });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Terms of Building Bridges Inclusion' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated March 3, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Effective January 15, 2025')).not.toBeInTheDocument();
    // The sections are a chunk of their own.
    const section = await screen.findByRole(
      'region',
      { name: '10. Governing Law' },
      { timeout: 5000 },
    );
    expect(within(section).getByRole('heading', { level: 3, name: 'Where' })).toBeInTheDocument();
    expect(within(section).getByText('Building Bridges Inclusion')).toHaveProperty(
      'tagName',
      'STRONG',
    );
    expect(screen.queryByText('10. Dispute Resolution')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(nav).getByRole('link', { name: '10. Governing Law' })).toHaveAttribute(
      'href',
      '#governing-law',
    );
  }, 60_000);
});
