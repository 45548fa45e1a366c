import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { ZonedDateTimeField } from './ZonedDateTimeField';

// The date-and-time field of scheduled publishing: labelled, its help naming the organisation's
// time zone (kept under an error), a Clear button for an optional time, and a time typed only in
// part (which a browser reports as an empty value) refused rather than taken as "no time".

function renderField(initial = '', onSubmit = vi.fn()) {
  render(
    <Formik initialValues={{ publishAt: initial }} onSubmit={onSubmit}>
      <Form aria-label="Schedule">
        <ZonedDateTimeField name="publishAt" label="Publish on" zone="Europe/London" clearable />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, field: screen.getByLabelText('Publish on') };
}

describe('ZonedDateTimeField', () => {
  it('is a labelled date and time whose help names the zone', () => {
    const { field } = renderField('2026-12-07T09:00');
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(field).toHaveValue('2026-12-07T09:00');
    expect(field).toHaveAccessibleDescription(
      "Times are in Europe/London (the organisation's time zone).",
    );
  });

  it('clears an optional time with Clear, and focus goes back to the field', async () => {
    const { user, field, onSubmit } = renderField('2026-12-07T09:00');
    await user.click(screen.getByRole('button', { name: 'Clear Publish on' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Publish on' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ publishAt: '' });
  });

  it('refuses a date or time typed only in part, with the zone still named', async () => {
    const { user, field, onSubmit } = renderField();
    // What a browser reports for "07/12/2026, --:--": no value, and bad input.
    Object.defineProperty(field, 'validity', { value: { badInput: true }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Enter a date and time. Times are in Europe/London (the organisation's time zone).",
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
