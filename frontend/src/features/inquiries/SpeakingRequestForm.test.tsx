import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockFetch, type MockResponse } from '../../test/utils';
import { SpeakingRequestForm, type SpeakingRequestFormProps } from './SpeakingRequestForm';
import {
  bodiesSent,
  expectBusyWhileSending,
  expectErrorToast,
  expectSuccessToast,
  fill,
  optionPairs,
  renderForm,
  submitFilled,
  sendAnother,
} from '../../test/inquiries';

function setup(props: SpeakingRequestFormProps = {}) {
  return {
    ...renderForm(<SpeakingRequestForm {...props} />),
    contactName: () => screen.getByRole('textbox', { name: 'Contact name' }),
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    company: () => screen.getByRole('textbox', { name: 'Organization' }),
    eventType: () => screen.getByRole('combobox', { name: 'Event type' }),
    eventDate: () => screen.getByLabelText('Event date (if known)'),
    attendees: () => screen.getByRole('textbox', { name: 'Expected attendees' }),
    budget: () => screen.getByRole('combobox', { name: 'Budget' }),
    message: () => screen.getByRole('textbox', { name: 'Tell us about your event' }),
    submit: () => screen.getByRole('button', { name: /submit request|submitting request/i }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillRequired({ user, contactName, email, company }: Form) {
  await fill(user, contactName(), 'Grace Hopper');
  await fill(user, email(), ' grace@example.org ');
  await fill(user, company(), 'Harbor Tech Conference');
}

const created: MockResponse = {
  status: 201,
  body: { message: 'Request received', reference: 'SR-7KQ3-MX9D' },
};

describe('SpeakingRequestForm', () => {
  it('offers the event types (keynote by default), a date input, a numeric attendee count and the budget codes with labels', () => {
    mockFetch();
    const form = setup();
    expect(screen.getByRole('form', { name: 'Speaking request' })).toBeInTheDocument();
    expect(form.contactName()).toBeRequired();
    expect(form.contactName()).toHaveAttribute('autocomplete', 'name');
    expect(form.email()).toBeRequired();
    expect(form.email()).toHaveAttribute('autocomplete', 'email');
    expect(form.company()).toBeRequired();
    expect(form.company()).toHaveAttribute('autocomplete', 'organization');
    expect(form.eventType()).toHaveValue('keynote');
    expect(optionPairs(form.eventType()).map(([value]) => value)).toEqual([
      'keynote',
      'workshop',
      'panel',
      'conference',
    ]);
    expect(form.eventDate()).toHaveAttribute('type', 'date');
    expect(form.eventDate()).not.toBeRequired();
    expect(form.attendees()).toHaveAttribute('inputmode', 'numeric');
    expect(form.budget()).toHaveValue('');
    expect(optionPairs(form.budget())).toEqual([
      ['', 'Select a budget range'],
      ['under-5k', 'Under $5,000'],
      ['5k-10k', '$5,000 - $10,000'],
      ['10k-25k', '$10,000 - $25,000'],
      ['25k-50k', '$25,000 - $50,000'],
      ['50k-plus', 'Over $50,000'],
      ['discuss', "Let's discuss"],
    ]);
  });

  it('shows the required messages, sends nothing and focuses the contact name', async () => {
    const fetchMock = mockFetch();
    const form = setup();
    await form.user.click(form.submit());
    expect(await screen.findByText('Contact name is required')).toBeInTheDocument();
    expect(form.email()).toHaveAccessibleDescription('Email is required');
    expect(form.company()).toHaveAccessibleDescription('Organization is required');
    expect(form.company()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.contactName()).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/speaking-request')).toHaveLength(0);
  });

  it('accepts only a whole, positive attendee count and a real, future event date', async () => {
    mockFetch();
    const form = setup();
    await fill(form.user, form.attendees(), '12.5');
    await form.user.tab();
    expect(form.attendees()).toHaveAccessibleDescription(
      'Expected attendees must be a whole number',
    );
    await form.user.clear(form.attendees());
    await fill(form.user, form.attendees(), '0');
    await form.user.tab();
    expect(form.attendees()).toHaveAccessibleDescription(
      'Expected attendees must be between 1 and 1,000,000',
    );
    fireEvent.change(form.eventDate(), { target: { value: '2001-01-01' } });
    fireEvent.blur(form.eventDate());
    await waitFor(() =>
      expect(form.eventDate()).toHaveAccessibleDescription('The event date cannot be in the past'),
    );
    fireEvent.change(form.eventDate(), { target: { value: '2101-01-01' } });
    await waitFor(() =>
      expect(form.eventDate()).toHaveAccessibleDescription(
        'The event date must be no later than the year 2100',
      ),
    );
  });

  it("submitting: the button reads 'Submitting Request...' and is disabled", async () => {
    await expectBusyWhileSending({
      route: 'POST /api/speaking-request',
      setup,
      fillRequired,
      created,
      busy: 'Submitting Request...',
      idle: 'Submit Request',
    });
  });

  it("success: sends every field as the spec says (attendee count as a whole number), shows the 'Success!' toast and resets", async () => {
    const fetchMock = mockFetch({ 'POST /api/speaking-request': created });
    const form = setup();
    await fillRequired(form);
    await form.user.selectOptions(form.eventType(), 'workshop');
    fireEvent.change(form.eventDate(), { target: { value: '2099-05-20' } });
    await fill(form.user, form.attendees(), '1,200');
    await form.user.selectOptions(form.budget(), '10k-25k');
    await fill(form.user, form.message(), 'Annual leadership summit, hybrid audience.');
    await form.user.click(form.submit());

    await expectSuccessToast(
      form,
      "Your speaking request has been submitted. We'll get back to you within 24 hours.",
    );
    expect(bodiesSent(fetchMock, 'POST /api/speaking-request')).toEqual([
      {
        contactName: 'Grace Hopper',
        email: 'grace@example.org',
        company: 'Harbor Tech Conference',
        eventType: 'workshop',
        eventDate: '2099-05-20',
        attendeeCount: 1200,
        budget: '10k-25k',
        message: 'Annual leadership summit, hybrid audience.',
      },
    ]);
    await sendAnother(form);
    await waitFor(() => expect(form.contactName()).toHaveValue(''));
    expect(form.email()).toHaveValue('');
    expect(form.company()).toHaveValue('');
    expect(form.eventType()).toHaveValue('keynote');
    expect(form.eventDate()).toHaveValue('');
    expect(form.attendees()).toHaveValue('');
    expect(form.budget()).toHaveValue('');
    expect(form.message()).toHaveValue('');
  });

  it('leaves out the blank optional fields (event date, attendee count, budget, message, honeypot)', async () => {
    const fetchMock = mockFetch({ 'POST /api/speaking-request': created });
    const form = setup();
    await submitFilled(form, fillRequired);
    await within(form.region).findByText('Success!');
    expect(bodiesSent(fetchMock, 'POST /api/speaking-request')).toEqual([
      {
        contactName: 'Grace Hopper',
        email: 'grace@example.org',
        company: 'Harbor Tech Conference',
        eventType: 'keynote',
      },
    ]);
  });

  it('starts from prefilled values and returns to them after a successful submit', async () => {
    mockFetch({ 'POST /api/speaking-request': created });
    const form = setup({
      initialValues: {
        contactName: 'Member Name',
        email: 'member@example.org',
        eventType: 'panel',
      },
    });
    expect(form.contactName()).toHaveValue('Member Name');
    expect(form.email()).toHaveValue('member@example.org');
    expect(form.eventType()).toHaveValue('panel');
    await fill(form.user, form.company(), 'Riverside Schools');
    await form.user.click(form.submit());
    await within(form.region).findByText('Success!');
    await sendAnother(form);
    await waitFor(() => expect(form.company()).toHaveValue(''));
    expect(form.contactName()).toHaveValue('Member Name');
    expect(form.eventType()).toHaveValue('panel');
  });

  it("error: the server's message in an 'Error' toast, field errors on their fields, values kept", async () => {
    mockFetch({
      'POST /api/speaking-request': apiError(
        400,
        'Attendee count must be a whole number of at most 100000.',
        { attendeeCount: 'Attendee count must be a whole number of at most 100000.' },
      ),
    });
    const form = setup();
    await fillRequired(form);
    await fill(form.user, form.attendees(), '250000');
    await form.user.click(form.submit());
    await expectErrorToast(form, 'Attendee count must be a whole number of at most 100000.');
    expect(form.attendees()).toHaveAttribute('aria-invalid', 'true');
    expect(form.attendees()).toHaveAccessibleDescription(
      'Attendee count must be a whole number of at most 100000.',
    );
    await waitFor(() => expect(form.attendees()).toHaveFocus());
    expect(form.attendees()).toHaveValue('250000');
    expect(form.company()).toHaveValue('Harbor Tech Conference');
  });

  it("error without a message: 'Failed to submit speaking request'", async () => {
    mockFetch({ 'POST /api/speaking-request': { status: 502, statusText: 'Bad Gateway' } });
    const form = setup();
    await submitFilled(form, fillRequired);
    await expectErrorToast(form, 'Failed to submit speaking request');
  });
});
