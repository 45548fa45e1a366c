import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  mockFetch,
  renderWithProviders,
  type MockResponse,
} from '../../test/utils';
import ConfirmPage from './ConfirmPage';

describe('ConfirmPage', () => {
  it('explains what to do when the link has no token, and offers no button', () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ConfirmPage />, { path: '/newsletter/confirm' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/newsletter/confirm')).toHaveLength(0);
  });

  it('changes nothing on load; one press confirms, shows the answer and moves focus to it', async () => {
    const answer = deferred<MockResponse>();
    const fetchMock = mockFetch({ 'POST /api/newsletter/confirm': () => answer.promise });
    renderWithProviders(<ConfirmPage />, { path: '/newsletter/confirm?token=tok123' });
    const button = screen.getByRole('button', { name: 'Confirm my subscription' });
    expect(callsTo(fetchMock, 'POST /api/newsletter/confirm')).toHaveLength(0);

    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    answer.resolve({
      body: { message: "Your subscription is confirmed. You'll hear from us once a month." },
    });
    const message = await screen.findByText(
      "Your subscription is confirmed. You'll hear from us once a month.",
    );
    expect(screen.getByRole('status')).toContainElement(message);
    const calls = callsTo(fetchMock, 'POST /api/newsletter/confirm');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ token: 'tok123' });
    expect(screen.queryByRole('button', { name: /confirm/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.activeElement).toContainElement(message);
  });

  it("shows the server's message for an expired link, in an alert, and keeps the button", async () => {
    mockFetch({
      'POST /api/newsletter/confirm': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'This confirmation link is not valid or has expired.',
        },
      },
    });
    renderWithProviders(<ConfirmPage />, { path: '/newsletter/confirm?token=old' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    // The alert region is always there (so that what enters it is announced): wait for the words.
    expect(
      await screen.findByText('This confirmation link is not valid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid or has expired.',
    );
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  });
});
