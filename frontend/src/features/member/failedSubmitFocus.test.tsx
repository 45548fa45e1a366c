import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, callsTo } from '../../test/utils';
import { preloadMemberPages, renderMember } from '../../test/member';

// Every member form, like the inquiry and sign-in forms (the form kit, components/form): after a
// submit its own rules refuse, focus moves to the first invalid field and a polite status inside
// the form says how many fields need attention; the typed values stay. A server's field error
// lands on its field, which gets focus (the refusal itself is announced by its alert or toast).

beforeAll(() => preloadMemberPages(), 60_000);

/** The form's own polite status (a dialog also holds the toast announcer's live regions). */
const statusOf = (form: HTMLElement) => within(form).getByRole('status');

describe('a failed submit in the member area', () => {
  it('booking edit: focus moves to the invalid field, and one field is announced', async () => {
    const { user, fetchMock } = renderMember('/my/bookings');
    await user.click(
      await screen.findByRole('button', { name: 'Edit: Keynote Speech for Acme Corp' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit: Keynote Speech for Acme Corp',
    });
    const form = within(dialog).getByRole('form', { name: 'Edit booking' });
    const attendees = within(form).getByRole('textbox', { name: 'Expected attendees' });
    await user.clear(attendees);
    await user.type(attendees, 'about fifty');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(attendees).toHaveFocus());
    expect(attendees).toHaveAccessibleDescription('Expected attendees must be a whole number');
    expect(statusOf(form)).toHaveTextContent('One field needs your attention.');
    expect(attendees).toHaveValue('about fifty');
    expect(callsTo(fetchMock, 'PATCH /api/my/bookings/b1')).toHaveLength(0);
  });

  it('message reply: focus returns to the empty reply, and one field is announced', async () => {
    const { user } = renderMember('/my/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Reply: We received your speaking request' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'We received your speaking request' });
    const form = within(dialog).getByRole('form', { name: 'Reply' });
    const send = within(form).getByRole('button', { name: 'Send Reply' });
    await user.click(send);
    const field = within(form).getByRole('textbox', { name: /Your reply/ });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(statusOf(form)).toHaveTextContent('One field needs your attention.');
  });

  it('change password: focus moves to the first of three invalid fields, and the count is announced', async () => {
    const { user } = renderMember('/my/settings');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^New Password/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Current Password/)).toHaveFocus());
    expect(statusOf(form)).toHaveTextContent('3 fields need your attention.');
    expect(within(form).getByLabelText(/^New Password/)).toHaveValue('abc');
  });

  it('delete account: focus moves to the missing password, and one field is announced', async () => {
    const { user, fetchMock } = renderMember('/my/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    const form = within(dialog).getByRole('form', { name: 'Delete account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Password/)).toHaveFocus());
    expect(statusOf(form)).toHaveTextContent('One field needs your attention.');
    expect(callsTo(fetchMock, 'DELETE /api/user')).toHaveLength(0);
  });

  it('delete account: a wrong password lands on the field, which gets focus', async () => {
    const { user } = renderMember('/my/settings', {
      'DELETE /api/user': apiError(401, 'Your password is not correct.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    const form = within(dialog).getByRole('form', { name: 'Delete account' });
    const password = within(form).getByLabelText(/^Password/);
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Your current password is not correct.');
    // The refusal is the dialog's alert; the form's status does not repeat a count.
    expect(within(form).getByRole('alert')).toHaveTextContent('Your password is not correct.');
    expect(statusOf(form)).toHaveTextContent('');
  });

  it('profile edit: focus moves to the first of two invalid fields, and the count is announced', async () => {
    const { user, fetchMock } = renderMember('/my/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Profile' });
    const username = within(form).getByRole('textbox', { name: /Username/ });
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await user.clear(username);
    await user.type(username, 'jo');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(username).toHaveFocus());
    expect(statusOf(form)).toHaveTextContent('2 fields need your attention.');
    expect(username).toHaveValue('jo');
    expect(callsTo(fetchMock, 'PATCH /api/user')).toHaveLength(0);
  });

  it("profile edit: the server's field error lands on its field, which gets focus", async () => {
    const { user } = renderMember('/my/profile', {
      'PATCH /api/user': apiError(
        409,
        'That username is already taken. Please choose another one.',
        { username: 'That username is already taken. Please choose another one.' },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Profile' });
    const username = within(form).getByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'taken');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription(
      'That username is already taken. Please choose another one.',
    );
    expect(statusOf(form)).toHaveTextContent('');
  });
});
