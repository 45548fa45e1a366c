import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/App';
import { makeStore } from '../../app/store';
import { DialogToastAnnouncer } from './DialogToastAnnouncer';
import { toastShown } from './toastSlice';

describe('DialogToastAnnouncer', () => {
  it('repeats the toasts shown after it appeared: a status, or an alert for a failure', () => {
    const store = makeStore();
    store.dispatch(toastShown({ title: 'Earlier', description: 'Before the dialog' }));
    render(
      <AppProviders store={store}>
        <DialogToastAnnouncer />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('alert')).toHaveTextContent('');

    act(() => void store.dispatch(toastShown({ title: 'Saved', description: 'All good' })));
    expect(screen.getByRole('status')).toHaveTextContent('Saved. All good');
    expect(screen.getByRole('alert')).toHaveTextContent('');

    act(
      () =>
        void store.dispatch(
          toastShown({ title: 'Error', description: 'Refused', variant: 'destructive' }),
        ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error. Refused');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
