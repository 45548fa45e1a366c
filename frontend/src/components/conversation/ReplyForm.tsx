import { useEffect, useRef } from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ReplyIcon from '@mui/icons-material/Reply';
import { useReplyToMessageMutation } from '../../api/member';
import { AccessibleForm } from '../form/AccessibleForm';
import { AccessibleFormik } from '../form/AccessibleFormik';
import { FormTextField } from '../form/fields';
import { SubmitButton } from '../form/SubmitButton';
import { useToast } from '../toast/useToast';

// A member's reply to a message or conversation of their inbox (POST /api/my/messages/{id}/reply):
// on /my/messages and in a booking's details on /my/bookings.

export const MAX_REPLY_LENGTH = 5000;

const replySchema = yup.object({
  message: yup
    .string()
    .trim()
    .required('Please write your reply')
    .max(MAX_REPLY_LENGTH, 'Your reply must be at most 5,000 characters'),
});

const REPLY_FIELD_ORDER = ['message'] as const;

/** The reply form; `messageId`: any message of the conversation answered. */
export function ReplyForm({ messageId, onDone }: { messageId: string; onDone: () => void }) {
  const [reply] = useReplyToMessageMutation();
  const { toast, toastFailure } = useToast();
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const onSubmit = async (
    values: { message: string },
    helpers: FormikHelpers<{ message: string }>,
  ) => {
    try {
      await reply({ id: messageId, message: values.message.trim() }).unwrap();
      toast({ title: 'Reply Sent', description: 'Your reply has been sent to our team.' });
      helpers.resetForm();
      onDone();
    } catch (error) {
      toastFailure(error, 'Reply failed', 'Your reply could not be sent. Please try again.');
    }
  };

  return (
    <AccessibleFormik
      initialValues={{ message: '' }}
      validationSchema={replySchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, values }) => (
        <AccessibleForm label="Reply" fieldOrder={REPLY_FIELD_ORDER} sx={{ mt: 3 }}>
          <FormTextField
            name="message"
            label="Your reply"
            required
            multiline
            minRows={4}
            inputRef={field}
            helperText={`${values.message.length.toLocaleString('en-US')} / 5,000 characters`}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            <SubmitButton
              variant="contained"
              startIcon={<ReplyIcon />}
              label="Send Reply"
              submittingLabel="Sending..."
            />
            <Button type="button" variant="outlined" onClick={onDone} disabled={isSubmitting}>
              Cancel
            </Button>
          </Box>
        </AccessibleForm>
      )}
    </AccessibleFormik>
  );
}
