import { memo, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { useToast } from '../../../components/toast/useToast';
import { describeEntry, entryBody, IMPORT_MESSAGES, type ImportEntry } from './testimonialTransfer';
import { useTestimonialImport } from './useTestimonialImport';

interface TestimonialImportDialogProps {
  /** The chosen file's entries (null: the dialog is closed). */
  file: { name: string; entries: unknown[] } | null;
  onClose: () => void;
}

/**
 * The import's preview (beyond the spec): every entry of the file, by name and company, and for
 * each that the server would refuse, why. Import posts the others one at a time (a refusal is
 * skipped), showing how many have been posted, then says how many were imported; Cancel imports
 * nothing (and is disabled while posting).
 */
export function TestimonialImportDialog({ file, onClose }: TestimonialImportDialogProps) {
  const importEntries = useTestimonialImport();
  const { toast } = useToast();
  const [importing, setImporting] = useState(false);
  /** How many of the entries to import have been posted (null: not importing). */
  const [posted, setPosted] = useState<{ done: number; of: number } | null>(null);
  const progressId = useId();
  // The last file stays shown while the dialog fades out.
  const [shownFile, setShownFile] = useState(file);
  if (file && file !== shownFile) setShownFile(file);
  const entries = useMemo(() => (shownFile?.entries ?? []).map(describeEntry), [shownFile]);
  const ready = entries.filter((entry) => entry.problems.length === 0).length;
  const missingRequired = entries.some((entry) => entry.missingRequired);
  const total = entries.length;

  const run = async () => {
    if (!shownFile || importing) return;
    setImporting(true);
    const bodies = shownFile.entries
      .filter((_entry, index) => entries[index].problems.length === 0)
      .map(entryBody);
    setPosted({ done: 0, of: bodies.length });
    // Never rejects: an entry the server refuses, or that does not reach it, is skipped.
    const imported = await importEntries(bodies, (done) => setPosted({ done, of: bodies.length }));
    setImporting(false);
    setPosted(null);
    toast({
      title: IMPORT_MESSAGES.completedTitle,
      description: IMPORT_MESSAGES.completed(imported, total),
    });
    onClose();
  };

  const close = () => {
    if (!importing) onClose();
  };

  return (
    <ModalDialog
      open={file !== null}
      onClose={close}
      title="Import Testimonials"
      actions={
        <>
          <Button variant="outlined" onClick={close} disabled={importing}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void run()}
            disabled={ready === 0 || importing}
          >
            {importing ? 'Importing...' : 'Import'}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {total === 0
          ? `${shownFile?.name ?? 'The file'} holds no testimonials.`
          : `${shownFile?.name ?? 'The file'} holds ${total} ${total === 1 ? 'testimonial' : 'testimonials'}; ${ready} can be imported${ready < total ? ', the others are skipped' : ''}. Each is added as a new testimonial.`}
      </Typography>
      {missingRequired && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {IMPORT_MESSAGES.missingFields}
        </Alert>
      )}
      {posted && (
        <Box sx={{ mb: 2 }}>
          <Typography id={progressId} variant="body2" sx={{ mb: 0.5 }}>
            {`Importing ${posted.done} of ${posted.of}...`}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={posted.of ? Math.round((100 * posted.done) / posted.of) : 100}
            aria-labelledby={progressId}
          />
        </Box>
      )}
      <ImportPreviewList entries={entries} />
    </ModalDialog>
  );
}

/** The two marks of the list: Material's CheckCircleOutlined and ErrorOutlined (@mui/icons-material). */
const MARKS = {
  ready:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z',
  skipped:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
} as const;

/**
 * The list's look, as one set of rules for every entry: the entries are plain elements (a file may
 * hold IMPORT_MAX_ENTRIES, and six styled components each took most of the preview's time), and
 * those off screen are neither laid out nor painted until scrolled to (content-visibility; they
 * stay in the page and its accessibility tree).
 */
const LIST_SX = {
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  '& > li': {
    listStyle: 'none',
    display: 'flex',
    gap: 1,
    alignItems: 'flex-start',
    p: 1.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 74px',
  },
  '& > li.skipped': { borderColor: 'error.main' },
  '& svg': { flex: 'none', width: 24, height: 24, mt: 0.25, fill: 'currentColor' },
  '& .ready svg': { color: 'success.main' },
  '& .skipped svg': { color: 'error.main' },
  '& .entry': { minWidth: 0 },
  '& .name': { m: 0, typography: 'body1', fontWeight: 700, overflowWrap: 'anywhere' },
  '& .company': { fontWeight: 400 },
  '& .status': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& .problems': { m: 0, pl: 2.5, typography: 'body2', color: 'error.main' },
} as const;

/**
 * Every entry, numbered, with 'Ready to import' or why it will be skipped. Memoised: the progress
 * of an import re-renders the dialog once per entry posted, never this list.
 */
const ImportPreviewList = memo(function ImportPreviewList({ entries }: { entries: ImportEntry[] }) {
  return (
    <Box component="ol" sx={LIST_SX}>
      {entries.map((entry, index) => {
        const ok = entry.problems.length === 0;
        return (
          <li key={index} className={ok ? 'ready' : 'skipped'}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ok ? MARKS.ready : MARKS.skipped} />
            </svg>
            <div className="entry">
              <p className="name">
                {`${index + 1}. ${entry.name || '(no name)'}`}
                {entry.company && <span className="company">{`, ${entry.company}`}</span>}
              </p>
              {ok ? (
                <p className="status">Ready to import</p>
              ) : (
                <ul className="problems">
                  {entry.problems.map((problem) => (
                    <li key={problem}>{`Will be skipped: ${problem}`}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </Box>
  );
});
