import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { FormTextField } from './fields';

describe('FormTextField', () => {
  it('keeps what is typed into a number field as text, as the forms expect (a number broke their .trim())', async () => {
    const submitted = vi.fn();
    renderWithProviders(
      <Formik initialValues={{ intervalMs: '5000' }} onSubmit={submitted}>
        <Form aria-label="Configuration">
          <FormTextField name="intervalMs" label="Slide interval" type="number" />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('spinbutton', { name: 'Slide interval' });
    await user.clear(field);
    await user.type(field, '6000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0][0]).toEqual({ intervalMs: '6000' });
  });
});
