import type { ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import ReplyIcon from '@mui/icons-material/Reply';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import { ADMIN_NOTE_MAX, ADMIN_REPLY_MAX } from '@bb/shared/admin';
import { formatCount } from '@bb/shared/options';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FormTextField } from '../../../components/form/fields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useToast } from '../../../components/toast/useToast';

export const REPLY_REQUIRED = 'Please write your reply';
export const REPLY_TOO_LONG = `Your reply must be at most ${formatCount(ADMIN_REPLY_MAX)} characters`;
export const REPLY_FAILED = 'Failed to send reply';
export const NOTE_REQUIRED = 'Please write your note';
export const NOTE_TOO_LONG = `Your note must be at most ${formatCount(ADMIN_NOTE_MAX)} characters`;
export const NOTE_FAILED = 'Failed to add the note';
export const NOTE_HINT = 'Only administrators see internal notes; nothing is sent.';

const FIELD_ORDER = ['message'] as const;

interface Values {
  message: string;
}

interface ThreadFormProps {
  /** The form's accessible name: 'Reply'. */
  formLabel: string;
  fieldLabel: string;
  max: number;
  required: string;
  tooLong: string;
  hint?: string;
  buttonLabel: string;
  busyLabel: string;
  icon: ReactNode;
  onSend: (message: string) => Promise<unknown>;
  success: { title: string; description: string };
  failed: string;
}

/**
 * A text area under an inquiry's thread (at most `max` characters, its count shown) and a button.
 * A sent text empties the field and shows `success`; a refused one keeps the text and shows the
 * server's message (the dialog repeats toasts for screen readers).
 */
function ThreadForm(props: ThreadFormProps) {
  const { toast, toastFailure } = useToast();
  const schema = yup.object({
    message: yup.string().trim().required(props.required).max(props.max, props.tooLong),
  });
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await props.onSend(values.message.trim());
      helpers.resetForm();
      toast(props.success);
    } catch (error) {
      toastFailure(error, 'Error', props.failed);
    }
  };
  return (
    <AccessibleFormik<Values>
      initialValues={{ message: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <AccessibleForm label={props.formLabel} fieldOrder={FIELD_ORDER} sx={{ mt: 3 }}>
          <FormTextField
            name="message"
            label={props.fieldLabel}
            multiline
            minRows={props.hint ? 2 : 4}
            helperText={`${props.hint ? `${props.hint} ` : ''}${formatCount(values.message.length)} / ${formatCount(props.max)} characters`}
          />
          <Box sx={{ mt: 2 }}>
            <SubmitButton
              variant={props.hint ? 'outlined' : 'contained'}
              startIcon={props.icon}
              label={props.buttonLabel}
              submittingLabel={props.busyLabel}
            />
          </Box>
        </AccessibleForm>
      )}
    </AccessibleFormik>
  );
}

interface ReplyBoxProps {
  /** Who receives it, as the field's label names them: 'Jane Doe'. */
  recipientName: string;
  /** Where it goes, as the success toast says: 'jane@example.org'. */
  recipientEmail: string;
  /** Sends the (trimmed) reply; rejects with the API's error when it was refused. */
  onSend: (message: string) => Promise<unknown>;
}

/** The reply form: Send Reply; a sent reply shows 'Reply Sent'. */
export function ReplyBox({ recipientName, recipientEmail, onSend }: ReplyBoxProps) {
  return (
    <ThreadForm
      formLabel="Reply"
      fieldLabel={`Reply to ${recipientName}`}
      max={ADMIN_REPLY_MAX}
      required={REPLY_REQUIRED}
      tooLong={REPLY_TOO_LONG}
      buttonLabel="Send Reply"
      busyLabel="Sending..."
      icon={<ReplyIcon />}
      onSend={onSend}
      success={{
        title: 'Reply Sent',
        description: `Your reply has been sent to ${recipientEmail}.`,
      }}
      failed={REPLY_FAILED}
    />
  );
}

/** The internal note form: Add Note; for administrators only, nothing is sent. */
export function NoteBox({ onSend }: { onSend: (note: string) => Promise<unknown> }) {
  return (
    <ThreadForm
      formLabel="Internal note"
      fieldLabel="Internal note"
      max={ADMIN_NOTE_MAX}
      required={NOTE_REQUIRED}
      tooLong={NOTE_TOO_LONG}
      hint={NOTE_HINT}
      buttonLabel="Add Note"
      busyLabel="Adding..."
      icon={<StickyNote2OutlinedIcon />}
      onSend={onSend}
      success={{ title: 'Note Added', description: 'Only administrators can see it.' }}
      failed={NOTE_FAILED}
    />
  );
}
