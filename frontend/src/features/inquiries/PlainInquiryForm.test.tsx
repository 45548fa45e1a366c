import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostedForm } from '@bb/shared/inquiry-forms';
import { mockFetch, renderWithProviders } from '../../test/utils';
import { PlainInquiryForm } from './PlainInquiryForm';
import { PostedFormContext } from './postedForm';

function renderPosted(posted: PostedForm | undefined, path = '/contact') {
  mockFetch();
  return renderWithProviders(
    <PostedFormContext.Provider value={posted}>
      <PlainInquiryForm form="contact" label="General inquiry" />
    </PostedFormContext.Provider>,
    { path },
  );
}

describe('PlainInquiryForm (the form without JavaScript)', () => {
  it('is a real form posting its named fields to /forms/contact, with the page it stands on', () => {
    const { container } = renderPosted(undefined);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/contact#contact-inquiry-form');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/^What is your inquiry about/)).toHaveValue('general');
    expect(container.querySelector('input[type="hidden"][name="page"]')).toHaveValue('/contact');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it("shows the server's problems: a summary linking to each field, each message by its field, values kept", () => {
    renderPosted({
      form: 'contact',
      values: { name: '', email: 'nope', message: 'Keep me', inquiryType: 'training' },
      errors: { name: 'Name is required.', email: 'Please enter a valid email address.' },
    });
    const form = screen.getByRole('form', { name: 'General inquiry' });
    const summary = within(form).getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Name is required.' })).toHaveAttribute(
      'href',
      '#contact-plain-name',
    );
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // (jsdom drops the space after the hidden "Error:"; Chromium keeps it: the e2e test.)
    expect(name).toHaveAccessibleDescription(/^Error: ?Name is required\.$/);
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue('nope');
    expect(within(form).getByRole('textbox', { name: /^Message/ })).toHaveValue('Keep me');
    expect(within(form).getByRole('textbox', { name: /^Message/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(within(form).getByRole('combobox')).toHaveValue('training');
  });

  it('shows the confirmation with the reference in place of the form once sent', () => {
    renderPosted({ form: 'contact', values: {}, reference: 'GI-7KQ3-MX9D' });
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    const confirmation = screen.getByRole('region', { name: 'Message sent' });
    expect(confirmation).toHaveTextContent(
      "Your message has been sent. We'll get back to you soon.",
    );
    expect(confirmation).toHaveTextContent('Your reference is GI-7KQ3-MX9D.');
    expect(
      within(confirmation).getByRole('link', { name: 'Send another message' }),
    ).toHaveAttribute('href', '/contact#contact-inquiry-form');
  });

  it("ignores another form's post", () => {
    renderPosted({ form: 'speaking', values: {}, reference: 'SR-7KQ3-MX9D' });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
