import { expect, type Locator } from '@playwright/test';

// Scheduled publishing's fields (issue 24) against the built product.

/** The zone a schedule field converts with, as its help says. */
export async function zoneOf(field: Locator): Promise<string> {
  const help = await field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  const zone = /Times are in (\S+) \(the organisation's time zone\)/.exec(help)?.[1];
  expect(zone, `the help of the field names the zone: ${help}`).toBeTruthy();
  return zone!;
}
