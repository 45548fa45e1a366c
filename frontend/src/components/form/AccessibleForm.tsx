import { useEffect, useRef, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { useTakeSubmitReached } from './AccessibleFormik';

interface AccessibleFormProps {
  /** The form's accessible name. */
  label: string;
  /** Field names in visual order: after a failed submit the first invalid one gets focus. */
  fieldOrder: readonly string[];
  /** For a submit button outside the form (`<button form={id}>`, a dialog's actions). */
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** "One field needs your attention." / "3 fields need your attention." */
export function attentionMessage(count: number): string {
  return count === 1 ? 'One field needs your attention.' : `${count} fields need your attention.`;
}

function submitButtonOf(form: HTMLFormElement): HTMLElement | undefined {
  // `elements` also holds the buttons outside the form that name it in their `form` attribute.
  return Array.from(form.elements).find(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement && element.type === 'submit',
  );
}

/**
 * The `<form>` of every form of the site (inside an AccessibleFormik): not validated by the browser
 * (the fields show the spec's messages), busy while submitting, and with one focus rule. After each
 * submit attempt:
 * - when fields are invalid (the form's rules, or the server's field errors put on their fields),
 *   focus moves to the first of them in `fieldOrder`, so its error is read with it; when the form's
 *   own rules refused the submit, a polite status also says how many fields need attention (a
 *   server's refusal is announced by its toast or alert);
 * - otherwise, when the submit reached the server and the disabled submit button had dropped focus
 *   (to the page's body), focus returns to that button. Typed values are always kept (Formik).
 */
export function AccessibleForm({ label, fieldOrder, id, sx, children }: AccessibleFormProps) {
  const { handleSubmit, handleReset, isSubmitting, errors } = useFormikContext();
  const takeSubmitReached = useTakeSubmitReached();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const attempting = useRef(false);

  useEffect(() => {
    // Formik sets isSubmitting for every attempt, also one that stops at validation.
    if (isSubmitting) {
      attempting.current = true;
      if (summary.current) summary.current.textContent = '';
      return;
    }
    if (!attempting.current) return;
    attempting.current = false;
    const reachedServer = takeSubmitReached?.() ?? false;
    const node = form.current;
    if (!node?.isConnected) return;

    const invalid = fieldOrder.filter((name) => getIn(errors, name) !== undefined);
    const target = invalid[0]
      ? node.querySelector<HTMLElement>(`[name="${invalid[0]}"]:not([tabindex="-1"])`)
      : null;
    if (target) {
      target.focus();
      if (!reachedServer && summary.current) {
        summary.current.textContent = attentionMessage(invalid.length);
      }
    } else if (
      reachedServer &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      submitButtonOf(node)?.focus();
    }
  }, [isSubmitting, errors, fieldOrder, takeSubmitReached]);

  return (
    <Box
      component="form"
      ref={form}
      id={id}
      noValidate
      aria-label={label}
      aria-busy={isSubmitting || undefined}
      onSubmit={handleSubmit}
      onReset={handleReset}
      sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
      <Box ref={summary} role="status" sx={visuallyHidden} />
    </Box>
  );
}
