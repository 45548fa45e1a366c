import { expect, test, type Page } from '@playwright/test';

// The dashboards' layout check (issue 20): every card as tall as its content, or as the tallest card
// beside it in its row, at 1280 and 390 px, with a full-page screenshot attached to the report.

/** How much more than its content a card may be: rounding, nothing a person would see as a gap. */
const SLACK_PX = 4;

/**
 * For each row of cards (the `section` elements of the main region side by side), the empty space
 * under the content of its tallest card (the others stretch to it, as a grid row does).
 */
function emptySpaceOfRows(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('main section')].filter(
      (card) => getComputedStyle(card).borderStyle !== 'none',
    );
    const rows = new Map<number, { name: string; empty: number }[]>();
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const lastBottom = Math.max(
        ...[...card.children].map((child) => child.getBoundingClientRect().bottom),
      );
      const empty =
        box.bottom -
        parseFloat(style.paddingBottom) -
        parseFloat(style.borderBottomWidth) -
        lastBottom;
      const top = Math.round(box.top + window.scrollY);
      const name = card.querySelector('h2')?.textContent ?? '?';
      rows.set(top, [...(rows.get(top) ?? []), { name, empty: Math.round(empty) }]);
    }
    return [...rows.values()].map((row) => ({
      cards: row.map((card) => card.name).join(' | '),
      empty: Math.min(...row.map((card) => card.empty)),
    }));
  });
}

export async function checkAtBothWidths(page: Page, path: string, lastCard: string, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: lastCard })).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await test.info().attach(`${label} at ${width} px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    const rows = await emptySpaceOfRows(page);
    expect(rows.map((row) => row.cards)).toContain(lastCard);
    for (const row of rows) {
      expect(
        row.empty,
        `${label} at ${width} px: empty space under '${row.cards}'`,
      ).toBeLessThanOrEqual(SLACK_PX);
    }
  }
}
