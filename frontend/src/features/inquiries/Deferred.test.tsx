import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../lib/lazyPage';
import { Deferred, IDLE_LOAD_DELAY_MS, LOAD_MARGIN } from './Deferred';
import { FormSkeleton } from './FormSkeleton';
import { CONTACT_FORM_LAYOUT } from './formLayout';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

function stubIntersectionObserver() {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderDeferred(load: () => Promise<{ default: typeof Hello }>) {
  const component = lazyPage(load);
  render(
    <Deferred
      component={component}
      props={{ name: 'Ada' }}
      fallback={(failed) => <FormSkeleton layout={CONTACT_FORM_LAYOUT} failed={failed} />}
    />,
  );
}

describe('Deferred', () => {
  it('shows the skeleton and downloads the code only when its place nears the viewport', async () => {
    stubIntersectionObserver();
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    renderDeferred(load);
    expect(screen.getByTestId('form-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading the form...')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe(LOAD_MARGIN);
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
  });

  it('loads anyway a few seconds after the page started, when the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      stubIntersectionObserver();
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
      const load = vi.fn(() => Promise.resolve({ default: Hello }));
      renderDeferred(load);
      await act(() => vi.advanceTimersByTimeAsync(IDLE_LOAD_DELAY_MS - 100));
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(load).toHaveBeenCalledTimes(1);
      // A later intersection does not load it twice.
      act(() => observers[0].callback([{ isIntersecting: true }]));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('loads at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDeferred(() => Promise.resolve({ default: Hello }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('says so when the code cannot be downloaded', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDeferred(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form could not be loaded. Please check your connection and reload the page, or contact us by phone or e-mail.',
    );
    expect(screen.getByTestId('form-skeleton')).toHaveAttribute('aria-busy', 'false');
  });
});
