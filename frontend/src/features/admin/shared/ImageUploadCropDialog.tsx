import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type SyntheticEvent,
} from 'react';
import ReactCrop, { convertToPixelCrop, type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import {
  CROP_PREVIEW_MAX_PX,
  CROP_ROTATE_STEP_DEGREES,
  CROP_SCALE_MAX,
  CROP_SCALE_MIN,
  CROP_SCALE_STEP,
  SINGLE_UPLOAD_MIN_PX,
  UPLOAD_MAX_MB,
} from '@bb/shared/admin-content';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { uploadImage } from '../../../api/admin/uploads';
import {
  cropToJpeg,
  defaultCrop,
  displayedSize,
  drawCrop,
  readAsDataUrl,
} from '../../../lib/imageCrop';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { useToast } from '../../../components/toast/useToast';
import { Columns } from '../../../components/page/Columns';

export interface ImageUploadCropDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the stored image's URL once uploaded (the dialog then closes). */
  onUploaded: (url: string) => void;
  /** The crop's width / height: 1 for a testimonial photo, 16 / 9 for a carousel. */
  aspect: number;
  /** The smallest crop, in pixels of the chosen image (100 by 100 unless given). */
  minWidth?: number;
  minHeight?: number;
  /** The largest file that may be chosen (5 MB unless given). */
  maxSizeMB?: number;
}

export const INVALID_TYPE_MESSAGE = 'Invalid file type: Please select an image file';
export const tooLargeMessage = (mb: number) =>
  `File too large: Please select an image smaller than ${mb}MB`;
export const tooSmallMessage = (width: number, height: number) =>
  `Image too small: Please select an image at least ${width} × ${height} pixels`;
export const CROP_FAILED_MESSAGE = 'Failed to generate cropped image';

const HANDLE_LABELS = {
  cropArea: 'Crop area: the arrow keys move it (with Shift, in bigger steps)',
  nwDragHandle: 'Top left corner of the crop area: the arrow keys resize it',
  nDragHandle: 'Top edge of the crop area: the up and down arrow keys resize it',
  neDragHandle: 'Top right corner of the crop area: the arrow keys resize it',
  eDragHandle: 'Right edge of the crop area: the left and right arrow keys resize it',
  seDragHandle: 'Bottom right corner of the crop area: the arrow keys resize it',
  sDragHandle: 'Bottom edge of the crop area: the up and down arrow keys resize it',
  swDragHandle: 'Bottom left corner of the crop area: the arrow keys resize it',
  wDragHandle: 'Left edge of the crop area: the left and right arrow keys resize it',
};

/**
 * The spec's 'Upload and Crop Image' dialog: choose an image (or drop one), crop it at the aspect
 * with a scale slider, a rotate button and a preview, and upload the crop as a JPEG. Each opening
 * starts afresh (the file and crop of the last one are gone).
 */
export function ImageUploadCropDialog(props: ImageUploadCropDialogProps) {
  // A fresh dialog each time it opens; the last one stays while it fades out.
  const [session, setSession] = useState({ open: props.open, count: 0 });
  if (session.open !== props.open) {
    setSession({ open: props.open, count: session.count + (props.open ? 1 : 0) });
  }
  return <CropDialog key={session.count} {...props} />;
}

interface Chosen {
  name: string;
  src: string;
}

function CropDialog({
  open,
  onClose,
  onUploaded,
  aspect,
  minWidth = SINGLE_UPLOAD_MIN_PX,
  minHeight = SINGLE_UPLOAD_MIN_PX,
  maxSizeMB = UPLOAD_MAX_MB,
}: ImageUploadCropDialogProps) {
  const { toast } = useToast();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [shown, setShown] = useState<{ width: number; height: number; natural: number[] }>();
  const [scale, setScale] = useState(1);
  const [rotate, setRotate] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const cropRef = useRef<HTMLDivElement>(null);
  const upload = useRef<AbortController | null>(null);
  const focusCrop = useRef(false);
  const scaleLabelId = useId();
  const hintId = useId();

  // Closing stops an upload under way.
  useEffect(() => {
    if (!open) upload.current?.abort();
  }, [open]);
  useEffect(() => () => upload.current?.abort(), []);

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      if (!file.type.startsWith('image/')) {
        setError(INVALID_TYPE_MESSAGE);
        return;
      }
      if (file.size > maxSizeMB * 1024 * 1024) {
        setError(tooLargeMessage(maxSizeMB));
        return;
      }
      try {
        const src = await readAsDataUrl(file);
        setError(null);
        setCrop(undefined);
        setShown(undefined);
        setScale(1);
        setRotate(0);
        setChosen({ name: file.name, src });
        focusCrop.current = true;
      } catch {
        setError(INVALID_TYPE_MESSAGE);
      }
    },
    [maxSizeMB],
  );

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    void choose(event.target.files?.[0]);
    // The same file may be chosen again after a refusal.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragOver(false);
    void choose(event.dataTransfer.files?.[0]);
  };

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.naturalWidth < minWidth || image.naturalHeight < minHeight) {
      setChosen(null);
      setError(tooSmallMessage(minWidth, minHeight));
      return;
    }
    const size = displayedSize(image);
    setShown({ ...size, natural: [image.naturalWidth, image.naturalHeight] });
    setCrop(
      defaultCrop(
        aspect,
        size.width,
        size.height,
        (minWidth * size.width) / image.naturalWidth,
        (minHeight * size.height) / image.naturalHeight,
      ),
    );
  };

  const onImageError = () => {
    // Not an image this browser can read (a HEIC photo, a renamed file...).
    setChosen(null);
    setError(INVALID_TYPE_MESSAGE);
  };

  // The displayed size follows the dialog's width (the crop is kept in percent).
  useEffect(() => {
    const image = imageRef.current;
    if (!image || !shown || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const size = displayedSize(image);
      if (size.width !== shown.width || size.height !== shown.height) {
        setShown({ ...shown, ...size });
      }
    });
    observer.observe(image);
    return () => observer.disconnect();
  }, [shown]);

  // Once an image is ready, focus moves to the crop area (the chooser button is gone).
  useEffect(() => {
    if (!crop || !focusCrop.current) return;
    focusCrop.current = false;
    cropRef.current?.querySelector<HTMLElement>('.ReactCrop__crop-selection')?.focus();
  }, [crop]);

  // The preview: the crop as it will be uploaded, no side longer than CROP_PREVIEW_MAX_PX.
  useEffect(() => {
    const image = imageRef.current;
    const canvas = previewRef.current;
    if (!image || !canvas || !crop || !shown) return;
    const pixels = convertToPixelCrop(crop, shown.width, shown.height);
    if (pixels.width < 1 || pixels.height < 1) return;
    drawCrop(image, canvas, pixels, scale, rotate, CROP_PREVIEW_MAX_PX);
  }, [crop, shown, scale, rotate]);

  const chooseFile = () => inputRef.current?.click();

  const submit = async () => {
    const image = imageRef.current;
    if (!image || !crop || !shown || uploading) return;
    setError(null);
    setUploading(true);
    setProgress(0);
    const controller = new AbortController();
    upload.current = controller;
    try {
      const blob = await cropToJpeg(
        image,
        convertToPixelCrop(crop, shown.width, shown.height),
        scale,
        rotate,
      );
      if (!blob) throw new Error(CROP_FAILED_MESSAGE);
      const url = await uploadImage(blob, {
        signal: controller.signal,
        onProgress: setProgress,
        fileName: chosen?.name,
      });
      toast({ title: 'Image uploaded successfully' });
      onUploaded(url);
      onClose();
    } catch (cause) {
      if (controller.signal.aborted) return;
      const message = cause instanceof Error && cause.message ? cause.message : '';
      setError(message || 'Failed to upload image');
      toast({
        title: 'Upload failed',
        description: message || 'Failed to upload image',
        variant: 'destructive',
      });
    } finally {
      if (upload.current === controller) upload.current = null;
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  // The smallest crop, in displayed pixels.
  const minCropWidth = shown ? (minWidth * shown.width) / shown.natural[0] : 0;
  const minCropHeight = shown ? (minHeight * shown.height) / shown.natural[1] : 0;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Upload and Crop Image"
      maxWidth="md"
      actions={
        <>
          {chosen && (
            <Button variant="text" onClick={chooseFile} disabled={uploading} sx={{ mr: 'auto' }}>
              Choose Different
            </Button>
          )}
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={!chosen || !crop || uploading}
          >
            {uploading ? 'Uploading...' : 'Upload Image'}
          </Button>
        </>
      }
    >
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="Image file"
        onChange={onInputChange}
      />
      {error && (
        <Alert severity="error" variant="outlined" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {!chosen ? (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          sx={{
            display: 'grid',
            justifyItems: 'center',
            gap: 1.5,
            p: { xs: 3, sm: 5 },
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragOver ? 'primary.main' : 'grey.500',
            borderRadius: 2,
            textAlign: 'center',
            bgcolor: dragOver ? 'action.hover' : undefined,
          }}
        >
          <AddPhotoAlternateIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography>Choose an image, or drop one here.</Typography>
          <Typography variant="body2" color="text.secondary">
            JPG, PNG, GIF or WebP, smaller than {maxSizeMB}MB, at least {minWidth} × {minHeight}{' '}
            pixels.
          </Typography>
          <Button variant="contained" onClick={chooseFile}>
            Choose Image
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography id={hintId} variant="body2" color="text.secondary">
            Drag the crop area or its corners, or focus it and use the arrow keys. The image is
            uploaded as a JPEG.
          </Typography>
          <Box
            ref={cropRef}
            aria-describedby={hintId}
            sx={{
              display: 'flex',
              justifyContent: 'center',
              bgcolor: 'grey.100',
              borderRadius: 1,
              overflow: 'hidden',
              // Corner handles of at least 24 px (WCAG 2.5.8); still ants when motion is reduced.
              '--rc-drag-handle-size': '24px',
              '--rc-focus-color': '#0b5cad',
              '@media (prefers-reduced-motion: reduce)': {
                '& .ReactCrop__crop-selection': { animation: 'none' },
              },
            }}
          >
            <ReactCrop
              crop={crop}
              onChange={(_pixels, percent) => setCrop(percent)}
              aspect={aspect}
              minWidth={minCropWidth}
              minHeight={minCropHeight}
              keepSelection
              disabled={uploading}
              ariaLabels={HANDLE_LABELS}
            >
              <img
                ref={imageRef}
                src={chosen.src}
                alt={`The chosen image, ${chosen.name}`}
                onLoad={onImageLoad}
                onError={onImageError}
                style={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: '50vh',
                  transform: `scale(${scale}) rotate(${rotate}deg)`,
                }}
              />
            </ReactCrop>
          </Box>
          <Columns from={{ sm: '1fr auto' }} gap={2} align="start">
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Box>
                <Typography id={scaleLabelId} gutterBottom>
                  Scale: {scale.toFixed(1)}×
                </Typography>
                <Slider
                  value={scale}
                  min={CROP_SCALE_MIN}
                  max={CROP_SCALE_MAX}
                  step={CROP_SCALE_STEP}
                  onChange={(_event, value) => setScale(Math.round((value as number) * 10) / 10)}
                  disabled={uploading}
                  getAriaValueText={(value) => `${value.toFixed(1)} times`}
                  aria-labelledby={scaleLabelId}
                  sx={{ maxWidth: 360 }}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  startIcon={<RotateRightIcon />}
                  disabled={uploading}
                  onClick={() => setRotate((r) => (r + CROP_ROTATE_STEP_DEGREES) % 360)}
                >
                  Rotate 90°
                </Button>
                <Typography aria-live="polite">Rotation: {rotate}°</Typography>
              </Box>
            </Box>
            <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
              <Box
                component="canvas"
                ref={previewRef}
                role="img"
                aria-label="Preview of the cropped image"
                sx={{
                  display: 'block',
                  maxWidth: CROP_PREVIEW_MAX_PX,
                  maxHeight: CROP_PREVIEW_MAX_PX,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              />
              <Typography component="figcaption" variant="body2" color="text.secondary">
                Preview
              </Typography>
            </Box>
          </Columns>
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label="Upload progress"
            />
          )}
        </Box>
      )}
    </ModalDialog>
  );
}
