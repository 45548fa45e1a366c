import { expect, test, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { expectNoAxeViolations } from './support/axe';

// The inboxes' filter bars at 1280 px (desktop) and 390 px (phone): every filter's label and chosen
// choice shows whole (the Messages status filter's 'Inbox (all but archived)' was cut off beside the
// buttons), and axe finds nothing.

signedInAsAdmin();

/**
 * How many pixels of each text of the search landmark's fields are hidden (0: shown whole): each
 * field's label, and the chosen choice of each select (a native select cuts it at its edge).
 */
async function hiddenTexts(page: Page): Promise<Record<string, number>> {
  const bar = page.getByRole('search');
  await expect(bar.getByRole('combobox').first()).toBeVisible();
  return bar.locator('label').evaluateAll((labels) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const entries: [string, number][] = [];
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      const field = label.parentElement!.getBoundingClientRect();
      const cut = Math.max(
        label.scrollWidth - label.clientWidth,
        field.left - box.left,
        box.right - field.right,
      );
      entries.push([label.textContent ?? '', Math.max(0, Math.round(cut))]);
      const select = document.getElementById(label.htmlFor);
      if (select instanceof HTMLSelectElement) {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const text = select.selectedOptions[0]?.text ?? '';
        entries.push([text, Math.max(0, Math.ceil(canvas.measureText(text).width - room))]);
      }
    }
    return Object.fromEntries(entries);
  });
}

for (const inbox of [
  {
    path: '/admin/messages',
    heading: 'Messages',
    texts: [
      'Search',
      'Status',
      'Inbox (all but archived)',
      'Inquiry type',
      'All Types',
      'Assigned',
      'Anyone',
      'Spam',
      'All senders',
    ],
  },
  {
    path: '/admin/bookings',
    heading: 'Speaking Requests',
    texts: ['Search', 'Status', 'All Status', 'Assigned', 'Anyone', 'Spam', 'All senders'],
  },
  {
    path: '/admin/partnerships',
    heading: 'Corporate Partnerships',
    texts: ['Search', 'Status', 'All Status', 'Assigned', 'Anyone', 'Spam', 'All senders'],
  },
]) {
  test(`${inbox.path}: the filters' labels and choices show whole, axe finds nothing`, async ({
    page,
  }, testInfo) => {
    await page.goto(inbox.path);
    await expect(page.getByRole('heading', { level: 1, name: inbox.heading })).toBeVisible();
    const hidden = await hiddenTexts(page);
    expect(hidden).toEqual(Object.fromEntries(inbox.texts.map((text) => [text, 0])));
    await page.screenshot({
      path: testInfo.outputPath(`${inbox.path.slice(7)}-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page, `${inbox.path} filters`);
  });
}
