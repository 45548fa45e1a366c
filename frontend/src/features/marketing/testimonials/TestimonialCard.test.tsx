import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../../api/testimonials';
import { renderWithProviders } from '../../../test/utils';
import { TestimonialCard } from './TestimonialCard';

const HASH = 'd'.repeat(32);

function testimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 't1',
    name: 'Jane Doe',
    title: 'Head of People',
    company: 'Acme Corp',
    content: 'A session that changed how our teams work together.',
    rating: 5,
    imageUrl: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

describe('TestimonialCard photo', () => {
  it('shows the initials when there is no photo', () => {
    const { container } = renderWithProviders(
      <TestimonialCard testimonial={testimonial()} variant="multi" />,
    );
    expect(screen.getByText('JD')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows an upload's photo in AVIF and WebP widths, sized, lazy and decorative", () => {
    const url = `/uploads/${HASH}-1200x1200-960.webp`;
    const { container } = renderWithProviders(
      <TestimonialCard testimonial={testimonial({ imageUrl: url })} variant="single" />,
    );
    expect(screen.queryByText('JD')).toBeNull();
    const img = container.querySelector('figcaption img')!;
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '56');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    const sources = [...container.querySelectorAll('figcaption picture source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `/uploads/${HASH}-1200x1200-480.avif 480w, /uploads/${HASH}-1200x1200-960.avif 960w`,
    );
    expect(sources[1]).toHaveAttribute('sizes', '56px');
    // The name is next to it: the photo is not announced.
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Jane/ })).toBeNull();
  });

  it('keeps the photo in the same 56 px circle as the initials (no shift when it loads)', () => {
    const { container } = renderWithProviders(
      <>
        <TestimonialCard testimonial={testimonial()} variant="multi" />
        <TestimonialCard
          testimonial={testimonial({ id: 't2', imageUrl: `/uploads/${HASH}-300x300-300.webp` })}
          variant="multi"
        />
      </>,
    );
    const circles = [...container.querySelectorAll('figcaption > [aria-hidden="true"]')];
    expect(circles).toHaveLength(2);
    const [initials, photo] = circles.map((c) => getComputedStyle(c));
    expect(initials.width).toBe('56px');
    expect(photo.width).toBe('56px');
    expect(photo.height).toBe(initials.height);
  });
});
