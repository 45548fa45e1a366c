import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import ReplyIcon from '@mui/icons-material/Reply';
import { ADMIN_REPLY_MAX } from '@bb/shared/admin';
import { formatCount } from '@bb/shared/options';
import { errorMessage } from '../../../api/base';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FormTextField } from '../../../components/form/fields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useToast } from '../../../components/toast/useToast';

export const REPLY_REQUIRED = 'Please write your reply';
export const REPLY_TOO_LONG = `Your reply must be at most ${formatCount(ADMIN_REPLY_MAX)} characters`;
export const REPLY_FAILED = 'Failed to send reply';

const schema = yup.object({
  message: yup.string().trim().required(REPLY_REQUIRED).max(ADMIN_REPLY_MAX, REPLY_TOO_LONG),
});

const FIELD_ORDER = ['message'] as const;

interface Values {
  message: string;
}

interface ReplyBoxProps {
  /** Who receives it, as the field's label names them: 'Jane Doe'. */
  recipientName: string;
  /** Where it goes, as the success toast says: 'jane@example.org'. */
  recipientEmail: string;
  /** Sends the (trimmed) reply; rejects with the API's error when it was refused. */
  onSend: (message: string) => Promise<unknown>;
}

/**
 * The reply form under an inquiry's thread: a text area of at most ADMIN_REPLY_MAX characters (its
 * count shown) and Send Reply. A sent reply empties the field and shows 'Reply Sent'; a refused one
 * keeps the text and shows the server's message (the dialog repeats toasts for screen readers).
 */
export function ReplyBox({ recipientName, recipientEmail, onSend }: ReplyBoxProps) {
  const { toast } = useToast();
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSend(values.message.trim());
      helpers.resetForm();
      toast({ title: 'Reply Sent', description: `Your reply has been sent to ${recipientEmail}.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, REPLY_FAILED),
        variant: 'destructive',
      });
    }
  };
  return (
    <AccessibleFormik<Values>
      initialValues={{ message: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <AccessibleForm label="Reply" fieldOrder={FIELD_ORDER} sx={{ mt: 3 }}>
          <FormTextField
            name="message"
            label={`Reply to ${recipientName}`}
            multiline
            minRows={4}
            helperText={`${formatCount(values.message.length)} / ${formatCount(ADMIN_REPLY_MAX)} characters`}
          />
          <Box sx={{ mt: 2 }}>
            <SubmitButton
              variant="contained"
              startIcon={<ReplyIcon />}
              label="Send Reply"
              submittingLabel="Sending..."
            />
          </Box>
        </AccessibleForm>
      )}
    </AccessibleFormik>
  );
}
