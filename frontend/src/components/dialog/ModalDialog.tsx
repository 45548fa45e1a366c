import { useEffect, useId, useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { DialogToastAnnouncer } from '../toast/DialogToastAnnouncer';

/**
 * Whether the element's content is taller than the element (it scrolls). Keyboard users can scroll
 * such a region only when it can take focus (WCAG 2.1.1).
 */
function useOverflowing(): [(node: HTMLElement | null) => void, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    const resizes = new ResizeObserver(check);
    const observeChildren = () => {
      resizes.observe(node);
      for (const child of Array.from(node.children)) resizes.observe(child);
    };
    observeChildren();
    const mutations = new MutationObserver(() => {
      observeChildren();
      check();
    });
    mutations.observe(node, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [node]);
  return [setNode, overflowing];
}

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Buttons at the bottom (Cancel, the main action). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'xl';
}

/**
 * A modal dialog (APG): named by its heading, with a close button, full screen on phones. Focus
 * moves in and returns to the opener, Tab stays inside, Escape closes (MUI). A content area that
 * scrolls can take focus, and toasts shown while it is open are repeated inside it (the rest of the
 * page, the toaster included, is hidden from screen readers meanwhile).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 'sm',
}: ModalDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [contentRef, scrolls] = useOverflowing();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent
        dividers
        ref={contentRef}
        // A scrolling content area is focusable (and named), so the keyboard can scroll it.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls ? titleId : undefined}
      >
        {children}
        <DialogToastAnnouncer />
      </DialogContent>
      {actions && (
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
      )}
    </Dialog>
  );
}
