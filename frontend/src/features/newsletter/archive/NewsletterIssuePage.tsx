import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NewsletterBlock, NewsletterBody } from '@bb/shared/newsletter';
import type { RichBlock } from '@bb/shared/pages/rich-text';
import { useGetNewsletterIssueQuery } from '../../../api/newsletterArchive';
import { PageMeta } from '../../../components/PageMeta';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { RichText } from '../../../components/content/RichText';
import {
  ARCHIVE_PATH,
  ArchiveColumn,
  ArchiveLoadError,
  ArchiveLoading,
  IssueNotFound,
  issueDate,
  textLinkSx,
} from './archiveUi';

type BodyPart = { text: RichBlock[] } | { image: Extract<NewsletterBlock, { type: 'image' }> };

/** The body's runs of rich text (one RichText each) and its images, in order. */
function bodyParts(body: NewsletterBody): BodyPart[] {
  const parts: BodyPart[] = [];
  for (const block of body) {
    const last = parts.at(-1);
    if (block.type === 'image') parts.push({ image: block });
    else if (last && 'text' in last) last.text.push(block);
    else parts.push({ text: [block] });
  }
  return parts;
}

/** An issue's body: the rich text (its subheadings are h2, under the subject) and its images. */
function IssueBody({ body }: { body: NewsletterBody }) {
  return (
    <Box sx={{ '& p, & li': { fontSize: '1.0625rem', lineHeight: 1.7 } }}>
      {bodyParts(body).map((part, index) =>
        'text' in part ? (
          <RichText key={index} value={part.text} subheading="h2" sx={{ mb: 2 }} />
        ) : (
          <Box key={index} sx={{ my: 4 }}>
            <ContentPicture
              image={part.image.image}
              sizes="(min-width: 760px) 700px, 100vw"
              sx={{ borderRadius: 2 }}
            />
          </Box>
        ),
      )}
    </Box>
  );
}

function BackToArchive() {
  return (
    <Box component={RouterLink} to={ARCHIVE_PATH} sx={{ ...textLinkSx, fontWeight: 700 }}>
      All newsletters
    </Box>
  );
}

/**
 * /newsletter/{slug}: one published issue (subject, date, body), or the "not found" state with
 * status 404 for an address that is none. Served with the issue in the HTML (backend/src/spa).
 */
export default function NewsletterIssuePage() {
  const { slug = '' } = useParams();
  const { data: issue, isError, refetch } = useGetNewsletterIssueQuery(slug);
  if (issue === null) return <IssueNotFound />;
  if (issue === undefined)
    return (
      <ArchiveColumn>
        {isError ? (
          <ArchiveLoadError what="this newsletter" retry={() => void refetch()} />
        ) : (
          <ArchiveLoading />
        )}
      </ArchiveColumn>
    );
  const date = issueDate(issue.sentAt);
  return (
    <ArchiveColumn>
      <PageMeta
        title={issue.subject}
        description={issue.previewText || `Our newsletter of ${date}.`}
      />
      <Box component="nav" aria-label="Newsletter archive" sx={{ mb: 3 }}>
        <BackToArchive />
      </Box>
      <Box component="article" aria-labelledby="issue-title">
        <Typography
          id="issue-title"
          variant="h1"
          sx={{ fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)', mb: 1 }}
        >
          {issue.subject}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontWeight: 700, mb: 4 }}>
          <time dateTime={issue.sentAt}>{date}</time>
        </Typography>
        <IssueBody body={issue.body} />
      </Box>
      <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <BackToArchive />
      </Box>
    </ArchiveColumn>
  );
}
