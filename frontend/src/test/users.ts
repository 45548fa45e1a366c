import type { User } from '../api/auth';

// Signed-in users for the tests (what GET /api/user answers), light enough for any test to import.

/** A verified member: the member area's and the data refreshes' tests. */
export const jordan: User = {
  id: 'u1',
  username: 'jordan',
  email: 'jordan@example.org',
  isAdmin: false,
  emailVerified: true,
  roles: [],
  permissions: [],
  pendingEmail: null,
  firstSignIn: false,
};

/** A verified member: the auth screens' and the route guard's tests. */
export const sam: User = {
  id: 'u1',
  username: 'sam',
  email: 'sam@example.org',
  isAdmin: false,
  emailVerified: true,
  roles: [],
  permissions: [],
  pendingEmail: null,
  firstSignIn: false,
};
