import { expect, test } from '@playwright/test';

/**
 * Fails each test of the spec file in which the page saw a refused or failed API call (4xx, 5xx)
 * that the test did not expect: the screens and the server must agree. Call it at the top of the
 * file. `expected` lists calls that fail by design in every test ("401 GET /api/user" for a visitor);
 * a test adds to the returned set the calls it makes fail itself (an answer made up with
 * page.route), for that test only.
 */
export function failOnApiErrors(expected: readonly string[] = []): Set<string> {
  const allowed = new Set<string>();
  let failures: string[] = [];

  test.beforeEach(({ page }) => {
    failures = [];
    allowed.clear();
    for (const call of expected) allowed.add(call);
    page.on('response', (response) => {
      const url = new URL(response.url());
      const call = `${response.status()} ${response.request().method()} ${url.pathname}`;
      if (response.status() >= 400 && url.pathname.startsWith('/api/') && !allowed.has(call))
        failures.push(`${call}${url.search}`);
    });
  });

  test.afterEach(() => {
    expect(failures, 'API calls refused or failed').toEqual([]);
  });

  return allowed;
}
