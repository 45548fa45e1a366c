import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderWithProviders, type mockFetch } from './utils';
import { Toaster } from '../components/toast/Toaster';

// Helpers of the inquiry forms' tests.

export type User = ReturnType<typeof userEvent.setup>;

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

/** Types into a field by pasting (much faster than key by key in jsdom). */
export async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown[] {
  return callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)));
}
