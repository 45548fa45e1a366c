import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  useGetMyMessagesQuery,
  useMarkMessageReadMutation,
  useReplyToMessageMutation,
  type MemberMessage,
} from '../../api/member';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { AccessibleForm } from '../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { FormTextField } from '../../components/form/fields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { EmptyState } from '../../components/page/EmptyState';
import { LoadError } from '../../components/page/LoadError';
import { PageHeading } from '../../components/page/PageHeading';
import { useToast } from '../../components/toast/useToast';
import { MemberPageMeta, messageTypeLabel, NewBadge, Timestamp } from './memberUi';
import { Columns } from '../../components/page/Columns';
import { OutlinedSection } from '../../components/page/OutlinedSection';

export const MAX_REPLY_LENGTH = 5000;

const replySchema = yup.object({
  message: yup
    .string()
    .trim()
    .required('Please write your reply')
    .max(MAX_REPLY_LENGTH, 'Your reply must be at most 5,000 characters'),
});

const REPLY_FIELD_ORDER = ['message'] as const;

function TypeChip({ message }: { message: MemberMessage }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={messageTypeLabel(message.type)}
      sx={{ fontWeight: 700 }}
    />
  );
}

function ReplyForm({ message, onDone }: { message: MemberMessage; onDone: () => void }) {
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
      await reply({ id: message.id, message: values.message.trim() }).unwrap();
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

function MessageDialog({
  message,
  replying,
  onReply,
  onStopReplying,
  onClose,
}: {
  message: MemberMessage | undefined;
  replying: boolean;
  onReply: () => void;
  onStopReplying: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={message !== undefined}
      onClose={onClose}
      title={message?.subject ?? 'Message'}
      maxWidth="md"
      actions={
        replying ? undefined : (
          <>
            <Button variant="outlined" onClick={onClose}>
              Close
            </Button>
            <Button variant="contained" startIcon={<ReplyIcon />} onClick={onReply}>
              Reply
            </Button>
          </>
        )
      }
    >
      {message && (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              mb: 2,
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">
              From {message.from} · <Timestamp iso={message.date} withTime />
            </Typography>
            <TypeChip message={message} />
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
          {message.replies.length > 0 && (
            <Box component="section" aria-labelledby={`replies-${message.id}`} sx={{ mt: 3 }}>
              <Typography id={`replies-${message.id}`} component="h3" variant="h6" sx={{ mb: 1 }}>
                Your replies
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {message.replies.map((r) => (
                  <Box
                    component="li"
                    key={r.id}
                    sx={{
                      p: 1.5,
                      borderRadius: 2,
                      borderLeft: '4px solid',
                      borderColor: 'primary.main',
                      bgcolor: 'action.hover',
                    }}
                  >
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                      You wrote on <Timestamp iso={r.date} withTime />
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {r.message}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
          {replying && <ReplyForm message={message} onDone={onStopReplying} />}
        </>
      )}
    </ModalDialog>
  );
}

function MessageCard({
  message,
  onRead,
  onReply,
}: {
  message: MemberMessage;
  onRead: () => void;
  onReply: () => void;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        listStyle: 'none',
        borderLeft: message.read ? undefined : '4px solid',
        borderLeftColor: message.read ? undefined : 'primary.main',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography
          component="h2"
          variant="h6"
          sx={{ overflowWrap: 'anywhere', minWidth: 0, mr: 'auto' }}
        >
          {message.subject}
        </Typography>
        {!message.read && <NewBadge />}
        <TypeChip message={message} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        From {message.from} · <Timestamp iso={message.date} />
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{message.preview}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DraftsOutlinedIcon />}
          onClick={onRead}
          aria-label={`Read: ${message.subject}`}
        >
          Read
        </Button>
        <Button
          variant="outlined"
          startIcon={<ReplyIcon />}
          onClick={onReply}
          aria-label={`Reply: ${message.subject}`}
        >
          Reply
        </Button>
      </Box>
    </Paper>
  );
}

function Statistics({ messages }: { messages: MemberMessage[] | undefined }) {
  const unread = messages?.filter((m) => !m.read).length ?? 0;
  const inquiries = messages?.filter((m) => m.type === 'inquiry').length ?? 0;
  const rows: [string, number][] = [
    ['Unread', unread],
    ['Total', messages?.length ?? 0],
    ['Inquiries', inquiries],
  ];
  return (
    <OutlinedSection
      id="message-statistics"
      title="Message Statistics"
      headingVariant="h6"
      headingGap={1}
    >
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1,
              borderBottom: '1px solid',
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {messages ? value : '–'}
            </Box>
          </Box>
        ))}
      </Box>
    </OutlinedSection>
  );
}

/** /my/messages: the member's inbox, with reading, replying and statistics. */
export default function MessagesPage() {
  const { data: messages, isLoading, isError, refetch } = useGetMyMessagesQuery();
  const [markRead] = useMarkMessageReadMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [replying, setReplying] = useState(false);
  const open = messages?.find((m) => m.id === openId);

  const openMessage = (message: MemberMessage, reply: boolean) => {
    setOpenId(message.id);
    setReplying(reply);
    if (!message.read) void markRead(message.id);
  };

  return (
    <>
      <MemberPageMeta title="Messages" description="Your messages and inquiries." />
      <PageHeading title="Messages" subtitle="Manage your communications and inquiries" />
      <Columns from={{ md: 'minmax(0, 1fr) 280px' }} align="start">
        <Box aria-busy={isLoading || undefined} sx={{ minWidth: 0 }}>
          {isLoading ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={180} />
              ))}
            </Box>
          ) : isError || !messages ? (
            <LoadError what="your messages" onRetry={() => void refetch()} />
          ) : messages.length === 0 ? (
            <EmptyState
              icon={<InboxIcon />}
              title="No messages yet"
              text="You don't have any messages or inquiries at the moment"
            />
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
              {messages.map((message) => (
                <MessageCard
                  key={message.id}
                  message={message}
                  onRead={() => openMessage(message, false)}
                  onReply={() => openMessage(message, true)}
                />
              ))}
            </Box>
          )}
        </Box>
        <Statistics messages={messages} />
      </Columns>
      <MessageDialog
        message={open}
        replying={replying}
        onReply={() => setReplying(true)}
        onStopReplying={() => setReplying(false)}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
