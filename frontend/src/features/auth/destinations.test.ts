import { describe, expect, it } from 'vitest';
import { destinationFor } from './destinations';

const from = (pathname: string, search = '') => ({ from: { pathname, search, hash: '' } });
const member = { roles: [] };
const admin = { roles: ['administrator' as const] };
const editor = { roles: ['editor' as const] };
const inbox = { roles: ['inbox' as const, 'newsletter' as const] };

describe('destinationFor', () => {
  it('sends staff (any role) to /admin and members to /my/dashboard', () => {
    expect(destinationFor(admin)).toBe('/admin');
    expect(destinationFor(editor)).toBe('/admin');
    expect(destinationFor(inbox)).toBe('/admin');
    expect(destinationFor({ roles: ['contributor'] })).toBe('/admin');
    expect(destinationFor(member)).toBe('/my/dashboard');
    expect(destinationFor(member, null)).toBe('/my/dashboard');
  });

  it("goes back to the guarded page of the user's own area", () => {
    expect(destinationFor(member, from('/my/bookings', '?id=3'))).toBe('/my/bookings?id=3');
    expect(destinationFor(admin, from('/admin/users'))).toBe('/admin/users');
    expect(destinationFor(editor, from('/admin/content'))).toBe('/admin/content');
  });

  it("never to another area's page, a public page or another site", () => {
    expect(destinationFor(member, from('/admin/users'))).toBe('/my/dashboard');
    expect(destinationFor(admin, from('/my/profile'))).toBe('/admin');
    expect(destinationFor(editor, from('/my/profile'))).toBe('/admin');
    expect(destinationFor(member, from('/contact'))).toBe('/my/dashboard');
    expect(destinationFor(member, from('//evil.example/my/x'))).toBe('/my/dashboard');
    expect(destinationFor(member, { from: 'nonsense' })).toBe('/my/dashboard');
  });
});
