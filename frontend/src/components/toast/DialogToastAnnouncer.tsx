import { useState } from 'react';
import Box from '@mui/material/Box';
import { useSelector } from 'react-redux';
import { visuallyHidden } from '../../lib/visuallyHidden';
import type { ToastState } from './toastSlice';

/**
 * While a modal dialog is open, everything outside it (the toaster too) is hidden from assistive
 * technology. This repeats, inside the dialog, each toast shown while it is open, so that what the
 * toast says (a success, the server's refusal) is announced all the same. Put it inside every modal
 * dialog that can cause a toast.
 */
export function DialogToastAnnouncer() {
  const toasts = useSelector((state: { toast: ToastState }) => state.toast.toasts);
  // The toasts already shown when the dialog opened are not repeated.
  const [before] = useState(() => new Set(toasts.map((t) => t.id)));
  const latest = toasts.find((t) => !before.has(t.id));
  const text = latest ? [latest.title, latest.description].filter(Boolean).join('. ') : '';
  const destructive = latest?.variant === 'destructive';
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {destructive ? '' : text}
      </Box>
      <Box role="alert" sx={visuallyHidden}>
        {destructive ? text : ''}
      </Box>
    </>
  );
}
