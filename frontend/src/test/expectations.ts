import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

// Checks that many tests make in the same words: one `expect` a link, an option, a term, so that a
// failure still names the one thing that differs.

/** Each link named `name` (in `scope`, or the whole screen) leads to its `href`. */
export function expectLinks(links: [name: string, href: string][], scope?: HTMLElement) {
  const query = scope ? within(scope) : screen;
  for (const [name, href] of links) {
    expect(query.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** The texts of a select's options, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

/** `region` (a toaster's) comes to show `text` (waited for), and shows `alsoText` with it. */
export async function expectToast(region: HTMLElement, text: string, alsoText: string) {
  expect(await within(region).findByText(text)).toBeInTheDocument();
  expect(within(region).getByText(alsoText)).toBeInTheDocument();
}

/** The value (`<dd>`) after the term (`<dt>`) `term` in `scope`. */
export function termValue(scope: HTMLElement, term: string): string | null | undefined {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Each term of a description list in `scope` has its value. */
export function expectTerms(scope: HTMLElement, terms: Record<string, string>) {
  for (const [term, value] of Object.entries(terms)) {
    expect(termValue(scope, term), term).toBe(value);
  }
}

/** The route guard's 'Email Verification Required' card is shown (waited for). */
export async function expectVerificationRequired() {
  expect(
    await screen.findByRole('heading', { name: 'Email Verification Required' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Please verify your email address to access this area'),
  ).toBeInTheDocument();
}

/** Each text is shown in `scope` (one `expect` a text). */
export function expectTexts(scope: HTMLElement, texts: readonly string[]) {
  for (const text of texts) {
    expect(within(scope).getByText(text), text).toBeInTheDocument();
  }
}
