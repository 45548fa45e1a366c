import { test } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { checkAtBothWidths } from './support/dashboard-layout';

// Issue 20: both dashboards ended in a huge empty box ('Quick Management' 2,114 px tall for about
// 560 px of content at 1280 px; the member's 'Quick Actions' 1,761 px on a phone): each card took
// the height of the whole page. The admin dashboard here; the member's in member-area.spec.ts,
// with that file's session (the server allows 30 sign-ins per address in 15 minutes, and the whole
// run signs in from one address).

signedInAsAdmin();

test('the admin dashboard: no card taller than its content, at 1280 and 390 px', async ({
  page,
}) => {
  await checkAtBothWidths(page, '/admin', 'Quick Management', 'admin dashboard');
});
