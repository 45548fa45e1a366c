import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormikContext } from 'formik';
import * as yup from 'yup';
import {
  blockingUses,
  MEDIA_ALT_TEXT_MAX,
  MEDIA_FILE_NAME_MAX,
  MEDIA_MESSAGES,
  type MediaDetail,
  type MediaUpdate,
  type MediaUse,
} from '@bb/shared/media';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  useDeleteMediaMutation,
  useGetMediaDetailQuery,
  useUpdateMediaMutation,
} from '../../../api/admin/media';
import { errorMessage } from '../../../api/base';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FormTextField } from '../../../components/form/fields';
import { RefusalAlert, type Refusal } from '../../../components/form/FormDialog';
import { text } from '../../../components/form/rules';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { mediaName } from '../../../components/media/mediaText';
import { Detail, DetailList } from '../../../components/page/DetailList';
import { LoadError } from '../../../components/page/LoadError';
import { useToast } from '../../../components/toast/useToast';
import { toFormikErrors } from '../../../lib/formErrors';
import { formatBytes, formatDateTime } from '../format';
import { FocalPointPicker } from './FocalPointPicker';

export const MEDIA_TEXT = {
  saved: 'Image details saved',
  saveFailed: 'Failed to save the image details',
  deleteFailed: 'Failed to delete the image',
  altHelp: 'The default description wherever this image is used; a use may give its own.',
  cannotDelete:
    "This image can't be deleted while it is used. Remove it from the places above first.",
  notUsed: 'Not used anywhere.',
  deleteTitle: 'Delete this image?',
  deleteConfirm: 'Delete image',
  onlyRevisions:
    'Only old versions of pages show this image: it can be deleted. Those versions then show a placeholder where it was, and restoring one asks for another image.',
} as const;

/** What the confirmation of a delete says: what goes, and the old versions that lose the image. */
function DeleteMessage({ title, revisions }: { title: string; revisions: readonly MediaUse[] }) {
  const labels = [...new Set(revisions.map((use) => use.label))];
  const gone = `“${title}” will be removed from the library and its files deleted. This cannot be undone.`;
  if (!labels.length) return <>{gone}</>;
  return (
    <>
      <Typography component="span" sx={{ display: 'block', mb: 1 }}>
        {labels.length === 1
          ? 'One old version of a page shows this image:'
          : `${labels.length} old versions of pages show this image:`}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 3 }}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </Box>
      <Typography component="span" sx={{ display: 'block' }}>
        {`${labels.length === 1 ? 'It' : 'They'} will show a placeholder where it was, and restoring ${labels.length === 1 ? 'it' : 'one'} will ask for another image. ${gone}`}
      </Typography>
    </>
  );
}

export interface MediaDetailsValues {
  altText: string;
  fileName: string;
  /** Percent, 0 to 100. */
  focalX: number;
  focalY: number;
}

const FIELDS = ['focalX', 'focalY', 'altText', 'fileName'] as const;

const schema = yup.object({
  altText: text('Alt text', MEDIA_ALT_TEXT_MAX),
  fileName: text('File name', MEDIA_FILE_NAME_MAX),
});

const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

export function detailsValues(detail: MediaDetail | undefined): MediaDetailsValues {
  return {
    altText: detail?.altText ?? '',
    fileName: detail?.fileName ?? '',
    focalX: percent(detail?.focalX ?? 0.5),
    focalY: percent(detail?.focalY ?? 0.5),
  };
}

/** The PATCH body: the texts trimmed (empty clears them), the focal point from 0 to 1. */
export function detailsUpdate(values: MediaDetailsValues): MediaUpdate {
  return {
    altText: values.altText.trim() || null,
    fileName: values.fileName.trim() || null,
    focalX: values.focalX / 100,
    focalY: values.focalY / 100,
  };
}

function Focal({ detail }: { detail: MediaDetail }) {
  const { values, setFieldValue } = useFormikContext<MediaDetailsValues>();
  return (
    <FocalPointPicker
      src={detail.url}
      alt={values.altText.trim()}
      width={detail.width}
      height={detail.height}
      x={values.focalX}
      y={values.focalY}
      onChange={(x, y) => {
        void setFieldValue('focalX', x, false);
        void setFieldValue('focalY', y, false);
      }}
    />
  );
}

function Uses({ detail }: { detail: MediaDetail }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Used in
      </Typography>
      {detail.uses.length === 0 ? (
        <Typography>{MEDIA_TEXT.notUsed}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {detail.uses.map((use, i) => (
            <li key={`${use.kind}-${use.link}-${i}`}>
              <Link component={RouterLink} to={use.link} sx={{ overflowWrap: 'anywhere' }}>
                {use.label}
              </Link>
              {use.alt !== null && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {`Own alt text: ${use.alt || '(none: decorative)'}`}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

interface MediaDetailsDialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Called once the image is deleted (the caller closes the dialog and keeps focus). */
  onDeleted: () => void;
  /** The name to show while the details load (the tile's). */
  initialName?: string;
}

/**
 * One image's details (APG modal, named by its file name): the preview with its focal point
 * (click or sliders) and crops, Alt text and File name, the facts, the places that use it, and
 * Save; Delete only when nothing but old versions of pages uses it, after a confirmation that names
 * those versions.
 */
export function MediaDetailsDialog({
  id,
  open,
  onClose,
  onDeleted,
  initialName,
}: MediaDetailsDialogProps) {
  const { data: detail, isLoading, isError, refetch } = useGetMediaDetailQuery(id);
  const [update] = useUpdateMediaMutation();
  const [remove] = useDeleteMediaMutation();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const formId = useId();
  const initialValues = useMemo(() => detailsValues(detail), [detail]);
  // Kept revisions do not keep an image: they show a placeholder once it is deleted.
  const blocking = detail ? blockingUses(detail.uses) : [];
  const revisions = detail ? detail.uses.filter((use) => !blocking.includes(use)) : [];
  const used = blocking.length > 0;
  const title = detail ? mediaName(detail) : (initialName ?? 'Image details');

  const submit = async (
    values: MediaDetailsValues,
    helpers: {
      setStatus: (status: Refusal | undefined) => void;
      setErrors: (errors: object) => void;
    },
  ) => {
    helpers.setStatus(undefined);
    try {
      await update({ id, changes: detailsUpdate(values) }).unwrap();
      toast({ title: MEDIA_TEXT.saved });
    } catch (error) {
      const message = errorMessage(error, MEDIA_TEXT.saveFailed);
      helpers.setStatus({ refusal: message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
      const errors = toFormikErrors<MediaDetailsValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <AccessibleFormik<MediaDetailsValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
    >
      <>
        <ModalDialog
          open={open}
          onClose={onClose}
          title={title}
          maxWidth="md"
          actions={
            detail && (
              <>
                {!used && (
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => setConfirming(true)}
                    sx={{ mr: 'auto' }}
                  >
                    Delete
                  </Button>
                )}
                <Button variant="outlined" onClick={onClose}>
                  Cancel
                </Button>
                <SubmitButton
                  form={formId}
                  variant="contained"
                  label="Save"
                  submittingLabel="Saving..."
                />
              </>
            )
          }
        >
          {isLoading ? (
            <Skeleton variant="rounded" height={320} />
          ) : isError || !detail ? (
            <LoadError what="this image" onRetry={() => void refetch()} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
                pt: 1,
              }}
            >
              <AccessibleForm
                id={formId}
                label={`Details of ${title}`}
                fieldOrder={FIELDS}
                sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}
              >
                <RefusalAlert />
                <Focal detail={detail} />
                <FormTextField
                  name="altText"
                  label="Alt text"
                  multiline
                  minRows={2}
                  helperText={MEDIA_TEXT.altHelp}
                  slotProps={{ htmlInput: { maxLength: MEDIA_ALT_TEXT_MAX } }}
                />
                <FormTextField
                  name="fileName"
                  label="File name"
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: MEDIA_FILE_NAME_MAX } }}
                />
              </AccessibleForm>
              <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
                <DetailList>
                  <Detail label="Dimensions">{`${detail.width} × ${detail.height} pixels`}</Detail>
                  <Detail label="Size">{formatBytes(detail.bytes)}</Detail>
                  <Detail label="Uploaded" wide>
                    {`${formatDateTime(detail.uploadedAt)} by ${detail.uploadedBy ?? 'an unknown administrator'}`}
                  </Detail>
                </DetailList>
                <Uses detail={detail} />
                {used ? (
                  <Typography>{MEDIA_TEXT.cannotDelete}</Typography>
                ) : (
                  revisions.length > 0 && <Typography>{MEDIA_TEXT.onlyRevisions}</Typography>
                )}
              </Box>
            </Box>
          )}
        </ModalDialog>
        {detail && (
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={MEDIA_TEXT.deleteTitle}
            formLabel={`Delete ${title}`}
            message={<DeleteMessage title={title} revisions={revisions} />}
            confirmLabel={MEDIA_TEXT.deleteConfirm}
            onConfirm={async (_values, helpers) => {
              try {
                await remove(id).unwrap();
                toast({ title: MEDIA_MESSAGES.deleted });
                setConfirming(false);
                onDeleted();
              } catch (error) {
                helpers.refuse(errorMessage(error, MEDIA_TEXT.deleteFailed));
                void refetch();
              }
            }}
          />
        )}
      </>
    </AccessibleFormik>
  );
}
