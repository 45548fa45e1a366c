import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { renderWithProviders } from '../../test/utils';
import { AccessibleForm } from './AccessibleForm';
import { AccessibleFormik } from './AccessibleFormik';
import { FormTextField } from './fields';
import { SubmitButton } from './SubmitButton';

interface Values {
  name: string;
  email: string;
}

const schema = yup.object({
  name: yup.string().required('Name is required'),
  email: yup.string().required('Email is required'),
});

/** A two-field form whose submit answers with `answer` (after the validation passed). */
function renderForm(answer: (helpers: { setErrors: (e: object) => void }) => Promise<void>) {
  renderWithProviders(
    <AccessibleFormik<Values>
      initialValues={{ name: '', email: '' }}
      validationSchema={schema}
      onSubmit={(_values, helpers) => answer(helpers)}
    >
      <AccessibleForm label="Test form" fieldOrder={['name', 'email']}>
        <FormTextField name="name" label="Name" />
        <FormTextField name="email" label="Email" />
        <SubmitButton label="Send" submittingLabel="Sending..." />
      </AccessibleForm>
    </AccessibleFormik>,
  );
  const form = screen.getByRole('form', { name: 'Test form' });
  return {
    form,
    user: userEvent.setup(),
    name: () => within(form).getByRole('textbox', { name: 'Name' }),
    email: () => within(form).getByRole('textbox', { name: 'Email' }),
    submit: () => within(form).getByRole('button', { name: /Send/ }),
    status: () => within(form).getByRole('status'),
  };
}

describe('AccessibleForm (the form kit)', () => {
  it('after its rules refuse a submit: focus on the first invalid field, the count announced', async () => {
    const f = renderForm(async () => undefined);
    await f.user.type(f.name(), 'Ada');
    await f.user.clear(f.name());
    await f.user.click(f.submit());
    await waitFor(() => expect(f.name()).toHaveFocus());
    expect(f.name()).toHaveAttribute('aria-invalid', 'true');
    expect(f.name()).toHaveAccessibleDescription('Name is required');
    expect(f.status()).toHaveTextContent('2 fields need your attention.');

    await f.user.type(f.name(), 'Ada');
    await f.user.click(f.submit());
    await waitFor(() => expect(f.email()).toHaveFocus());
    expect(f.status()).toHaveTextContent('One field needs your attention.');
    expect(f.name()).toHaveValue('Ada');
  });

  it("puts the server's field errors on their fields and focuses the first, without a count", async () => {
    const f = renderForm(async ({ setErrors }) => setErrors({ email: 'Address taken' }));
    await f.user.type(f.name(), 'Ada');
    await f.user.type(f.email(), 'ada@example.org');
    await f.user.click(f.submit());
    await waitFor(() => expect(f.email()).toHaveFocus());
    expect(f.email()).toHaveAccessibleDescription('Address taken');
    expect(f.status()).toHaveTextContent('');
  });

  it('returns focus to the submit button (disabled while sending) after a refusal without field errors', async () => {
    let finish!: () => void;
    const f = renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await f.user.type(f.name(), 'Ada');
    await f.user.type(f.email(), 'ada@example.org');
    await f.user.click(f.submit());
    await waitFor(() => expect(f.submit()).toBeDisabled());
    expect(f.submit()).toHaveTextContent('Sending...');
    expect(f.form).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(f.submit()).toHaveFocus());
    expect(f.submit()).toHaveTextContent('Send');
    expect(f.form).not.toHaveAttribute('aria-busy');
  });
});
