import { useMemo, useRef, useState } from 'react';
import { useField } from 'formik';
import { CAMPAIGN_LIMITS, parseNewsletterBody } from '@bb/shared/newsletter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { CharacterCount } from '../../../../components/form/CharacterCount';
import { useShownError } from '../../../../components/form/fields';
import { responsiveFromUrl } from '../../../../lib/images';
import { visuallyHidden } from '../../../../lib/visuallyHidden';
import { ImageUploadCropDialog } from '../../shared/ImageUploadCropDialog';
import { ChooseFromLibraryButton } from '../../../../components/media/ChooseFromLibraryButton';
import { HeadingNotice } from '../../shared/HeadingNotice';
import { headingNotice, richTextHelp } from '../../shared/richTextEditing';
import { bodyImages, bodyLength, bodyWarnings, imageLine } from './campaignBody';
import { ImageDescriptionDialog } from './ImageDescriptionDialog';

// The newsletter's body: the page editor's rich text (the same Markdown marks, help and counter)
// with images on lines of their own, `![alt text](/uploads/...)`, which Insert image puts at the
// cursor after the upload-and-crop dialog and a question for the alt text (docs/decisions.md,
// "Newsletter body: text with image lines").

export const BODY_HELP = richTextHelp(
  true,
  'Each image is a line of its own, ![alt text](address): add one with Insert image.',
);

/** Longer than a dialog's closing transition. */
const FOCUS_AFTER_DIALOG_MS = 400;

/** The shape images are cropped to: 3:2, as the page editor's images. */
const IMAGE_ASPECT = 3 / 2;

/** `line` put in `text` at `at`, on a paragraph of its own; answers the text and where it ends. */
export function insertLine(text: string, at: number, line: string): { text: string; end: number } {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${lead}${line}`;
  return { text: `${head}${trail}${after}`, end: head.length };
}

export function NewsletterBodyField({ readOnly = false }: { readOnly?: boolean }) {
  const name = 'body';
  const [input, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const value = input.value ?? '';
  const textarea = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  /** The library's alt text of an image picked there, offered in the description. */
  const [pickedAlt, setPickedAlt] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const body = useMemo(() => parseNewsletterBody(value), [value]);
  const images = bodyImages(body);
  const length = bodyLength(body);
  // The page editor's link checks (vague or bare link texts), and what saving does to headings.
  const warnings = useMemo(() => (readOnly ? [] : bodyWarnings(body)), [body, readOnly]);
  const notice = readOnly ? null : headingNotice(value, true);

  /**
   * Focus back in the text, after the inserted line, once the dialog has closed (its own focus
   * return, to the button that opened it, comes first).
   */
  const focusTextAt = (at: number) =>
    setTimeout(() => {
      const node = textarea.current;
      if (!node?.isConnected) return;
      node.focus();
      node.setSelectionRange(at, at);
    }, FOCUS_AFTER_DIALOG_MS);

  const describedBy = [
    error && 'campaign-body-error',
    ...warnings.map((_, i) => `campaign-body-warning-${i}`),
    notice && 'campaign-body-headings',
    'campaign-body-help',
    'campaign-body-count',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Box>
      <TextField
        id="campaign-body"
        name={name}
        label="Body"
        value={value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={(event) => {
          caret.current = textarea.current?.selectionStart ?? null;
          input.onBlur(event);
        }}
        inputRef={textarea}
        multiline
        minRows={12}
        fullWidth
        error={Boolean(error)}
        slotProps={{
          htmlInput: { 'aria-describedby': describedBy, spellCheck: true, readOnly },
        }}
      />
      {error && (
        <FormHelperText id="campaign-body-error" error>
          {error}
        </FormHelperText>
      )}
      {warnings.map((warning, i) => (
        <FormHelperText
          key={warning}
          id={`campaign-body-warning-${i}`}
          sx={{ color: 'text.primary' }}
        >
          {`Warning: ${warning}`}
        </FormHelperText>
      ))}
      <HeadingNotice id="campaign-body-headings" message={notice} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <FormHelperText id="campaign-body-help">{BODY_HELP}</FormHelperText>
        <CharacterCount id="campaign-body-count" count={length} limit={CAMPAIGN_LIMITS.body} />
      </Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            aria-haspopup="dialog"
            onClick={() => {
              caret.current = textarea.current?.selectionStart ?? caret.current;
              setPickedAlt('');
              setUploading(true);
            }}
          >
            Insert image
          </Button>
          <ChooseFromLibraryButton
            fieldLabel="image for the body"
            onOpen={() => {
              caret.current = textarea.current?.selectionStart ?? caret.current;
            }}
            onPicked={(picked) => {
              setPickedAlt(picked.altText);
              setUploaded(picked.url);
            }}
          />
        </Box>
      )}
      {images.length > 0 && (
        <Box component="section" aria-labelledby="campaign-images-heading" sx={{ mt: 2 }}>
          <Typography
            id="campaign-images-heading"
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {`Images in this newsletter (${images.length})`}
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
            }}
          >
            {images.map((image, i) => (
              <Box
                component="li"
                key={`${i}:${image.url}`}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}
              >
                <Box
                  component="img"
                  src={responsiveFromUrl(image.url).src}
                  // Its alt text is the text beside it.
                  alt=""
                  sx={{
                    width: 64,
                    height: 43,
                    objectFit: 'cover',
                    borderRadius: 0.5,
                    flex: 'none',
                  }}
                />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {`Image ${i + 1}: ${image.decorative ? 'decorative (no alt text)' : image.alt}`}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <ImageUploadCropDialog
        open={uploading}
        onClose={() => setUploading(false)}
        aspect={IMAGE_ASPECT}
        onUploaded={(url) => {
          setUploading(false);
          setUploaded(url);
        }}
      />
      <ImageDescriptionDialog
        url={uploaded}
        initialAlt={pickedAlt}
        onClose={() => setUploaded(null)}
        onDescribed={(image) => {
          const at = Math.min(caret.current ?? value.length, value.length);
          const next = insertLine(value, at, imageLine(image));
          void helpers.setValue(next.text);
          caret.current = next.end;
          focusTextAt(next.end);
          setUploaded(null);
          setAnnouncement(
            image.decorative
              ? 'A decorative image is inserted in the body.'
              : `The image "${image.alt}" is inserted in the body.`,
          );
        }}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
