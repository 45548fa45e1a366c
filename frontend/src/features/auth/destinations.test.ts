import { describe, expect, it } from 'vitest';
import { destinationFor } from './destinations';

const from = (pathname: string, search = '') => ({ from: { pathname, search, hash: '' } });

describe('destinationFor', () => {
  it('sends administrators to /admin and everyone else to /my/dashboard', () => {
    expect(destinationFor({ isAdmin: true })).toBe('/admin');
    expect(destinationFor({ isAdmin: false })).toBe('/my/dashboard');
    expect(destinationFor({ isAdmin: false }, null)).toBe('/my/dashboard');
  });

  it("goes back to the guarded page of the user's own area", () => {
    expect(destinationFor({ isAdmin: false }, from('/my/bookings', '?id=3'))).toBe(
      '/my/bookings?id=3',
    );
    expect(destinationFor({ isAdmin: true }, from('/admin/users'))).toBe('/admin/users');
  });

  it("never to another area's page, a public page or another site", () => {
    expect(destinationFor({ isAdmin: false }, from('/admin/users'))).toBe('/my/dashboard');
    expect(destinationFor({ isAdmin: true }, from('/my/profile'))).toBe('/admin');
    expect(destinationFor({ isAdmin: false }, from('/contact'))).toBe('/my/dashboard');
    expect(destinationFor({ isAdmin: false }, from('//evil.example/my/x'))).toBe('/my/dashboard');
    expect(destinationFor({ isAdmin: false }, { from: 'nonsense' })).toBe('/my/dashboard');
  });
});
