import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focalObjectPosition } from '@bb/shared/media';
import { CarouselPicture, focalPosition } from './CarouselPicture';

describe('CarouselPicture', () => {
  it("frames the photo on the library's focal point (the shared formula, written here)", () => {
    for (const [x, y] of [
      [0, 0],
      [0.3, 0.35],
      [1, 1],
      [-0.2, 1.4],
      [0.333, 0.666],
    ]) {
      expect(focalPosition(x, y)).toBe(focalObjectPosition(x, y));
    }
    expect(focalPosition(undefined, undefined)).toBeUndefined();

    render(
      <CarouselPicture
        url="/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1600x900-960.webp"
        alt="The speaker"
        sizes="100vw"
        focalX={0.3}
        focalY={0.35}
        sx={{ objectFit: 'cover' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'The speaker' })).toHaveStyle({
      objectPosition: '30% 35%',
      objectFit: 'cover',
    });
  });

  it('leaves the position alone without a focal point (centre)', () => {
    render(<CarouselPicture url="/images/gallery-1-960.webp" alt="A hall" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'A hall' }).style.objectPosition).toBe('');
  });
});
