import { useLayoutEffect, useRef, useState } from 'react';
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
import type { AdminCarouselItem } from '@bb/shared/admin-content';
import { CAROUSEL_NAMES, type CarouselSlug } from '@bb/shared/content';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useReorderCarouselItemsMutation } from '../../../api/admin/carousels';
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { ScheduleNotes } from '../../../components/schedule/ScheduleNotes';
import { useOrganisationTimeZone } from '../../../components/schedule/useTimeZone';
import { StatusChip } from '../../../components/status/StatusChip';
import { useToast } from '../../../components/toast/useToast';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { DRAG_INSTRUCTIONS, position, useSortableSensors } from '../shared/sortable';
import {
  capitalized,
  CAROUSEL_TOASTS,
  itemName,
  MISSING_ALT_WARNING,
  NO_DESCRIPTION,
} from './carouselText';

// The Items tab's list, by sortOrder, with the admin panel's sortable set-up (shared/sortable.ts).
// Every reorder sends the whole new order (PATCH .../reorder); the list shows it at once and goes
// back if refused.

interface RowProps {
  item: AdminCarouselItem;
  /** The organisation's time zone (the schedule's times). */
  zone: string;
  index: number;
  count: number;
  onMove: (item: AdminCarouselItem, delta: -1 | 1) => void;
  onEdit: (item: AdminCarouselItem) => void;
  onDelete: (item: AdminCarouselItem) => void;
}

function ItemRow({ item, zone, index, count, onMove, onEdit, onDelete }: RowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  const name = itemName(item);
  const alt = item.altText?.trim();
  const warningId = `carousel-item-${item.id}-alt-warning`;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-item-id={item.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto auto minmax(0, 1fr) auto' },
        gridTemplateAreas: {
          xs: '"handle thumb" "body body" "actions actions"',
          sm: '"handle thumb body actions"',
        },
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        border: '1px solid',
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 6 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
        sx={{ gridArea: 'handle', cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Box
        sx={{
          gridArea: 'thumb',
          width: { xs: 128, sm: 144 },
          aspectRatio: '16 / 9',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <CarouselPicture
          url={item.imageUrl}
          // The alt text is written out beside it.
          alt=""
          sizes="144px"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ gridArea: 'body', minWidth: 0, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {`#${item.sortOrder}`}
          </Typography>
          {item.isPublished ? (
            <StatusChip label="Published" tone="green" />
          ) : (
            <StatusChip label="Draft" tone="gray" />
          )}
          {item.youtubeUrl && <StatusChip label="Video" tone="blue" />}
        </Box>
        {alt ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{alt}</Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {NO_DESCRIPTION}
          </Typography>
        )}
        {(item.publishAt || item.unpublishAt) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <ScheduleNotes publishAt={item.publishAt} unpublishAt={item.unpublishAt} zone={zone} />
          </Box>
        )}
        {item.isPublished && !alt && (
          <Alert id={warningId} severity="warning" variant="outlined" sx={{ py: 0 }}>
            {MISSING_ALT_WARNING}
          </Alert>
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'actions',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: { xs: 'flex-end', sm: 'flex-start' },
          gap: 0.5,
        }}
      >
        <IconButton
          aria-label={`Move up: ${name}`}
          data-move={`${item.id}:up`}
          disabled={index === 0}
          onClick={() => onMove(item, -1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move down: ${name}`}
          data-move={`${item.id}:down`}
          disabled={index === count - 1}
          onClick={() => onMove(item, 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Edit ${name}`}
          aria-describedby={item.isPublished && !alt ? warningId : undefined}
          aria-haspopup="dialog"
          onClick={() => onEdit(item)}
        >
          <EditOutlinedIcon />
        </IconButton>
        <IconButton
          aria-label={`Delete ${name}`}
          aria-haspopup="dialog"
          color="error"
          onClick={() => onDelete(item)}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

interface CarouselItemListProps {
  slug: CarouselSlug;
  /** By sortOrder. */
  items: readonly AdminCarouselItem[];
  onEdit: (item: AdminCarouselItem) => void;
  onDelete: (item: AdminCarouselItem) => void;
}

export function CarouselItemList({ slug, items, onEdit, onDelete }: CarouselItemListProps) {
  const [reorder] = useReorderCarouselItemsMutation();
  const { toast, toastFailure } = useToast();
  const [announcement, setAnnouncement] = useState('');
  const saving = useRef(false);
  // Where the dragged item was last said to be.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  // After a Move button moved its item: the button to keep focus on (the other one at an end).
  const pendingFocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  const sensors = useSortableSensors();
  const zone = useOrganisationTimeZone();

  const ids = items.map((item) => item.id);
  const byId = (id: UniqueIdentifier) => items.find((item) => item.id === id);
  const nameOf = (id: UniqueIdentifier) => {
    const item = byId(id);
    return item ? itemName(item) : 'the item';
  };
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const button = (direction: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${pending.id}:${direction}"]`);
    const wanted = button(pending.direction);
    const other = button(pending.direction === 'up' ? 'down' : 'up');
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [items]);

  /** Saves the order of `next` (every item's id); answers whether it was saved. */
  const save = async (next: string[]): Promise<boolean> => {
    saving.current = true;
    try {
      await reorder({ slug, ids: next }).unwrap();
      toast(CAROUSEL_TOASTS.reordered);
      return true;
    } catch (error) {
      toastFailure(
        error,
        CAROUSEL_TOASTS.reorderFailed.title,
        CAROUSEL_TOASTS.reorderFailed.fallback,
      );
      setAnnouncement('The new order was not saved: the items are back in their previous order.');
      return false;
    } finally {
      saving.current = false;
    }
  };

  const move = (item: AdminCarouselItem, delta: -1 | 1) => {
    if (saving.current) {
      setAnnouncement('Saving the previous move. Try again in a moment.');
      return;
    }
    const from = indexOf(item.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= items.length) return;
    pendingFocus.current = { id: item.id, direction: delta < 0 ? 'up' : 'down' };
    setAnnouncement(
      `${capitalized(itemName(item))} moved ${delta < 0 ? 'up' : 'down'} to ${position(to, items.length)}.`,
    );
    void save(arrayMove(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || saving.current) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    void save(arrayMove(ids, from, to));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}, in ${position(indexOf(active.id), items.length)}.`;
    },
    // Only a change of place is said (not the place it was picked up in, which would cut in).
    onDragOver: ({ active, over }) => {
      const id = over?.id ?? null;
      if (id === lastOver.current) return undefined;
      lastOver.current = id;
      return over
        ? `${capitalized(nameOf(active.id))} is over ${position(indexOf(over.id), items.length)}.`
        : `${capitalized(nameOf(active.id))} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${capitalized(nameOf(active.id))} dropped at ${position(indexOf(over.id), items.length)}.`
        : `${capitalized(nameOf(active.id))} dropped outside the list: nothing moved.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${capitalized(nameOf(active.id))} is back in ${position(indexOf(active.id), items.length)}.`,
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box
            component="ol"
            aria-label={`Items of the ${CAROUSEL_NAMES[slug]} carousel`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {items.map((item, index) => (
              <ItemRow
                key={item.id}
                item={item}
                zone={zone}
                index={index}
                count={items.length}
                onMove={move}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
