import { useId } from 'react';
import type { ThreadEntry } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSiteDetails } from '../../../api/settings';
import { LoadError } from '../../../components/page/LoadError';
import { DateTime } from '../shared/InquiryTime';
import { EmailExtras, EmailOrigin } from './ThreadEmail';

/** The entries oldest first (the server sends them so; equal times keep its order). */
export function oldestFirst(thread: readonly ThreadEntry[]): ThreadEntry[] {
  return [...thread].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

interface InquiryThreadProps {
  /** Undefined while it loads. */
  thread: readonly ThreadEntry[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * An inquiry's conversation after its first message, oldest first: an ordered list whose entries
 * say who wrote them (the organisation's administrator, the sender, or an administrator's internal
 * note) and when; an answer that came by e-mail says so (ThreadEmail.tsx). The organisation's replies are indented and edged in the primary colour, the
 * sender's in grey, internal notes dashed in amber and named "Internal note by …".
 */
export function InquiryThread({ thread, failed, onRetry }: InquiryThreadProps) {
  const headingId = useId();
  const { organizationName } = useSiteDetails();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        Conversation
      </Typography>
      {failed ? (
        <LoadError what="the conversation" onRetry={onRetry} />
      ) : thread === undefined ? (
        <Box aria-busy="true">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Loading the conversation...
          </Typography>
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : thread.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No replies yet.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {oldestFirst(thread).map((entry) => {
            const ours = entry.author === 'organisation';
            const note = entry.author === 'note';
            return (
              <Box
                component="li"
                key={entry.id}
                sx={{
                  p: 1.5,
                  ml: ours ? { sm: 6 } : 0,
                  mr: ours || note ? 0 : { sm: 6 },
                  borderRadius: 2,
                  borderLeft: '4px solid',
                  borderColor: ours ? 'primary.main' : note ? 'warning.main' : 'text.secondary',
                  bgcolor: ours ? 'action.hover' : 'background.paper',
                  outline: ours ? undefined : note ? '1px dashed' : '1px solid',
                  outlineColor: note ? 'warning.main' : 'divider',
                  minWidth: 0,
                }}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {note && (
                    <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                      Internal note by{' '}
                    </Box>
                  )}
                  <Box component="strong" sx={{ color: 'text.primary' }}>
                    {entry.authorName}
                  </Box>
                  {note
                    ? ' (administrators only)'
                    : ours
                      ? ` for ${organizationName}`
                      : ', the sender'}{' '}
                  · <DateTime iso={entry.createdAt} />
                </Typography>
                {entry.email && <EmailOrigin email={entry.email} />}
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.body}
                </Typography>
                {entry.email && <EmailExtras email={entry.email} />}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
