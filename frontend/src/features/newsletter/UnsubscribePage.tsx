import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import { errorMessage } from '../../api/base';
import { useUnsubscribeMutation } from '../../api/newsletter';
import { useSiteDetails } from '../../api/settings';
import { PageMeta } from '../../components/PageMeta';

/** A text link styled as the theme's MUI Link (a plain anchor keeps MUI's Link out of the first load). */
const linkSx = {
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
function Notice({
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

export const UNSUBSCRIBE_SUCCESS_FALLBACK =
  'You have been unsubscribed. You will not receive our newsletter any more.';
export const UNSUBSCRIBE_ERROR_FALLBACK =
  'We could not unsubscribe you with this link. It may be invalid or out of date.';

/**
 * The page behind the unsubscribe link of every newsletter e-mail. Opening it changes nothing
 * (no GET changes state, and mail scanners open links): one press of the button unsubscribes.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const site = useSiteDetails();
  const [unsubscribe, { isLoading, isSuccess, isError, data, error }] = useUnsubscribeMutation();
  const resultRef = useRef<HTMLDivElement>(null);

  // The button disappears on success: move focus to the outcome so keyboard users are not lost.
  useEffect(() => {
    if (isSuccess) resultRef.current?.focus();
  }, [isSuccess]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta
        title="Unsubscribe"
        description="Stop receiving our monthly newsletter with one click."
      />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 2 }}>
          Unsubscribe from our newsletter
        </Typography>

        {!token && (
          <Notice severity="warning">
            This unsubscribe link is incomplete. Please use the full link from one of our newsletter
            e-mails, or write to{' '}
            <Box component="a" href={`mailto:${site.email}`} sx={linkSx}>
              {site.email}
            </Box>{' '}
            and we will remove your address.
          </Notice>
        )}

        {token && !isSuccess && (
          <>
            <Typography sx={{ mb: 3 }}>
              Press the button below and we will stop sending our monthly newsletter to your
              address. You can subscribe again at any time from the bottom of any page.
            </Typography>
            <Button
              variant="contained"
              size="large"
              disabled={isLoading}
              onClick={() => {
                void unsubscribe({ token });
              }}
            >
              {isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}

        <Box role="status">
          {isSuccess && (
            <Box ref={resultRef} tabIndex={-1} sx={{ outline: 'none' }}>
              <Notice severity="success" sx={{ mb: 3 }}>
                {data?.message || UNSUBSCRIBE_SUCCESS_FALLBACK}
              </Notice>
              <Button component={RouterLink} to="/" variant="outlined">
                Return to Home
              </Button>
            </Box>
          )}
        </Box>
        <Box role="alert">
          {isError && (
            <Notice severity="error" sx={{ mt: 3 }}>
              {errorMessage(error, UNSUBSCRIBE_ERROR_FALLBACK)}
            </Notice>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
