import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@bb/shared/pages/checks';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { paragraphs } from '@bb/shared/pages/rich-text';
import { privacySchema } from '@bb/shared/pages/privacy';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('PrivacyPage with an edited document', () => {
  it('is valid as it first shows', () => {
    expect(privacySchema.safeParse(DEFAULT_PAGES.privacy).success).toBe(true);
    expect(checkContent(privacySchema, DEFAULT_PAGES.privacy)).toEqual([]);
  });

  it('refuses two sections with one anchor', () => {
    const privacy = structuredClone(DEFAULT_PAGES.privacy);
    privacy.sections[1].anchor = privacy.sections[0].anchor;
    expect(privacySchema.safeParse(privacy).success).toBe(false);
  });

  it('shows the edited title, date, sections and cookies, with placeholders filled', async () => {
    mockFetch();
    const privacy = structuredClone(DEFAULT_PAGES.privacy);
    privacy.document.title = 'Privacy at {name}';
    privacy.document.lastUpdated = 'Last updated March 3, 2026';
    const cookies = privacy.sections.find((section) => section.anchor === 'cookies')!;
    cookies.cookies = [
      ...cookies.cookies.slice(1),
      { name: '`lang`', purpose: 'Your language.', duration: 'One year' },
    ];
    privacy.sections = privacy.sections.filter((section) => section.anchor !== 'changes');
    privacy.sections.push({
      title: 'Children',
      anchor: 'children',
      body: paragraphs('We do not knowingly collect data about children.'),
      address: [],
      cookies: [],
      closing: [],
    });
    renderWithProviders(<AppRoutes />, { path: '/privacy', pages: { privacy } });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Privacy at Building Bridges Inclusion' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated March 3, 2026')).toBeInTheDocument();
    // The sections are a chunk of their own.
    const table = await screen.findByRole(
      'table',
      { name: 'Cookies set by this site' },
      { timeout: 5000 },
    );
    expect(within(table).getByText('lang')).toHaveProperty('tagName', 'CODE');
    expect(within(table).queryByText('sid')).not.toBeInTheDocument();
    expect(within(table).getByText('One year')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Children' })).toHaveTextContent(
      'We do not knowingly collect data about children.',
    );
    expect(screen.queryByRole('heading', { name: 'Changes to This Policy' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(nav).getAllByRole('link').at(-1)).toHaveAttribute('href', '#children');
  }, 60_000);
});
