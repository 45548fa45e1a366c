import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { deferred, mockFetch, renderWithProviders, type MockResponse } from './utils';
import { expectToast } from './expectations';
import { Toaster } from '../components/toast/Toaster';

// Helpers of the inquiry forms' tests.

export type User = ReturnType<typeof userEvent.setup>;

/** What every inquiry form's `setup()` gives: a user, the notification region, the button. */
export interface InquiryForm {
  user: User;
  region: HTMLElement;
  submit: () => HTMLElement;
}

/** Renders `ui` with the toaster; returns a user and the notification region. */
export function renderForm(ui: ReactNode) {
  renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return {
    user: userEvent.setup(),
    region: screen.getByRole('region', { name: 'Notifications (F8)' }),
  };
}

export { bodiesSent, fill } from './utils';

/** A select's options as [value, label] pairs, in order. */
export function optionPairs(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((o) => [o.getAttribute('value'), o.textContent]);
}

/** Fills the form's required fields and presses its submit button. */
export async function submitFilled<F extends InquiryForm>(
  form: F,
  fillRequired: (form: F) => Promise<void>,
) {
  await fillRequired(form);
  await form.user.click(form.submit());
}

/** The form's 'Success!' toast (a status) shows `text`. */
export async function expectSuccessToast(form: InquiryForm, text: string) {
  await expectToast(within(form.region).getByRole('status'), 'Success!', text);
}

/** The form's 'Error' toast (an alert) shows `text`. */
export async function expectErrorToast(form: InquiryForm, text: string) {
  await expectToast(within(form.region).getByRole('alert'), 'Error', text);
}

/**
 * While the request to `route` is unanswered, the submit button reads `busy` and is disabled;
 * once `created` answers, `idle` and enabled again.
 */
export async function expectBusyWhileSending<F extends InquiryForm>(options: {
  route: string;
  setup: () => F;
  fillRequired: (form: F) => Promise<void>;
  created: MockResponse;
  busy: string;
  idle: string;
}) {
  const answer = deferred<MockResponse>();
  mockFetch({ [options.route]: () => answer.promise });
  const form = options.setup();
  await submitFilled(form, options.fillRequired);
  expect(await screen.findByRole('button', { name: options.busy })).toBeDisabled();
  answer.resolve(options.created);
  // Sent: the lasting confirmation, whose button brings an empty form back.
  await sendAnother(form);
  expect(await screen.findByRole('button', { name: options.idle })).toBeEnabled();
}

/** After a send: clicks the confirmation's button back to an empty form (its first field focused). */
export async function sendAnother(form: InquiryForm) {
  await form.user.click(
    await screen.findByRole('button', {
      name: /^(Send another message|Submit another (request|inquiry))$/,
    }),
  );
}
