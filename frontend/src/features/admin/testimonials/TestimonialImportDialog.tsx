import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useImportTestimonialsMutation } from '../../../api/admin/testimonials';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { useToast } from '../../../components/toast/useToast';
import { describeEntry, entryBody, IMPORT_MESSAGES } from './testimonialTransfer';

interface TestimonialImportDialogProps {
  /** The chosen file's entries (null: the dialog is closed). */
  file: { name: string; entries: unknown[] } | null;
  onClose: () => void;
}

/**
 * The import's preview (beyond the spec): every entry of the file, by name and company, and for
 * each that the server would refuse, why. Import posts the others one at a time (a refusal is
 * skipped), then says how many were imported; Cancel imports nothing.
 */
export function TestimonialImportDialog({ file, onClose }: TestimonialImportDialogProps) {
  const [importEntries] = useImportTestimonialsMutation();
  const { toast } = useToast();
  const [importing, setImporting] = useState(false);
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
    try {
      const result = await importEntries(bodies).unwrap();
      toast({
        title: IMPORT_MESSAGES.completedTitle,
        description: IMPORT_MESSAGES.completed(result.imported, total),
      });
      onClose();
    } catch {
      toast({
        title: IMPORT_MESSAGES.failedTitle,
        description: IMPORT_MESSAGES.unparseable,
        variant: 'destructive',
      });
    } finally {
      setImporting(false);
    }
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
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {entries.map((entry, index) => {
          const ok = entry.problems.length === 0;
          return (
            <Box
              component="li"
              key={index}
              sx={{
                listStyle: 'none',
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                p: 1.5,
                border: 1,
                borderColor: ok ? 'divider' : 'error.main',
                borderRadius: 1,
              }}
            >
              {ok ? (
                <CheckCircleOutlineIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
              ) : (
                <ErrorOutlineIcon color="error" aria-hidden sx={{ mt: 0.25 }} />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {`${index + 1}. ${entry.name || '(no name)'}`}
                  {entry.company && (
                    <Typography component="span" sx={{ fontWeight: 400 }}>
                      {`, ${entry.company}`}
                    </Typography>
                  )}
                </Typography>
                {ok ? (
                  <Typography variant="body2" color="text.secondary">
                    Ready to import
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'error.main' }}>
                    {entry.problems.map((problem) => (
                      <Typography component="li" variant="body2" key={problem}>
                        {`Will be skipped: ${problem}`}
                      </Typography>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </ModalDialog>
  );
}
