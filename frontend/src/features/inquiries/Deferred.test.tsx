import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../lib/lazyPage';
import { Deferred, IDLE_LOAD_DELAY_MS, LOAD_MARGIN } from './Deferred';

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
  return (
    <form aria-label="Loaded">
      <p>Hello {name}</p>
      <label>
        Loaded name <input name="name" defaultValue="" />
      </label>
    </form>
  );
}

/** The fallback: a plain form (as PlainInquiryForm is), usable before the code arrives. */
function Fallback({ failed }: { failed: boolean }) {
  return (
    <form data-testid="fallback" data-failed={failed}>
      <label>
        Plain name <input name="name" />
      </label>
    </form>
  );
}

function renderDeferred(load: () => Promise<{ default: typeof Hello }>) {
  const component = lazyPage(load);
  render(
    <Deferred
      component={component}
      props={{ name: 'Ada' }}
      fallback={(failed) => <Fallback failed={failed} />}
    />,
  );
}

describe('Deferred', () => {
  it('shows the fallback and downloads the code only when its place nears the viewport', async () => {
    stubIntersectionObserver();
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    renderDeferred(load);
    expect(screen.getByTestId('fallback')).toHaveAttribute('data-failed', 'false');
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe(LOAD_MARGIN);
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('carries what was typed into the fallback, and the focus, into the form that takes its place', async () => {
    stubIntersectionObserver();
    renderDeferred(() => Promise.resolve({ default: Hello }));
    const plain = screen.getByRole('textbox', { name: 'Plain name' });
    plain.focus();
    fireEvent.input(plain, { target: { value: 'Grace' } });
    act(() => observers[0].callback([{ isIntersecting: true }]));
    const loaded = await screen.findByRole('textbox', { name: 'Loaded name' });
    expect(loaded).toHaveValue('Grace');
    expect(loaded).toHaveFocus();
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

  it('keeps the fallback, told so, when the code cannot be downloaded', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDeferred(() => Promise.reject(new Error('offline')));
    await waitFor(() =>
      expect(screen.getByTestId('fallback')).toHaveAttribute('data-failed', 'true'),
    );
  });
});
