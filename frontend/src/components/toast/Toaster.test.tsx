import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/App';
import { makeStore } from '../../app/store';
import { Toaster } from './Toaster';
import { toastShown, type ToastOptions } from './toastSlice';

function setup() {
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <button type="button">Somewhere else</button>
      <Toaster />
    </AppProviders>,
  );
  const show = (options: ToastOptions) => act(() => void store.dispatch(toastShown(options)));
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  return { store, show, region };
}

const visibleToasts = (region: HTMLElement) => within(region).queryAllByRole('listitem');

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    const { show, region } = setup();
    show({ title: 'First', description: 'One' });
    expect(visibleToasts(region)).toHaveLength(1);
    show({ title: 'Second', description: 'Two' });
    expect(visibleToasts(region)).toHaveLength(1);
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
    expect(within(region).getByText('Second')).toBeInTheDocument();
    expect(within(region).getByText('Two')).toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', () => {
    const { show, region } = setup();
    show({ title: 'Saved' });
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('a replacing toast gets its own full 5000 ms', () => {
    const { show, region } = setup();
    show({ title: 'First' });
    act(() => vi.advanceTimersByTime(4000));
    show({ title: 'Second' });
    act(() => vi.advanceTimersByTime(4000));
    expect(within(region).getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleToasts(region)).toHaveLength(0);
  });

  it('stops the clock while the pointer is over the notifications or focus is in them', () => {
    const { show, region } = setup();
    show({ title: 'Hold on' });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerOver(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region).getByText('Hold on')).toBeInTheDocument();
    fireEvent.pointerOut(screen.getByRole('listitem'), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1999));
    expect(within(region).getByText('Hold on')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(visibleToasts(region)).toHaveLength(0);

    show({ title: 'Focused' });
    act(() => within(region).getByRole('button', { name: 'Close notification' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region).getByText('Focused')).toBeInTheDocument();
  });

  it('F8 moves focus to the notification region', () => {
    const { region } = setup();
    screen.getByRole('button', { name: 'Somewhere else' }).focus();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toHaveFocus();
  });

  it('has a close button', () => {
    const { show, region } = setup();
    show({ title: 'Closable' });
    fireEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    expect(visibleToasts(region)).toHaveLength(0);
  });

  it('announces normal toasts politely and destructive ones assertively, styled apart', () => {
    const { show, region } = setup();
    show({ title: 'Success!', description: 'Done.' });
    const polite = within(region).getByRole('status');
    const assertive = within(region).getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(within(polite).getByText('Success!')).toBeInTheDocument();
    expect(within(assertive).queryByText('Success!')).not.toBeInTheDocument();
    const normal = screen.getByRole('listitem');
    expect(normal).toHaveAttribute('data-variant', 'default');
    const normalBackground = getComputedStyle(normal).backgroundColor;

    show({ title: 'Error', description: 'It failed.', variant: 'destructive' });
    expect(within(assertive).getByText('Error')).toBeInTheDocument();
    expect(within(polite).queryByText('Error')).not.toBeInTheDocument();
    const destructive = screen.getByRole('listitem');
    expect(destructive).toHaveAttribute('data-variant', 'destructive');
    // The theme's error colour (#b3261e) against the paper background of a normal toast.
    expect(getComputedStyle(destructive).backgroundColor).toBe('rgb(179, 38, 30)');
    expect(normalBackground).not.toBe('rgb(179, 38, 30)');
  });

  it('a swipe to the right of more than 50 px dismisses it; a shorter one does not', () => {
    const { show, region } = setup();
    show({ title: 'Swipe me' });
    const toast = screen.getByRole('listitem');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(within(region).getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
    expect(within(region).queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('a swipe to the left does not dismiss it', () => {
    const { show, region } = setup();
    show({ title: 'Stay' });
    const toast = screen.getByRole('listitem');
    fireEvent.pointerDown(toast, { clientX: 200, pointerId: 1, button: 0 });
    fireEvent.pointerUp(toast, { clientX: 100, pointerId: 1 });
    expect(within(region).getByText('Stay')).toBeInTheDocument();
  });
});
