import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './ScrollManager';

function Page({ title }: { title: string }) {
  return (
    <main id="main">
      <h1>{title}</h1>
    </main>
  );
}

function setup(reducedMotion: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reducedMotion && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollManager />
            <Page title="Home" />
          </>
        ),
      },
      {
        path: '/other',
        element: (
          <>
            <ScrollManager />
            <Page title="Other page" />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

describe('ScrollManager', () => {
  it('leaves the first page load alone', () => {
    const { scrollTo } = setup(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on a route change and focuses the new main heading', async () => {
    const { router, scrollTo } = setup(false);
    await act(() => router.navigate('/other'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { name: 'Other page' })).toHaveFocus();
  });

  it('jumps instantly under prefers-reduced-motion', async () => {
    const { router, scrollTo } = setup(true);
    await act(() => router.navigate('/other'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
