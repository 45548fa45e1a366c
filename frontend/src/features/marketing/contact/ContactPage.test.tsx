import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../api/settings';
import { mockFetch, renderApp } from '../../../test/utils';
import { expectLinks } from '../../../test/expectations';
import { stubScrollIntoView } from '../../../test/scroll';
import { preferReducedMotion } from '../../../test/mediaQuery';

const scrollIntoView = stubScrollIntoView();

async function openContact(path = '/contact') {
  const site = {
    ...DEFAULT_SITE,
    phoneDisplay: '+1 (555) 010-0142',
    phoneHref: 'tel:+15550100142',
  };
  mockFetch({ 'GET /api/site': { body: site } });
  renderApp(path, { site });
  await screen.findByRole(
    'heading',
    { level: 1, name: "Let's Start the Conversation" },
    { timeout: 10_000 },
  );
  // The sections below the hero are a chunk of their own.
  await screen.findByRole('tablist', { name: 'Type of inquiry' }, { timeout: 5000 });
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ContactPage', () => {
  it('shows the hero statistics, a Call Now telephone link and the direct contact details', async () => {
    await openContact();
    const hero = screen.getByRole('region', { name: "Let's Start the Conversation" });
    const figures = within(hero)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['24hrs', '10,000+', '100%', '50+']);
    expect(within(hero).getByText('Response time')).toBeInTheDocument();
    expect(within(hero).getByText('Clients served')).toBeInTheDocument();
    expect(within(hero).getByText('Client satisfaction')).toBeInTheDocument();
    expect(within(hero).getByText('Speaking events')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(hero).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
        'href',
        'tel:+15550100142',
      ),
    );
    const direct = screen.getByRole('complementary', { name: 'Reach Us Directly' });
    expectLinks(
      [
        ['+1 (555) 010-0142', 'tel:+15550100142'],
        ['hello@example.org', 'mailto:hello@example.org'],
      ],
      direct,
    );
    expect(document.title).toBe('Contact | Building Bridges Inclusion');
  });

  it('has three tabs with General Inquiry selected and its form shown', async () => {
    await openContact();
    const tabs = within(screen.getByRole('tablist', { name: 'Type of inquiry' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((t) => t.textContent)).toEqual([
      'General Inquiry',
      'Speaking Request',
      'Partnership',
    ]);
    expect(tab('General Inquiry')).toHaveAttribute('aria-selected', 'true');
    expect(tab('General Inquiry')).toHaveAttribute('tabindex', '0');
    expect(tab('Speaking Request')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Speaking Request')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'General Inquiry' });
    expect(tab('General Inquiry')).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('form', { name: 'General inquiry' })).toBeInTheDocument();
    // Only the selected panel is displayed.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys, Home and End (wrapping), selecting as focus moves', async () => {
    const user = await openContact();
    tab('General Inquiry').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Speaking Request')).toHaveFocus();
    expect(tab('Speaking Request')).toHaveAttribute('aria-selected', 'true');
    expect(tab('General Inquiry')).toHaveAttribute('tabindex', '-1');
    const speaking = screen.getByRole('tabpanel', { name: 'Speaking Request' });
    expect(
      await within(speaking).findByRole('form', { name: 'Speaking request' }),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(tab('Partnership')).toHaveFocus();
    expect(tab('Partnership')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('General Inquiry')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Partnership')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('General Inquiry')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Partnership')).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Partnership' })).toHaveFocus();
    expect(scrollIntoView.mock).not.toHaveBeenCalled();
  });

  it('opens the tab named in the URL (?tab=speaking; the Partnership tab is ?tab=corporate)', async () => {
    await openContact('/contact?tab=speaking');
    expect(tab('Speaking Request')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Speaking request' })).toBeInTheDocument();
  });

  it('ignores an unknown tab in the URL', async () => {
    await openContact('/contact?tab=admin');
    expect(tab('General Inquiry')).toHaveAttribute('aria-selected', 'true');
  });

  it('the Partnership tab has the packet download, a call-for-assistance line and the partnership form', async () => {
    await openContact('/contact?tab=corporate');
    const panel = screen.getByRole('tabpanel', { name: 'Partnership' });
    const packet = within(panel).getByRole('link', { name: /Download Partnership Packet/ });
    expect(packet).toHaveAttribute('href', '/api/partnership-packet');
    expect(packet).toHaveAttribute('download');
    expect(packet).toHaveTextContent('Download Partnership Packet (PDF)');
    expect(within(panel).getByText(/Prefer to talk it through\? Call us at/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: '+1 (555) 010-0142' })).toHaveAttribute(
        'href',
        'tel:+15550100142',
      ),
    );
    expect(
      await within(panel).findByRole('form', { name: 'Partnership inquiry' }),
    ).toBeInTheDocument();
  });

  it('choosing General Inquiry (hero button or tab) scrolls smoothly to the forms', async () => {
    preferReducedMotion(false);
    const user = await openContact('/contact?tab=speaking');
    await user.click(screen.getByRole('button', { name: 'General Inquiry' }));
    expect(tab('General Inquiry')).toHaveAttribute('aria-selected', 'true');
    expect(tab('General Inquiry')).toHaveFocus();
    expect(scrollIntoView.mock).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.mock.contexts[0]).toBe(
      screen.getByRole('region', { name: 'How Can We Help?' }),
    );
    expect(scrollIntoView.mock).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });

    await user.click(tab('Partnership'));
    expect(scrollIntoView.mock).toHaveBeenCalledTimes(1);
    await user.click(tab('General Inquiry'));
    expect(scrollIntoView.mock).toHaveBeenCalledTimes(2);
  });

  it('scrolls instantly under reduced motion', async () => {
    preferReducedMotion(true);
    const user = await openContact();
    await user.click(screen.getByRole('button', { name: 'General Inquiry' }));
    expect(scrollIntoView.mock).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });
});
