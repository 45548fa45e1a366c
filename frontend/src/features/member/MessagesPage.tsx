import { useState } from 'react';
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
  useGetMyConversationsQuery,
  useMarkMessageReadMutation,
  type MemberConversationItem,
  type MemberMessage,
} from '../../api/member';
import { ConversationThread } from '../../components/conversation/ConversationThread';
import { ReplyForm } from '../../components/conversation/ReplyForm';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { EmptyState } from '../../components/page/EmptyState';
import { LoadError } from '../../components/page/LoadError';
import { PageHeading } from '../../components/page/PageHeading';
import { MemberPageMeta, messageTypeLabel, NewBadge, Timestamp } from './memberUi';
import { Columns } from '../../components/page/Columns';
import { OutlinedSection } from '../../components/page/OutlinedSection';

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

function MessageDialog({
  message,
  replying,
  onReply,
  onStopReplying,
  onClose,
}: {
  message: MemberConversationItem | undefined;
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
          {message.conversation ? (
            <>
              {/* Latest first: the answer is written above the latest message. */}
              {replying && <ReplyForm messageId={message.id} onDone={onStopReplying} />}
              <Box sx={{ mt: replying ? 3 : 0 }}>
                <ConversationThread conversation={message.conversation} />
              </Box>
            </>
          ) : (
            <>
              <LooseMessage message={message} />
              {replying && <ReplyForm messageId={message.id} onDone={onStopReplying} />}
            </>
          )}
        </>
      )}
    </ModalDialog>
  );
}

/** A message about no inquiry (from the organisation), with the member's replies to it. */
function LooseMessage({ message }: { message: MemberMessage }) {
  return (
    <>
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
    </>
  );
}

function MessageCard({
  message,
  onRead,
  onReply,
}: {
  message: MemberConversationItem;
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

function Statistics({ messages }: { messages: MemberConversationItem[] | undefined }) {
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

/**
 * /my/messages: the member's inbox, one card per conversation (an inquiry with everything said about
 * it, either way) and each message about no inquiry, with reading, replying and statistics, all
 * counted per card.
 */
export default function MessagesPage() {
  const { data: messages, isLoading, isError, refetch } = useGetMyConversationsQuery();
  const [markRead] = useMarkMessageReadMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [replying, setReplying] = useState(false);
  const open = messages?.find((m) => m.id === openId);

  const openMessage = (message: MemberConversationItem, reply: boolean) => {
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
