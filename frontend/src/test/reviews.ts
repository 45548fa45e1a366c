import type { Review, ReviewPerson } from '@bb/shared/reviews';
import { permissionsOf, type StaffRoleCode } from '@bb/shared/staff-roles';
import type { User } from '../api/auth';

// Review before publishing: staff members signed in with one role, and reviews as the API answers them.

/** A verified staff member holding `roles` (GET /api/user). */
export function staffMember(username: string, roles: StaffRoleCode[]): User {
  return {
    id: `u-${username}`,
    username,
    email: `${username}@example.org`,
    isAdmin: roles.includes('administrator'),
    emailVerified: true,
    roles,
    permissions: permissionsOf(roles),
    pendingEmail: null,
    firstSignIn: false,
  };
}

/** May edit pages and campaigns, publishes and sends nothing. */
export const contributor = staffMember('casey', ['contributor']);
/** Publishes pages (and decides their reviews). */
export const editor = staffMember('eden', ['editor']);
/** Sends campaigns (and decides their reviews). */
export const newsletterer = staffMember('nell', ['newsletter']);

/** Who submitted or decided a review, as the API names them. */
export function person(username: string): ReviewPerson {
  return { id: `u-${username}`, username };
}

/** A waiting review of the About page's draft, by the contributor. */
export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    kind: 'page',
    subjectId: 'about',
    title: 'About',
    path: '/admin/content/pages/about',
    version: 2,
    state: 'waiting',
    note: 'New team photo and the 2027 dates.',
    submittedBy: person('casey'),
    submittedAt: '2026-11-20T10:30:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    ...overrides,
  };
}
