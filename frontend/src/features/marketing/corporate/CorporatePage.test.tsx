import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '../../../test/utils';
import { stubScrollIntoView } from '../../../test/scroll';

const scrollIntoView = stubScrollIntoView();

async function openCorporate() {
  mockFetch();
  renderApp('/corporate');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Corporate Opportunities' },
    { timeout: 10_000 },
  );
  // The sections below the hero are a chunk of their own.
  await screen.findByRole('heading', { level: 2, name: 'Partnership Levels' }, { timeout: 5000 });
  return userEvent.setup();
}

const levelCard = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('CorporatePage', () => {
  it('is titled Corporate Opportunities and shows the four benefit figures', async () => {
    await openCorporate();
    expect(document.title).toBe('Corporate Opportunities | Building Bridges Inclusion');
    const benefits = screen.getByRole('region', { name: 'Why Inclusion Is a Business Advantage' });
    // In the DOM each figure (dd) follows its label (dt); they are shown figure first.
    expect(
      within(benefits)
        .getAllByRole('term')
        .map((dt) => dt.firstChild?.textContent),
    ).toEqual([
      'Better financial performance',
      'Engagement improvement',
      'Turnover reduction',
      'Faster problem-solving',
    ]);
    expect(
      within(benefits)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['35%', '87%', '70%', '70%']);
  });

  it('shows the three partnership levels with prices, benefits and Corporate Client marked Most Popular', async () => {
    await openCorporate();
    const levels = screen.getByRole('region', { name: 'Partnership Levels' });
    expect(
      within(levels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Strategic Partner', 'Corporate Client', 'Program Sponsor']);
    expect(within(levelCard('Strategic Partner')).getByText('Custom pricing')).toBeInTheDocument();
    expect(within(levelCard('Corporate Client')).getByText('$15,000-$50,000')).toBeInTheDocument();
    expect(within(levelCard('Program Sponsor')).getByText('$5,000-$15,000')).toBeInTheDocument();
    expect(within(levels).getAllByText('Most Popular')).toHaveLength(1);
    expect(within(levelCard('Corporate Client')).getByText('Most Popular')).toBeInTheDocument();
    for (const name of ['Strategic Partner', 'Corporate Client', 'Program Sponsor']) {
      const card = levelCard(name);
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
      expect(within(card).getByRole('button', { name: `Choose ${name}` })).toBeEnabled();
    }
  });

  it("a level's button selects that level in the inquiry form, scrolls to the form and focuses the level field", async () => {
    const user = await openCorporate();
    const form = await screen.findByRole('form', { name: 'Partnership inquiry' });
    const level = within(form).getByRole('combobox', { name: 'Partnership level' });
    expect(level).toHaveValue('client');

    await user.click(screen.getByRole('button', { name: 'Choose Program Sponsor' }));
    await waitFor(() => expect(level).toHaveValue('sponsor'));
    expect(level).toHaveFocus();
    expect(scrollIntoView.mock).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.mock.contexts[0]).toBe(
      screen.getByRole('region', { name: 'Start Your Partnership' }),
    );

    await user.click(screen.getByRole('button', { name: 'Choose Strategic Partner' }));
    await waitFor(() => expect(level).toHaveValue('strategic'));
    // The same level again (after changing the field by hand) is applied again.
    await user.selectOptions(level, 'client');
    await user.click(screen.getByRole('button', { name: 'Choose Strategic Partner' }));
    await waitFor(() => expect(level).toHaveValue('strategic'));
    expect(scrollIntoView.mock).toHaveBeenCalledTimes(3);
  });

  it('has the social responsibility section and the partnership packet download', async () => {
    await openCorporate();
    const csr = screen.getByRole('region', { name: 'Corporate Social Responsibility' });
    expect(within(csr).getByRole('img')).toHaveAttribute('alt');
    expect(within(csr).getByRole('img').getAttribute('alt')).not.toBe('');
    const packets = screen.getAllByRole('link', { name: /Download Partnership Packet/ });
    expect(packets.length).toBeGreaterThanOrEqual(1);
    for (const link of packets) {
      expect(link).toHaveAttribute('href', '/api/partnership-packet');
      expect(link).toHaveAttribute('download');
    }
    const inquiry = screen.getByRole('region', { name: 'Start Your Partnership' });
    expect(within(inquiry).getByText(/within 48 hours/)).toBeInTheDocument();
    expect(within(inquiry).getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
  });
});
