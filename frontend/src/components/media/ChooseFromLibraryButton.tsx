import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { MediaPickerDialog, type PickedImage } from './MediaPickerDialog';

export const CHOOSE_FROM_LIBRARY = 'Choose from library';

export interface ChooseFromLibraryButtonProps {
  /**
   * The field's label, for the button's accessible name when a page has several image fields:
   * 'Choose from library: Profile photo' (the visible text starts it, WCAG 2.5.3).
   */
  fieldLabel?: string;
  onPicked: (image: PickedImage) => void;
  /** Called as the picker opens (to note where the caret was, say). */
  onOpen?: () => void;
  minWidth?: number;
  minHeight?: number;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** 'Choose from library': opens the media library's picker for one image field. */
export function ChooseFromLibraryButton({
  fieldLabel,
  onPicked,
  onOpen,
  minWidth,
  minHeight,
  disabled,
  variant = 'outlined',
  size,
}: ChooseFromLibraryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<PhotoLibraryOutlinedIcon />}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
        disabled={disabled}
        aria-label={fieldLabel ? `${CHOOSE_FROM_LIBRARY}: ${fieldLabel}` : undefined}
        aria-haspopup="dialog"
      >
        {CHOOSE_FROM_LIBRARY}
      </Button>
      <MediaPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPicked={onPicked}
        minWidth={minWidth}
        minHeight={minHeight}
      />
    </>
  );
}
