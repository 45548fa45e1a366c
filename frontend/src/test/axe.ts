import axe from 'axe-core';

// axe-core in jsdom for the component tests (the end-to-end suite checks colours and widths in
// Chromium).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The WCAG A/AA violations on the page now, as "rule: targets" lines (none expected). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: TAGS },
    // Only the violations are read: axe then builds no selectors for the elements that pass.
    resultTypes: ['violations'],
    // jsdom has no layout: contrast is checked in the browser.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
