import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch, renderWithProviders } from '../../test/utils';
import UnsubscribePage from './UnsubscribePage';

describe('UnsubscribePage', () => {
  it('explains what to do when the link has no token, and offers no button', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<UnsubscribePage />, { path: '/newsletter/unsubscribe' });
    expect(
      screen.getByRole('heading', { name: 'Unsubscribe from our newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/newsletter/unsubscribe')).toHaveLength(0);
  });

  it('changes nothing on load; one press unsubscribes and shows the answer', async () => {
    const fetchMock = mockFetch({
      'POST /api/newsletter/unsubscribe': { body: { message: 'You have been unsubscribed.' } },
    });
    renderWithProviders(<UnsubscribePage />, { path: '/newsletter/unsubscribe?token=tok123' });
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    expect(callsTo(fetchMock, 'POST /api/newsletter/unsubscribe')).toHaveLength(0);

    await userEvent.setup().click(button);
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST /api/newsletter/unsubscribe');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ token: 'tok123' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for an invalid link", async () => {
    mockFetch({
      'POST /api/newsletter/unsubscribe': {
        status: 400,
        body: { statusCode: 400, message: 'This unsubscribe link is not valid.' },
      },
    });
    renderWithProviders(<UnsubscribePage />, { path: '/newsletter/unsubscribe?token=bad' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    // The button stays, so that a transient failure can be retried.
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
