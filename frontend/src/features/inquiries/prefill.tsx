import { useEffect, useMemo, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useGetCurrentUserQuery } from '../../api/auth';

/**
 * What the inquiry forms fill in for a signed-in member: their name (the account's username: an
 * account has no other name) and their e-mail address. Undefined for a visitor (and until the
 * current user has loaded).
 */
export function useMemberDetails(): { name: string; email: string } | undefined {
  const { data: user } = useGetCurrentUserQuery();
  const name = user?.username;
  const email = user?.email;
  return useMemo(
    () => (name !== undefined && email !== undefined ? { name, email } : undefined),
    [name, email],
  );
}

/**
 * Inside a form's Formik: when its initial values change (the signed-in member's details arrived
 * after the form appeared), a form nobody has typed into yet starts again from them; one with typed
 * values is left alone. The values stay editable.
 */
export function KeepPrefilled<Values>({ values }: { values: Values }) {
  const { dirty, resetForm } = useFormikContext<Values>();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!dirty) resetForm({ values });
    // Only when the initial values change: `dirty` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);
  return null;
}
