import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetNewsletterArchiveQuery } from '../../../api/newsletterArchive';
import { PageMeta } from '../../../components/PageMeta';
import {
  ArchiveColumn,
  ArchiveLoadError,
  ArchiveLoading,
  issueDate,
  issuePath,
  NEWSLETTER_SIGNUP_ID,
  textLinkSx,
} from './archiveUi';

export const ARCHIVE_EMPTY = 'No newsletters have been published yet.';

/**
 * /newsletter: the issues the organisation published, newest first, each a link with its date and
 * preview text. Served with its list in the HTML (the backend renders it, backend/src/spa), so it
 * reads without JavaScript; after a navigation inside the app the list loads.
 */
export default function NewsletterArchivePage() {
  const { data: issues, isError, refetch } = useGetNewsletterArchiveQuery();
  return (
    <ArchiveColumn>
      <PageMeta
        title="Newsletter"
        description="Past issues of our monthly newsletter: practical inclusion insights, event news and new episodes of The MWO Show."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2.25rem, 1.8rem + 1.8vw, 3rem)', mb: 2 }}>
        Newsletter
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 5 }}>
        Practical inclusion insights, event news and new episodes of The MWO Show, once a month.
        Read the past issues here, or{' '}
        <Box component="a" href={`#${NEWSLETTER_SIGNUP_ID}`} sx={textLinkSx}>
          subscribe to the newsletter
        </Box>{' '}
        to receive the next one by e-mail.
      </Typography>
      {issues === undefined ? (
        isError ? (
          <ArchiveLoadError what="the newsletters" retry={() => void refetch()} />
        ) : (
          <ArchiveLoading />
        )
      ) : issues.length === 0 ? (
        <Box sx={{ p: { xs: 3, sm: 4 }, borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{ARCHIVE_EMPTY}</Typography>
          <Typography>
            The first issue is on its way.{' '}
            <Box component="a" href={`#${NEWSLETTER_SIGNUP_ID}`} sx={textLinkSx}>
              Sign up with your e-mail address
            </Box>{' '}
            to receive it.
          </Typography>
        </Box>
      ) : (
        <Box component="ol" aria-label="Past issues" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {issues.map((issue) => (
            <Box
              component="li"
              key={issue.slug}
              sx={{ py: 3, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography
                component="h2"
                sx={{ fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.35, mb: 0.5 }}
              >
                <Box component={RouterLink} to={issuePath(issue.slug)} sx={textLinkSx}>
                  {issue.subject}
                </Box>
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontWeight: 700, mb: 1 }}>
                <time dateTime={issue.sentAt}>{issueDate(issue.sentAt)}</time>
              </Typography>
              {issue.previewText && <Typography sx={{ m: 0 }}>{issue.previewText}</Typography>}
            </Box>
          ))}
        </Box>
      )}
    </ArchiveColumn>
  );
}
