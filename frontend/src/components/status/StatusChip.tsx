import Chip from '@mui/material/Chip';
import { HUES, type HueTone, type StatusTone } from './statusTones';

interface StatusChipProps {
  /** The status as people read it ('Pending', 'In Discussion'). */
  label: string;
  /** Its colour: a theme colour (outlined) or a hue (soft filled), both AA in both colour modes. */
  tone: StatusTone;
}

const isHue = (tone: StatusTone): tone is HueTone => tone in HUES;

/** A status as a small chip; the label carries the meaning, the colour only repeats it. */
export function StatusChip({ label, tone }: StatusChipProps) {
  if (isHue(tone)) {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={label}
        sx={(theme) => {
          const colors = HUES[tone][theme.palette.mode];
          return {
            fontWeight: 700,
            borderWidth: 2,
            color: colors.text,
            bgcolor: colors.background,
            borderColor: colors.border,
          };
        }}
      />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      sx={{ fontWeight: 700, borderWidth: 2 }}
    />
  );
}
