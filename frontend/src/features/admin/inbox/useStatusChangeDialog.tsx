import { useState } from 'react';
import type { StatusChange, StatusNoticePreview } from '@bb/shared/admin';
import { type PendingStatusChange, StatusChangeDialog } from './StatusChangeDialog';
import { useStatusChangeToast } from './useStatusChange';

interface StatusChangeFlow<S extends string> {
  /** POST …/status-notice, unwrapped. */
  preview: (args: { id: string; status: S; note?: string }) => Promise<StatusNoticePreview>;
  /** PATCH …/status (the RTK Query mutation's result). */
  update: (args: { id: string } & StatusChange<S>) => { unwrap: () => Promise<unknown> };
  /** The spec's 'Status Updated' toast. */
  success: { title: string; description: string };
}

/**
 * A list's status changes that tell the sender: `ask(change)` opens the confirmation dialog
 * (StatusChangeDialog); confirming closes it and makes the change, whose outcome the spec's toasts
 * tell ('Status Updated', or 'Error' with the server's message).
 */
export function useStatusChangeDialog<S extends string>({
  preview,
  update,
  success,
}: StatusChangeFlow<S>) {
  const [pending, setPending] = useState<PendingStatusChange<S> | null>(null);
  const showOutcome = useStatusChangeToast();
  const dialog = (
    <StatusChangeDialog<S>
      change={pending}
      onClose={() => setPending(null)}
      preview={preview}
      onConfirm={async (change, choice) => {
        setPending(null);
        // The spec's body, { status }, when the sender is told the standard notice.
        const { notify, note } = choice;
        const request = update({
          id: change.id,
          status: change.status,
          ...(notify ? {} : { notify: false }),
          ...(notify && note ? { note } : {}),
        });
        await showOutcome(request, success);
      }}
    />
  );
  return { ask: setPending, dialog };
}
