import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../test/utils';
import { Navbar } from './Navbar';

const EXPECTED_LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['The MWO Show', '/mwo-show'],
  ['Programs', '/programs'],
  ['Corporate Engagement', '/corporate-engagement'],
  ['Contact', '/contact'],
];

function setup(overHero: boolean, path = '/') {
  mockFetch();
  renderWithProviders(<Navbar overHero={overHero} />, { path });
  return {
    bar: screen.getByRole('banner'),
    nav: screen.getByRole('navigation', { name: 'Main' }),
    menuButton: screen.getByRole('button', { name: 'Menu' }),
  };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('Navbar', () => {
  it('links the six main pages and the logo to home, marking the current page', () => {
    const { bar, nav } = setup(false, '/about');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(EXPECTED_LINKS);
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(
      within(bar).getByRole('link', { name: 'Building Bridges Inclusion, home' }),
    ).toHaveAttribute('href', '/');
  });

  it('over a hero: transparent at the top, opaque once scrolled more than 10 px', () => {
    const { bar } = setup(true);
    scrollTo(0);
    expect(bar).toHaveAttribute('data-opaque', 'false');
    scrollTo(10);
    expect(bar).toHaveAttribute('data-opaque', 'false');
    scrollTo(11);
    expect(bar).toHaveAttribute('data-opaque', 'true');
    scrollTo(0);
    expect(bar).toHaveAttribute('data-opaque', 'false');
  });

  it('on a page without a hero: opaque from the start', () => {
    scrollTo(0);
    const { bar } = setup(false, '/newsletter/unsubscribe');
    expect(bar).toHaveAttribute('data-opaque', 'true');
  });

  it('the menu button opens and closes the collapsible menu; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    const { menuButton } = setup(true);
    const menuId = menuButton.getAttribute('aria-controls') as string;
    const menu = document.getElementById(menuId) as HTMLElement;
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link')).toHaveLength(6);

    within(menu).getByRole('link', { name: 'Programs' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
