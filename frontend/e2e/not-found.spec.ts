import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('an unknown API path answers JSON, not the page', async ({ request }) => {
  const res = await request.get('/api/this-does-not-exist');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).statusCode).toBe(404);
});

test('the home page shows its hero and the site shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Today' })).toHaveAttribute('href', '/mwo-show');
  await expect(page.getByRole('link', { name: 'Learn Our Story' })).toHaveAttribute(
    'href',
    '/about',
  );
  await expect(page.getByText('100 to 1000+')).toBeVisible();
  await expect(page.getByText('Dream on 3 Award')).toBeVisible();
  await expect(page.getByText('Ready to Transform Your Organization?')).toBeVisible();
});
