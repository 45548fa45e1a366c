import type { z } from 'zod';
import type { ContentCheck } from '@bb/shared/pages/checks';
import { publishReview } from '@bb/shared/pages/publish-review';
import type { SiteDetails } from '@bb/shared/site';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fieldId, fieldLabel, nearestField } from './editorPaths';

// What a publish would find, shown in the Publish and Schedule dialogs before anything is
// confirmed (issue 44): the rule the server's publish applies (`publishReview`, @bb/shared), run on
// the document that confirming would publish.

/**
 * What publishing `values` would find: the schema's field errors (each at its field in `order`),
 * else the accessibility checks' errors and warnings.
 */
export function publishFindings(
  schema: z.ZodType,
  values: unknown,
  order: readonly string[],
  site?: SiteDetails,
): ContentCheck[] {
  const review = publishReview(schema, values, site);
  if (review.ok) return review.checks;
  return Object.entries(review.errors).map(([path, message]) => ({
    path: nearestField(path, order),
    message,
    severity: 'error',
  }));
}

/** Whether any finding stops a publish. */
export const blocksPublishing = (findings: readonly ContentCheck[]) =>
  findings.some((finding) => finding.severity === 'error');

function FindingLinks({
  findings,
  schema,
  onGo,
}: {
  findings: readonly ContentCheck[];
  schema: z.ZodType;
  onGo: (path: string) => void;
}) {
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 0.5 }}>
      {findings.map((finding, i) => (
        <li key={i}>
          <Link
            href={`#${fieldId(finding.path)}`}
            onClick={(event) => {
              event.preventDefault();
              onGo(finding.path);
            }}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {`${fieldLabel(schema, finding.path)}: ${finding.message}`}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * The findings as lists of links to their fields: the errors, which keep the dialog's confirm
 * button disabled, then the warnings, which do not.
 */
export function PublishFindings({
  findings,
  schema,
  onGo,
}: {
  findings: readonly ContentCheck[];
  schema: z.ZodType;
  /** Closes the dialog and takes focus to the field at `path`. */
  onGo: (path: string) => void;
}) {
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity !== 'error');
  if (!findings.length)
    return <Typography sx={{ mt: 2 }}>The accessibility checks found nothing to fix.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {errors.length > 0 && (
        <Alert severity="error" variant="outlined" role="note">
          <AlertTitle component="h3">
            {errors.length === 1
              ? 'One problem blocks publishing'
              : `${errors.length} problems block publishing`}
          </AlertTitle>
          <Typography>
            {`Fix ${errors.length === 1 ? 'it' : 'them'} first (each link goes to the field):`}
          </Typography>
          <FindingLinks findings={errors} schema={schema} onGo={onGo} />
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" variant="outlined" role="note">
          <AlertTitle component="h3">
            {warnings.length === 1 ? 'One warning' : `${warnings.length} warnings`}
          </AlertTitle>
          <Typography>
            {`Publishing is allowed; look at ${warnings.length === 1 ? 'it' : 'them'} before you go on:`}
          </Typography>
          <FindingLinks findings={warnings} schema={schema} onGo={onGo} />
        </Alert>
      )}
    </Box>
  );
}
