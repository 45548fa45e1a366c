import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '@bb/shared/options';
import { Counter } from './Counter';
import { easeOutCubic } from './countUp';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  stubReducedMotion,
} from '../../test/observers';

const shown = (container: HTMLElement) =>
  container.querySelector('[data-counter]')?.textContent ?? null;

/** Animation frames run by hand, at chosen timestamps. */
function manualFrames() {
  let pending: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending.push(callback);
    return pending.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    pending = [];
  });
  return {
    run(time: number) {
      const now = pending;
      pending = [];
      act(() => now.forEach((callback) => callback(time)));
    },
    get pending() {
      return pending.length;
    },
  };
}

beforeEach(() => {
  installFakeIntersectionObserver();
  stubReducedMotion(false);
});

describe('Counter', () => {
  it('renders the final value first (server render and first client render)', () => {
    const html = renderToString(<Counter value={92} suffix="%" />);
    expect(html).toContain('92%');
    expect(html).not.toMatch(/>0%</);
    const { container } = render(<Counter value={25000} suffix="+" />);
    expect(shown(container)).toBe('25,000+');
  });

  it('screen readers get only the final value: the moving number is aria-hidden', () => {
    const { container } = render(<Counter value={43} suffix="%" />);
    const moving = container.querySelector('[data-counter]');
    expect(moving).toHaveAttribute('aria-hidden', 'true');
    const readable = screen.getAllByText('43%').filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(readable).toHaveLength(1);
    // The width is reserved by a hidden copy of the final value in the same grid cell.
    expect(container.firstElementChild).toHaveStyle({ display: 'inline-grid' });
  });

  it('counts up from 0 over 2000 ms, eased, once half visible', async () => {
    const frames = manualFrames();
    const { container } = render(<Counter value={92} suffix="%" />);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.threshold).toBe(0.5);

    act(() => observer.trigger(0.3)); // less than half visible: nothing yet
    expect(shown(container)).toBe('92%');
    expect(observer.disconnected).toBe(false);

    act(() => observer.trigger(0.5));
    await waitFor(() => expect(shown(container)).toBe('0%'));
    expect(observer.disconnected).toBe(true);

    frames.run(1000); // the first frame fixes the start time
    expect(shown(container)).toBe('0%');
    frames.run(2000); // halfway in time, well past halfway in value (eased)
    expect(shown(container)).toBe(`${Math.round(92 * easeOutCubic(0.5))}%`);
    expect(Number.parseInt(shown(container) ?? '', 10)).toBeGreaterThan(46);
    frames.run(2500);
    expect(shown(container)).toBe('91%');
    expect(frames.pending).toBe(1); // still running
    frames.run(3000);
    expect(shown(container)).toBe('92%');
    expect(frames.pending).toBe(0);
  });

  it('under reduced motion it shows the final value at once and never animates', async () => {
    stubReducedMotion(true);
    const frames = manualFrames();
    const { container } = render(<Counter value={85} suffix="%" />);
    expect(shown(container)).toBe('85%');
    // No observer at all: nothing will ever start.
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames.pending).toBe(0);
    expect(shown(container)).toBe('85%');
  });

  it('observes the element it is given (the card), not only itself', () => {
    const card = document.createElement('article');
    document.body.append(card);
    render(<Counter value={92} suffix="%" startWhenVisible={{ current: card }} />);
    expect(FakeIntersectionObserver.instances[0].targets).toEqual([card]);
    card.remove();
  });
});

describe('formatCount (the numbers of counters and messages)', () => {
  it('groups thousands as en-US does, without loading the locale data', () => {
    for (const n of [0, 7, 42, 999, 1000, 10_000, 123_456, 1_000_000, 2_147_483_647, -1234, -999])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
