import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  toastDismissed,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastData,
  type ToastState,
} from './toastSlice';

export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = 'Notifications (F8)';
/** The space between a toast and an open dialog above it (the region's bottom offset and a gap). */
export const TOAST_DIALOG_GAP_PX = 24;

const selectToasts = (state: { toast: ToastState }) => state.toast.toasts;

interface ToastItemProps {
  toast: ToastData;
  paused: boolean;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, paused, onDismiss }: ToastItemProps) {
  const { id, duration } = toast;
  const remaining = useRef(duration);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const dismiss = useCallback(() => onDismiss(id), [id, onDismiss]);

  // Close after `duration`, with the clock stopped while the toast is hovered or focused (WCAG 2.2.1).
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const endSwipe = (event: PointerEvent<HTMLLIElement>, cancelled: boolean) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (!cancelled && delta > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <Box
      component="li"
      data-variant={toast.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endSwipe(e, false)}
      onPointerCancel={(e) => endSwipe(e, true)}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      sx={{
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        userSelect: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        borderRadius: 2,
        boxShadow: 6,
        border: '1px solid',
        transition: 'transform 200ms ease-out',
        ...(destructive
          ? { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.dark' }
          : { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' }),
        '@media (prefers-reduced-motion: no-preference)': {
          animation: 'bb-toast-in 200ms ease-out',
          '@keyframes bb-toast-in': {
            from: { opacity: 0, transform: 'translateY(12px)' },
            to: { opacity: 1, transform: 'none' },
          },
        },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        {toast.title && (
          <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
            {toast.title}
          </Typography>
        )}
        {toast.description && (
          <Typography component="p" variant="body2" sx={{ color: 'inherit' }}>
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label="Close notification"
        onClick={dismiss}
        sx={{ color: 'inherit', mt: -0.5, '--bb-focus': 'currentColor' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The notification region: at most one toast, a new one replacing it; F8 moves focus here; each
 * toast closes after its duration (paused while hovered or focused), by its close button, or by a
 * swipe to the right past 50 px. Screen readers hear normal toasts politely and destructive ones
 * assertively: each toast is rendered inside one of two live regions that are always present.
 */
export function Toaster() {
  const toasts = useSelector(selectToasts);
  const dispatch = useDispatch();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The region's height while it shows a toast (0 when empty): an open dialog keeps clear of it.
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(region.offsetHeight));
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY && event.code !== TOAST_HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      if (!region) return;
      if (!region.contains(document.activeElement)) {
        returnFocusTo.current = document.activeElement as HTMLElement | null;
      }
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onDismiss = useCallback(
    (id: string) => {
      const region = regionRef.current;
      // Focus inside a closing toast would fall to <body>: send it back where it came from.
      if (region && region.contains(document.activeElement)) {
        const target = returnFocusTo.current;
        if (target && target.isConnected && target !== document.body) target.focus();
        else region.focus();
      }
      dispatch(toastDismissed(id));
    },
    [dispatch],
  );

  const list = (variant: ToastData['variant']) => (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {toasts
        .filter((toast) => toast.variant === variant)
        .map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            paused={hovered || focused}
            onDismiss={onDismiss}
          />
        ))}
    </Box>
  );

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        width: 'min(420px, calc(100vw - 16px))',
        pointerEvents: 'none',
        borderRadius: 2,
      }}
    >
      {/* While a toast shows, an open dialog leaves the bottom of the screen to it (its buttons sit
          at its bottom): the dialog's container gets a bottom padding of the toast's height and
          margin, so the dialog moves up (or, full screen on a phone, ends above the toast) and no
          toast ever covers Cancel, Close or the submit button (WCAG 2.4.11). */}
      {height > 0 && (
        <GlobalStyles
          styles={{
            '.MuiDialog-container': {
              boxSizing: 'border-box',
              paddingBottom: `${height + TOAST_DIALOG_GAP_PX}px`,
            },
          }}
        />
      )}
      {/* Live regions that are always present, so that a toast added to them is announced:
          politely for normal toasts, assertively for destructive ones. */}
      <div role="status" aria-live="polite">
        {list('default')}
      </div>
      <div role="alert" aria-live="assertive">
        {list('destructive')}
      </div>
    </Box>
  );
}
