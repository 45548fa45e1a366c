import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useField } from 'formik';
import type { ContentCheck } from '@bb/shared/pages/checks';
import { blankObject, blankValue } from '@bb/shared/pages/documents';
import type { ImageValue } from '@bb/shared/pages/fields';
import { parseRichText, richTextToMarkdown } from '@bb/shared/pages/rich-text-markdown';
import type { RichText } from '@bb/shared/pages/rich-text';
import { listItem, objectFields, schemaField, type SchemaField } from '@bb/shared/pages/walk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { CharacterCount } from '../../../../components/form/CharacterCount';
import { useShownError } from '../../../../components/form/fields';
import { responsiveFromUrl } from '../../../../lib/images';
import { visuallyHidden } from '../../../../lib/visuallyHidden';
import { ImageUploadCropDialog } from '../../shared/ImageUploadCropDialog';
import { ChooseFromLibraryButton } from '../../../../components/media/ChooseFromLibraryButton';
import { HeadingNotice } from '../../shared/HeadingNotice';
import { headingNotice, richTextHelp, richTextLength } from '../../shared/richTextEditing';
import { DRAG_INSTRUCTIONS, position, useSortableSensors } from '../../shared/sortable';
import { blocksAt, checksAt, fieldId } from './editorPaths';

// The page editor's fields, generated from the page's schema (@bb/shared/pages): each kind of field
// (text, rich text, number, image, link, group, list) has one component here, so no page has a
// hand-written form. Every field is labelled, its help, error, warnings and length counter are
// tied to it (aria-describedby), and lists reorder by drag (mouse, touch, keyboard) or buttons.

/** A field made of several inputs (an image, a link, a group), named by its legend. */
function FieldFrame({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

interface FieldProps {
  field: SchemaField;
  /** The Formik path: `story.items.0.title`. */
  path: string;
  /** The accessibility checks of the whole document (each field shows its own). */
  checks: readonly ContentCheck[];
  /** The label shown (a list item's single field takes the item's name). */
  label?: string;
}

/** Help, the field's error or check findings, and the length counter, under a field. */
function FieldNotes({
  path,
  help,
  error,
  checks,
  count,
  limit,
}: {
  path: string;
  help?: string;
  error?: string;
  checks: readonly ContentCheck[];
  count?: number;
  limit?: number;
}) {
  const found = checksAt(checks, path);
  return (
    <>
      {error && (
        <FormHelperText id={`${fieldId(path)}-error`} error>
          {error}
        </FormHelperText>
      )}
      {found
        .filter((check) => check.message !== error)
        .map((check, i) => (
          <FormHelperText
            key={i}
            id={`${fieldId(path)}-check-${i}`}
            sx={{ color: check.severity === 'error' ? 'error.main' : 'warning.dark' }}
          >
            {check.severity === 'error' ? 'Blocks publishing: ' : 'Warning: '}
            {check.message}
          </FormHelperText>
        ))}
      {(help || limit !== undefined) && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <FormHelperText id={`${fieldId(path)}-help`}>{help ?? ''}</FormHelperText>
          {limit !== undefined && count !== undefined && (
            <CharacterCount id={`${fieldId(path)}-count`} count={count} limit={limit} />
          )}
        </Box>
      )}
    </>
  );
}

/** The ids of the notes FieldNotes shows for a field, for its aria-describedby. */
function describedBy(
  path: string,
  parts: { error?: string; checks: readonly ContentCheck[]; help?: string; limit?: number },
) {
  const ids: string[] = [];
  const id = fieldId(path);
  if (parts.error) ids.push(`${id}-error`);
  checksAt(parts.checks, path).forEach((check, i) => {
    if (check.message !== parts.error) ids.push(`${id}-check-${i}`);
  });
  if (parts.help) ids.push(`${id}-help`);
  if (parts.limit !== undefined) ids.push(`${id}-count`);
  return ids.join(' ') || undefined;
}

function TextInput({ field, path, checks, label }: FieldProps) {
  const [input, , helpers] = useField<string>(path);
  const error = useShownError(path);
  const { meta } = field;
  const value = input.value ?? '';
  return (
    <Box>
      <TextField
        id={fieldId(path)}
        name={path}
        label={label ?? meta.label}
        value={value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={input.onBlur}
        multiline={meta.multiline}
        minRows={meta.multiline ? 2 : undefined}
        fullWidth
        error={Boolean(error) || blocksAt(checks, path)}
        slotProps={{
          htmlInput: {
            'aria-describedby': describedBy(path, {
              error,
              checks,
              help: meta.help,
              limit: meta.limit,
            }),
          },
        }}
      />
      <FieldNotes
        path={path}
        help={meta.help}
        error={error}
        checks={checks}
        count={value.length}
        limit={meta.limit}
      />
    </Box>
  );
}

function RichTextInput({ field, path, checks, label }: FieldProps) {
  const [input, , helpers] = useField<RichText>(path);
  const error = useShownError(path);
  const { meta } = field;
  // The text as typed: the tree is stored, the marks are what the editor writes.
  const [text, setText] = useState(() => richTextToMarkdown(input.value ?? []));
  const lastSet = useRef(input.value);
  useEffect(() => {
    // Reloaded or restored from elsewhere: show the new value.
    if (input.value !== lastSet.current) {
      lastSet.current = input.value;
      setText(richTextToMarkdown(input.value ?? []));
    }
  }, [input.value]);
  const help = richTextHelp(meta.subheadings === true, meta.help);
  const plainLength = richTextLength(input.value ?? []);
  // A heading line that saving changes on its own ("# Title" at the template's level) is said.
  const notice = headingNotice(text, meta.subheadings === true);
  const noticeId = `${fieldId(path)}-headings`;
  return (
    <Box>
      <TextField
        id={fieldId(path)}
        name={path}
        label={label ?? meta.label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const tree = parseRichText(event.target.value, meta.subheadings === true);
          lastSet.current = tree;
          void helpers.setValue(tree);
        }}
        onBlur={input.onBlur}
        multiline
        minRows={4}
        fullWidth
        error={Boolean(error) || blocksAt(checks, path)}
        slotProps={{
          htmlInput: {
            'aria-describedby':
              [describedBy(path, { error, checks, help, limit: meta.limit }), notice && noticeId]
                .filter(Boolean)
                .join(' ') || undefined,
            spellCheck: true,
          },
        }}
      />
      <HeadingNotice id={noticeId} message={notice} />
      <FieldNotes
        path={path}
        help={help}
        error={error}
        checks={checks}
        count={plainLength}
        limit={meta.limit}
      />
    </Box>
  );
}

function NumberInput({ field, path, checks, label }: FieldProps) {
  const [input, , helpers] = useField<number>(path);
  const error = useShownError(path);
  const { meta } = field;
  return (
    <Box>
      <TextField
        id={fieldId(path)}
        name={path}
        type="number"
        label={label ?? meta.label}
        value={Number.isFinite(input.value) ? input.value : ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          const n = Number(text);
          // Not a number (or empty): kept as typed, so the check names the field.
          void helpers.setValue(text && Number.isFinite(n) ? n : (text as unknown as number));
        }}
        onBlur={input.onBlur}
        fullWidth
        error={Boolean(error) || blocksAt(checks, path)}
        slotProps={{
          htmlInput: {
            min: meta.min,
            max: meta.max,
            step: 1,
            'aria-describedby': describedBy(path, { error, checks, help: meta.help }),
          },
        }}
      />
      <FieldNotes path={path} help={meta.help} error={error} checks={checks} />
    </Box>
  );
}

/** The shape an image field is cropped to: the current image's, else 3:2. */
function aspectOf(url: string): number {
  const size = responsiveFromUrl(url).size;
  return size ? size.width / size.height : 3 / 2;
}

/** Said (politely) when an image field's picture changes: what its alt text became. */
export const IMAGE_CHANGED_TEXT = {
  described: "Image changed: its alt text is now the media library's description of it.",
  undescribed: 'Image changed: it has no description yet, so describe it in its alt text.',
} as const;

function ImageInput({ field, path, checks, label }: FieldProps) {
  const [input, , helpers] = useField<ImageValue | null>(path);
  const altPath = `${path}.alt`;
  const urlPath = `${path}.url`;
  const altError = useShownError(altPath);
  const urlError = useShownError(urlPath);
  const [uploading, setUploading] = useState(false);
  const [changed, setChanged] = useState('');
  const image = input.value;
  const title = label ?? field.meta.label;
  const { src } = responsiveFromUrl(image?.url ?? '');
  const set = (next: ImageValue | null) => void helpers.setValue(next);
  /**
   * Another picture: the old one's alt text no longer describes it (nor does a decorative mark), so
   * it takes the library's description of the new one, or none, which the checks then ask for.
   */
  const changeImage = (url: string, description: string) => {
    if (image?.url === url) return;
    set({ url, alt: description, decorative: false });
    setChanged(description ? IMAGE_CHANGED_TEXT.described : IMAGE_CHANGED_TEXT.undescribed);
  };
  return (
    <FieldFrame legend={title}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          {image?.url ? (
            <Box
              component="img"
              src={src}
              // The alt text is the field beside it.
              alt=""
              sx={{ display: 'block', width: '100%', borderRadius: 1, bgcolor: 'action.hover' }}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>No image</Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button
              name={urlPath}
              variant="outlined"
              size="small"
              aria-haspopup="dialog"
              aria-describedby={describedBy(urlPath, { error: urlError, checks })}
              onClick={() => setUploading(true)}
            >
              {image?.url ? `Replace image` : 'Upload image'}
            </Button>
            <ChooseFromLibraryButton
              size="small"
              fieldLabel={title}
              onPicked={(picked) => changeImage(picked.url, picked.altText)}
            />
            {field.nullable && image && (
              <Button size="small" color="error" onClick={() => set(null)}>
                Remove image
              </Button>
            )}
          </Box>
          <FieldNotes path={urlPath} error={urlError} checks={checks} />
          <Box role="status" sx={visuallyHidden}>
            {changed}
          </Box>
        </Box>
        {image && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField
              id={fieldId(altPath)}
              name={altPath}
              label={`Alt text of ${title.toLowerCase()}`}
              value={image.decorative ? '' : image.alt}
              disabled={image.decorative}
              onChange={(event) => set({ ...image, alt: event.target.value })}
              multiline
              fullWidth
              error={Boolean(altError) || blocksAt(checks, altPath)}
              slotProps={{
                htmlInput: {
                  'aria-describedby': describedBy(altPath, {
                    error: altError,
                    checks,
                    help: 'What the image shows, for people who cannot see it.',
                  }),
                },
              }}
            />
            <FieldNotes
              path={altPath}
              help="What the image shows, for people who cannot see it."
              error={altError}
              checks={checks}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={image.decorative}
                  onChange={(event) => set({ ...image, decorative: event.target.checked })}
                />
              }
              label="Decorative: it adds nothing to the text, screen readers skip it"
            />
          </Box>
        )}
      </Box>
      <ImageUploadCropDialog
        open={uploading}
        onClose={() => setUploading(false)}
        aspect={aspectOf(image?.url ?? '')}
        onUploaded={(url) => {
          // A new upload has no description yet (one of the same bytes already in the library
          // gets the library's when the draft is saved).
          changeImage(url, '');
          setUploading(false);
        }}
      />
    </FieldFrame>
  );
}

function LinkInput({ field, path, checks, label }: FieldProps) {
  const title = label ?? field.meta.label;
  return (
    <FieldFrame legend={title}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PlainInput path={`${path}.label`} label={`${title}: text`} checks={checks} limit={40} />
        <PlainInput
          path={`${path}.href`}
          label={`${title}: link`}
          checks={checks}
          help="A page of this site (/contact), or https://, mailto: or tel:."
        />
      </Box>
    </FieldFrame>
  );
}

/** A text input without schema metadata of its own (a link's parts). */
function PlainInput({
  path,
  label,
  checks,
  help,
  limit,
}: {
  path: string;
  label: string;
  checks: readonly ContentCheck[];
  help?: string;
  limit?: number;
}) {
  const [input, , helpers] = useField<string>(path);
  const error = useShownError(path);
  const value = input.value ?? '';
  return (
    <Box>
      <TextField
        id={fieldId(path)}
        name={path}
        label={label}
        value={value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={input.onBlur}
        fullWidth
        error={Boolean(error) || blocksAt(checks, path)}
        slotProps={{
          htmlInput: { 'aria-describedby': describedBy(path, { error, checks, help, limit }) },
        }}
      />
      <FieldNotes
        path={path}
        help={help}
        error={error}
        checks={checks}
        count={value.length}
        limit={limit}
      />
    </Box>
  );
}

/** The fields of a group (or a list item), each by its kind. */
export function GroupFields({
  schema,
  path,
  checks,
}: {
  schema: SchemaField['schema'];
  path: string;
  checks: readonly ContentCheck[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {objectFields(schema).map(([key, child]) => (
        <ContentField
          key={key}
          field={child}
          path={path ? `${path}.${key}` : key}
          checks={checks}
        />
      ))}
    </Box>
  );
}

function GroupInput({ field, path, checks, label }: FieldProps) {
  return (
    <FieldFrame legend={label ?? field.meta.label}>
      <GroupFields schema={field.schema} path={path} checks={checks} />
    </FieldFrame>
  );
}

/** A list item's name: "Programme 2: Corporate Training". */
function itemName(field: SchemaField, item: unknown, index: number): string {
  const base = `${field.meta.itemLabel ?? 'Item'} ${index + 1}`;
  const key = field.meta.itemTitle;
  const title =
    key && item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  return typeof title === 'string' && title.trim() ? `${base}: ${title.trim()}` : base;
}

let nextKey = 1;
const newKey = () => `item-${nextKey++}`;

interface ItemProps {
  id: string;
  name: string;
  index: number;
  count: number;
  headingId: string;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}

function ListItemCard({
  id,
  name,
  index,
  count,
  headingId,
  onMove,
  onRemove,
  children,
}: ItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-list-item={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 6 : 0,
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Typography
          id={headingId}
          component="p"
          sx={{ fontWeight: 700, flex: '1 1 12rem', overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <IconButton
          aria-label={`Move up: ${name}`}
          data-move={`${id}:up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move down: ${name}`}
          data-move={`${id}:down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Remove ${name}`} color="error" onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {children}
    </Box>
  );
}

function ListInput({ field, path, checks, label }: FieldProps) {
  const [input, , helpers] = useField<unknown[]>(path);
  const items = Array.isArray(input.value) ? input.value : [];
  const item = listItem(field);
  const itemFields = objectFields(item);
  const itemField = itemFields.length ? undefined : schemaField(item);
  const { meta } = field;
  const title = label ?? meta.label;
  const sensors = useSortableSensors();
  const [announcement, setAnnouncement] = useState('');
  const error = useShownError(path);
  // Stable keys for the items (their index changes as they move). A list changed from outside (a
  // reload, a discard) keeps the keys of its first items and gets new ones for the rest.
  const [storedKeys, setKeys] = useState<string[]>(() => items.map(() => newKey()));
  let keys = storedKeys;
  if (keys.length !== items.length) {
    keys = keys.slice(0, items.length);
    while (keys.length < items.length) keys.push(newKey());
    setKeys(keys);
  }
  const pendingFocus = useRef<string | null>(null);
  // Where the dragged item was last said to be.
  const lastOver = useRef<UniqueIdentifier | null>(null);

  useLayoutEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    pendingFocus.current = null;
    document.querySelector<HTMLElement>(selector)?.focus();
  });

  const set = (next: unknown[], nextKeys: string[]) => {
    setKeys(nextKeys);
    void helpers.setValue(next);
  };
  const move = (from: number, to: number, byButton?: 'up' | 'down') => {
    if (to < 0 || to >= items.length) return;
    const name = itemName(field, items[from], from);
    const key = keys[from];
    set(arrayMove(items, from, to), arrayMove(keys, from, to));
    if (byButton) {
      const other = byButton === 'up' ? 'down' : 'up';
      const atEnd =
        (byButton === 'up' && to === 0) || (byButton === 'down' && to === items.length - 1);
      pendingFocus.current = `[data-move="${key}:${atEnd ? other : byButton}"]`;
    }
    setAnnouncement(`${name} moved to ${position(to, items.length)}.`);
  };
  const remove = (index: number) => {
    const name = itemName(field, items[index], index);
    const nextKeys = keys.filter((_, i) => i !== index);
    set(
      items.filter((_, i) => i !== index),
      nextKeys,
    );
    const neighbour = nextKeys[index] ?? nextKeys[index - 1];
    pendingFocus.current = neighbour
      ? `[data-list-item="${neighbour}"] button[aria-label^="Remove"]`
      : `[data-list-add="${path}"]`;
    setAnnouncement(`${name} removed. ${nextKeys.length} left.`);
  };
  const add = () => {
    const blank = itemFields.length ? blankObject(item) : itemField ? blankValue(itemField) : '';
    const key = newKey();
    set([...items, blank], [...keys, key]);
    pendingFocus.current = `[data-list-item="${key}"] input, [data-list-item="${key}"] textarea`;
    setAnnouncement(`${meta.itemLabel ?? 'Item'} ${items.length + 1} added.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const nameOfKey = (key: string | number) => {
    const i = keys.indexOf(String(key));
    return i >= 0 ? itemName(field, items[i], i) : 'the item';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOfKey(active.id)}, in ${position(keys.indexOf(String(active.id)), items.length)}.`;
    },
    // Only a change of place is said (not the place it was picked up in, which would cut in).
    onDragOver: ({ active, over }) => {
      const id = over?.id ?? null;
      if (id === lastOver.current) return undefined;
      lastOver.current = id;
      return over
        ? `${nameOfKey(active.id)} is over ${position(keys.indexOf(String(over.id)), items.length)}.`
        : `${nameOfKey(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOfKey(active.id)} dropped at ${position(keys.indexOf(String(over.id)), items.length)}.`
        : `${nameOfKey(active.id)} dropped outside the list: nothing moved.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${nameOfKey(active.id)} is back in its place.`,
  };
  const full = meta.maxItems !== undefined && items.length >= meta.maxItems;
  const headingId = `${fieldId(path)}-heading`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
        <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {` (${items.length}${meta.maxItems ? ` of at most ${meta.maxItems}` : ''})`}
        </Typography>
      </Typography>
      {meta.help && <FormHelperText>{meta.help}</FormHelperText>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Box
            component="ol"
            aria-label={title}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {items.map((entry, index) => {
              const key = keys[index];
              const name = itemName(field, entry, index);
              return (
                <ListItemCard
                  key={key}
                  id={key}
                  name={name}
                  index={index}
                  count={items.length}
                  headingId={`${fieldId(`${path}.${index}`)}-name`}
                  onMove={(delta) => move(index, index + delta, delta < 0 ? 'up' : 'down')}
                  onRemove={() => remove(index)}
                >
                  {itemFields.length ? (
                    <GroupFields schema={item} path={`${path}.${index}`} checks={checks} />
                  ) : itemField ? (
                    <ContentField
                      field={itemField}
                      path={`${path}.${index}`}
                      checks={checks}
                      label={name}
                    />
                  ) : null}
                  <FieldNotes path={`${path}.${index}`} checks={checks} />
                </ListItemCard>
              );
            })}
          </Box>
        </SortableContext>
      </DndContext>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button
          name={path}
          data-list-add={path}
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          onClick={add}
        >
          {`Add ${(meta.itemLabel ?? 'item').toLowerCase()}`}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

/** One field of the document, by its kind. */
export function ContentField(props: FieldProps) {
  switch (props.field.meta.kind) {
    case 'text':
      return <TextInput {...props} />;
    case 'richText':
      return <RichTextInput {...props} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'image':
      return <ImageInput {...props} />;
    case 'link':
      return <LinkInput {...props} />;
    case 'group':
      return <GroupInput {...props} />;
    case 'list':
      return <ListInput {...props} />;
    default:
      return null;
  }
}
