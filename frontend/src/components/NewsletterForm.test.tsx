import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  mockFetch,
  renderWithProviders,
  type MockResponse,
} from '../test/utils';
import { NewsletterForm } from './NewsletterForm';
import { Toaster } from './toast/Toaster';

function setup() {
  renderWithProviders(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText('Email address'),
    button: () => screen.getByRole('button', { name: /subscrib/i }),
    region: screen.getByRole('region', { name: 'Notifications (F8)' }),
  };
}

describe('NewsletterForm', () => {
  it('idle: a required e-mail field with a visible label and an enabled Subscribe button', () => {
    mockFetch();
    const { input, button } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveValue('');
    expect(button()).toHaveTextContent('Subscribe');
    expect(button()).toBeEnabled();
  });

  it('does not send an empty form (browser-level validation)', async () => {
    const fetchMock = mockFetch();
    const { user, button } = setup();
    await user.click(button());
    expect(callsTo(fetchMock, 'POST /api/newsletter/subscribe')).toHaveLength(0);
  });

  it("submitting: the button reads 'Subscribing...' and is disabled", async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ 'POST /api/newsletter/subscribe': () => answer.promise });
    const { user, input, button } = setup();
    await user.type(input, 'reader@example.org');
    await user.click(button());
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    answer.resolve({ status: 201, body: { message: 'Subscribed' } });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("success: sends the address, clears the field and shows the 'Success!' toast asking to confirm", async () => {
    const fetchMock = mockFetch({
      'POST /api/newsletter/subscribe': { status: 201, body: { message: 'Subscribed' } },
    });
    const { user, input, button, region } = setup();
    await user.type(input, 'reader@example.org');
    await user.click(button());
    const status = within(region).getByRole('status');
    expect(await within(status).findByText('Success!')).toBeInTheDocument();
    // Nobody is subscribed before following the e-mailed link: the toast says so.
    expect(
      within(status).getByText(
        "Please confirm with the link we've e-mailed you: your subscription starts once you do.",
      ),
    ).toBeInTheDocument();
    expect(within(status).queryByText(/subscribed/)).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    const [[, init]] = callsTo(fetchMock, 'POST /api/newsletter/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'reader@example.org' });
  });

  it("error: shows the server's message in a destructive 'Error' toast and keeps the address", async () => {
    mockFetch({
      'POST /api/newsletter/subscribe': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Please enter a valid email address.',
          errors: { email: 'Please enter a valid email address.' },
        },
      },
    });
    const { user, input, button, region } = setup();
    await user.type(input, 'someone@localhost');
    await user.click(button());
    const alert = within(region).getByRole('alert');
    expect(await within(alert).findByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
    expect(input).toHaveValue('someone@localhost');
  });

  it("error without a message: falls back to 'Failed to subscribe to newsletter'", async () => {
    mockFetch({
      'POST /api/newsletter/subscribe': { status: 500, statusText: 'Internal Server Error' },
    });
    const { user, input, button, region } = setup();
    await user.type(input, 'reader@example.org');
    await user.click(button());
    const alert = within(region).getByRole('alert');
    expect(await within(alert).findByText('Failed to subscribe to newsletter')).toBeInTheDocument();
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(button()).toBeEnabled());
  });
});
