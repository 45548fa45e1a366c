import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';

// The newsletter pages' pieces (unsubscribe, confirm): a notice styled as MUI's Alert and a link.

/** A text link styled as the theme's MUI Link (a plain anchor keeps MUI's Link out of the first load). */
export const linkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: (theme: Theme) => theme.alpha(theme.palette.primary.main, 0.4),
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationColor: 'inherit' },
} as const;

// MUI's own alert icons.
const SuccessIcon = createSvgIcon(
  <path d="M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z" />,
  'SuccessOutlined',
);
const WarningIcon = createSvgIcon(
  <path d="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z" />,
  'ReportProblemOutlined',
);
const ErrorIcon = createSvgIcon(
  <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />,
  'ErrorOutline',
);
const NOTICE_ICONS = { success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/**
 * A message styled as MUI's standard Alert (with no role of its own: the live regions around it
 * announce it). Hand-made because MUI's Alert and its slot machinery cost this page about 2 KB
 * gzip of its first-load budget.
 */
export function Notice({
  severity,
  sx,
  children,
}: {
  severity: keyof typeof NOTICE_ICONS;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const Icon = NOTICE_ICONS[severity];
  return (
    <Paper
      elevation={0}
      sx={[
        (theme) => {
          const light = theme.palette[severity].light;
          const dark = theme.palette.mode === 'dark';
          return {
            ...theme.typography.body2,
            display: 'flex',
            padding: '6px 16px',
            color: dark ? theme.lighten(light, 0.6) : theme.darken(light, 0.6),
            backgroundColor: dark ? theme.darken(light, 0.9) : theme.lighten(light, 0.9),
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          marginRight: '12px',
          padding: '7px 0',
          display: 'flex',
          fontSize: 22,
          opacity: 0.9,
          color: `${severity}.main`,
        }}
      >
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ padding: '8px 0', minWidth: 0, overflow: 'auto' }}>{children}</Box>
    </Paper>
  );
}
