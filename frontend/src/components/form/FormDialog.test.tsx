import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { renderWithProviders } from '../../test/utils';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { FormTextField } from './fields';
import { FormDialog } from './FormDialog';

function RenameDialog({ answer }: { answer: 'refuse' | 'accept' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      <FormDialog<{ title: string }>
        open={open}
        onClose={() => setOpen(false)}
        title="Rename carousel"
        formLabel="Rename"
        initialValues={{ title: 'Speaker' }}
        validationSchema={yup.object({ title: yup.string().required('Title is required') })}
        fieldOrder={['title']}
        submitLabel="Save"
        onSubmit={async (_values, helpers) => {
          if (answer === 'refuse') helpers.refuse('That title is taken.');
          else setOpen(false);
        }}
      >
        <FormTextField name="title" label="Title" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('shows a refusal as an alert in the dialog; each opening starts from the initial values', async () => {
    renderWithProviders(<RenameDialog answer="refuse" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename carousel' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    // Focus starts on the first field.
    await waitFor(() => expect(title).toHaveFocus());
    await user.clear(title);
    await user.type(title, 'Home');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByText('That title is taken.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(title).toHaveValue('Home');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename carousel' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Speaker');
    expect(within(dialog).queryByText('That title is taken.')).not.toBeInTheDocument();
  });

  it('ConfirmDialog: the text, a red action, and Cancel', async () => {
    const done: string[] = [];
    renderWithProviders(
      <ConfirmDialog
        open
        onClose={() => done.push('closed')}
        title="Delete testimonial"
        message={<p>This removes the testimonial from every page.</p>}
        formLabel="Delete testimonial"
        confirmLabel="Delete"
        onConfirm={() => {
          done.push('deleted');
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete testimonial' });
    expect(within(dialog).getByText('This removes the testimonial from every page.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(done).toEqual(['deleted']));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass(
      'MuiButton-colorError',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(done).toEqual(['deleted', 'closed']);
  });
});
