import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bodiesSent,
  expectBusyWhileSending,
  expectErrorToast,
  expectSuccessToast,
  fill,
  renderForm,
  submitFilled,
  sendAnother,
} from '../../test/inquiries';
import { apiError, callsTo, mockFetch, type MockResponse } from '../../test/utils';
import { member } from '../../test/auth';
import { ContactForm } from './ContactForm';

function setup() {
  return {
    ...renderForm(<ContactForm />),
    name: () => screen.getByRole('textbox', { name: 'Name' }),
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    company: () => screen.getByRole('textbox', { name: 'Organization' }),
    inquiryType: () => screen.getByRole('combobox', { name: 'What is your inquiry about?' }),
    message: () => screen.getByRole('textbox', { name: 'Message' }),
    honeypot: () => screen.getByLabelText('Leave this field empty'),
    submit: () => screen.getByRole('button', { name: /send message|sending/i }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillRequired({ user, name, email, message }: Form) {
  await fill(user, name(), '  Ada Lovelace ');
  await fill(user, email(), 'ada@example.org');
  await fill(user, message(), 'We would like to talk about training for 40 managers.');
}

// MUI fields re-render on every change: generous time on a busy machine.

const created: MockResponse = {
  status: 201,
  body: { message: 'Message received', reference: 'GI-7KQ3-MX9D' },
};

describe('ContactForm', () => {
  it('has labelled fields with autocomplete, required marks and the inquiry type select defaulting to general', () => {
    mockFetch();
    const form = setup();
    expect(screen.getByRole('form', { name: 'General inquiry' })).toBeInTheDocument();
    expect(form.name()).toBeRequired();
    expect(form.name()).toHaveAttribute('autocomplete', 'name');
    expect(form.email()).toBeRequired();
    expect(form.email()).toHaveAttribute('type', 'email');
    expect(form.email()).toHaveAttribute('autocomplete', 'email');
    expect(form.company()).not.toBeRequired();
    expect(form.company()).toHaveAttribute('autocomplete', 'organization');
    expect(form.message()).toBeRequired();
    expect(form.inquiryType().tagName).toBe('SELECT');
    expect(form.inquiryType()).toHaveValue('general');
    expect(
      within(form.inquiryType())
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['general', 'speaking', 'training', 'partnership']);
    // The visible asterisk marks required fields, and a note explains it.
    expect(screen.getByText('Name').closest('label')).toHaveTextContent('Name *');
    expect(
      screen.getByText('Fields marked with an asterisk (*) are required.'),
    ).toBeInTheDocument();
  });

  it("fills in a signed-in member's name and e-mail, which stay editable (issue 46)", async () => {
    mockFetch({ 'GET /api/user': { status: 200, body: member } });
    const form = setup();
    await waitFor(() => expect(form.name()).toHaveValue(member.username));
    expect(form.email()).toHaveValue(member.email);
    expect(form.message()).toHaveValue('');
    await form.user.clear(form.name());
    await fill(form.user, form.name(), 'Sam Okafor');
    expect(form.name()).toHaveValue('Sam Okafor');
  });

  it("leaves a visitor's form empty", async () => {
    const fetchMock = mockFetch();
    const form = setup();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(1));
    expect(form.name()).toHaveValue('');
    expect(form.email()).toHaveValue('');
  });

  it('hides the honeypot from everyone but bots', () => {
    mockFetch();
    const { honeypot } = setup();
    expect(honeypot()).toHaveAttribute('tabindex', '-1');
    expect(honeypot()).toHaveAttribute('autocomplete', 'off');
    expect(honeypot().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('shows the required messages on their fields, sends nothing and focuses the first invalid field', async () => {
    const fetchMock = mockFetch();
    const form = setup();
    await form.user.click(form.submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(form.name()).toHaveAttribute('aria-invalid', 'true');
    expect(form.name()).toHaveAccessibleDescription('Name is required');
    expect(form.message()).toHaveAccessibleDescription('Message is required');
    expect(form.company()).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(form.name()).toHaveFocus());
    const formElement = screen.getByRole('form', { name: 'General inquiry' });
    expect(within(formElement).getByRole('status')).toHaveTextContent(
      '3 fields need your attention.',
    );
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);
  });

  it('checks the e-mail format and the length bounds', async () => {
    mockFetch();
    const form = setup();
    await fill(form.user, form.email(), 'not-an-address');
    await form.user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await form.user.clear(form.email());
    await fill(form.user, form.email(), 'someone@localhost');
    await form.user.tab();
    expect(form.email()).toHaveAccessibleDescription('Please enter a valid email address');
    await form.user.click(form.name());
    await form.user.paste('x'.repeat(121));
    await form.user.tab();
    expect(await screen.findByText('Name must be at most 120 characters')).toBeInTheDocument();
    await form.user.click(form.message());
    await form.user.paste('y'.repeat(5001));
    await form.user.tab();
    expect(await screen.findByText('Message must be at most 5,000 characters')).toBeInTheDocument();
  });

  it("submitting: the button reads 'Sending...' and is disabled", async () => {
    await expectBusyWhileSending({
      route: 'POST /api/contact',
      setup,
      fillRequired,
      created,
      busy: 'Sending...',
      idle: 'Send Message',
    });
  });

  it("success: sends the spec's payload, shows the 'Success!' toast and resets the form to its defaults", async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': created });
    const form = setup();
    await fillRequired(form);
    await fill(form.user, form.company(), 'Analytical Engines Ltd');
    await form.user.selectOptions(form.inquiryType(), 'training');
    await form.user.click(form.submit());

    await expectSuccessToast(form, "Your message has been sent. We'll get back to you soon.");
    expect(bodiesSent(fetchMock, 'POST /api/contact')).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        company: 'Analytical Engines Ltd',
        inquiryType: 'training',
        message: 'We would like to talk about training for 40 managers.',
      },
    ]);
    // The form gives way to the lasting confirmation: its heading takes the focus (a screen reader
    // reads it out), the spec's text, the reference and what happens next stay on the page.
    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    const confirmation = screen.getByRole('region', { name: 'Message sent' });
    expect(confirmation).toHaveTextContent(
      "Your message has been sent. We'll get back to you soon.",
    );
    expect(confirmation).toHaveTextContent('Your reference is GI-7KQ3-MX9D.');
    expect(confirmation).toHaveTextContent('usually within 24 hours');
    expect(screen.queryByRole('form', { name: 'General inquiry' })).not.toBeInTheDocument();
    await sendAnother(form);
    await waitFor(() => expect(form.name()).toHaveFocus());
    await waitFor(() => expect(form.name()).toHaveValue(''));
    expect(form.email()).toHaveValue('');
    expect(form.company()).toHaveValue('');
    expect(form.message()).toHaveValue('');
    expect(form.inquiryType()).toHaveValue('general');
    expect(form.name()).toHaveAttribute('aria-invalid', 'false');
  });

  it('leaves out a blank organization and an empty honeypot, and sends a filled honeypot', async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': created });
    const form = setup();
    await submitFilled(form, fillRequired);
    await within(form.region).findByText('Success!');
    await sendAnother(form);
    expect(bodiesSent(fetchMock, 'POST /api/contact')[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      inquiryType: 'general',
      message: 'We would like to talk about training for 40 managers.',
    });

    await fillRequired(form);
    await fill(form.user, form.honeypot(), 'https://spam.example');
    await form.user.click(form.submit());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(2));
    expect(bodiesSent(fetchMock, 'POST /api/contact')[1]).toMatchObject({
      website: 'https://spam.example',
    });
  });

  it("error: shows the server's message in a destructive 'Error' toast, keeps the values and puts field errors on their fields", async () => {
    mockFetch({
      'POST /api/contact': apiError(400, 'Please enter a valid email address.', {
        email: 'Please enter a valid email address.',
      }),
    });
    const form = setup();
    await submitFilled(form, fillRequired);
    await expectErrorToast(form, 'Please enter a valid email address.');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
    expect(form.name()).toHaveValue('  Ada Lovelace ');
    expect(form.email()).toHaveValue('ada@example.org');
    expect(form.email()).toHaveAttribute('aria-invalid', 'true');
    expect(form.email()).toHaveAccessibleDescription('Please enter a valid email address.');
    await waitFor(() => expect(form.email()).toHaveFocus());
  });

  it("error without a message (or a 429): 'Failed to send message', or the server's rate-limit text", async () => {
    mockFetch({ 'POST /api/contact': { status: 500, statusText: 'Internal Server Error' } });
    const form = setup();
    await submitFilled(form, fillRequired);
    await expectErrorToast(form, 'Failed to send message');
    await waitFor(() => expect(form.submit()).toBeEnabled());
    expect(form.submit()).toHaveFocus();

    mockFetch({
      'POST /api/contact': apiError(
        429,
        'Too many requests. Please wait a few minutes and try again.',
      ),
    });
    await form.user.click(form.submit());
    expect(
      await within(form.region).findByText(
        'Too many requests. Please wait a few minutes and try again.',
      ),
    ).toBeInTheDocument();
  });
});
