import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export type LogoVariant = 'colour' | 'white';

interface LogoMarkProps {
  variant?: LogoVariant;
  size?: number;
}

/**
 * The bridge mark: an arch rising from two banks over a deck, with an open joint in the middle of
 * the deck (a barrier broken) and a sun-coloured keystone. Decorative: the name beside it carries
 * the meaning.
 */
export function LogoMark({ variant = 'colour', size = 40 }: LogoMarkProps) {
  const { palette } = useTheme();
  const arch = variant === 'white' ? '#ffffff' : palette.secondary.main;
  const deck = variant === 'white' ? '#ffffff' : palette.primary.main;
  const keystone = variant === 'white' ? palette.brand.focusOnDeep : palette.accent.dark;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', display: 'block' }}
    >
      <path
        d="M5 34 C11 16 37 16 43 34"
        fill="none"
        stroke={arch}
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path
        d="M14.5 24.5v9.5M24 21v13M33.5 24.5v9.5"
        stroke={arch}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M3 36.5h17.5M27.5 36.5H45" stroke={deck} strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="24" cy="12" r="3.5" fill={keystone} />
    </svg>
  );
}

interface LogoProps extends LogoMarkProps {
  name: string;
}

/** The mark with the organisation's name; white on deep surfaces, in colour elsewhere. */
export function Logo({ name, variant = 'colour', size = 40 }: LogoProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: variant === 'white' ? '#ffffff' : 'primary.main',
      }}
    >
      <LogoMark variant={variant} size={size} />
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.15, letterSpacing: '0.01em' }}
      >
        {name}
      </Box>
    </Box>
  );
}
