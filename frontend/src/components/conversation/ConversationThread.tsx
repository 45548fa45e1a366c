import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConversationEntry, MemberConversation } from '../../api/member';
import { Timestamp } from '../page/Timestamp';

// A member's conversation about one of their inquiries (GET /api/my/conversations): what the
// organisation and the member said, either way, latest first, down to what the member sent. Shown
// on /my/messages and in a booking's details on /my/bookings.

const textSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function EntryItem({ entry }: { entry: ConversationEntry }) {
  const mine = entry.author === 'member';
  const status = entry.kind === 'status';
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        ml: mine ? { sm: 6 } : 0,
        mr: mine ? 0 : { sm: 6 },
        borderRadius: 2,
        borderLeft: '4px solid',
        borderColor: mine ? 'primary.main' : status ? 'secondary.main' : 'text.secondary',
        bgcolor: mine ? 'action.hover' : 'background.paper',
        outline: mine ? undefined : '1px solid',
        outlineColor: 'divider',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {mine && !entry.otherAddress ? 'You' : entry.from}
        </Box>
        {status
          ? ' · Status update'
          : entry.otherAddress
            ? ' · by e-mail from another address'
            : mine && entry.byEmail
              ? ' · by e-mail'
              : ''}{' '}
        · <Timestamp iso={entry.date} withTime />
      </Typography>
      {status && entry.subject && (
        <Typography sx={{ fontWeight: 700, ...textSx }}>{entry.subject}</Typography>
      )}
      <Typography sx={textSx}>{entry.body}</Typography>
    </Box>
  );
}

/** The conversation's status, its address and its messages, latest first, ending with the inquiry. */
export function ConversationThread({ conversation }: { conversation: MemberConversation }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
        Status: {conversation.statusLabel} · We write to you at {conversation.address}
      </Typography>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        Conversation, latest first
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {conversation.entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
        <Box
          component="li"
          sx={{
            p: 1.5,
            ml: { sm: 6 },
            borderRadius: 2,
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            bgcolor: 'action.hover',
            minWidth: 0,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              You
            </Box>{' '}
            sent your inquiry · <Timestamp iso={conversation.inquiry.date} withTime />
          </Typography>
          <Typography sx={textSx}>{conversation.inquiry.message ?? 'No message.'}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
