import { createContext, useCallback, useContext, useRef } from 'react';
import { Formik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';

// Formik, noting whether a submit attempt got past validation to the form's onSubmit (the server):
// AccessibleForm then knows whether the fields refused the submit (it announces how many need
// attention) or the server did (its refusal has its own toast or alert).

const SubmitReached = createContext<(() => boolean) | null>(null);

/**
 * A function that tells whether the submit attempt that just ended reached onSubmit, and forgets
 * it for the next attempt. Null outside an AccessibleFormik.
 */
export function useTakeSubmitReached(): (() => boolean) | null {
  return useContext(SubmitReached);
}

/** A drop-in for `<Formik>` around an AccessibleForm. */
export function AccessibleFormik<Values extends FormikValues>({
  onSubmit,
  ...config
}: FormikConfig<Values>) {
  const reachedRef = useRef(false);
  const submit = useCallback(
    (values: Values, helpers: FormikHelpers<Values>) => {
      reachedRef.current = true;
      return onSubmit(values, helpers);
    },
    [onSubmit],
  );
  const takeReached = useCallback(() => {
    const reached = reachedRef.current;
    reachedRef.current = false;
    return reached;
  }, []);
  return (
    <SubmitReached.Provider value={takeReached}>
      <Formik<Values> {...config} onSubmit={submit} />
    </SubmitReached.Provider>
  );
}
