import type { TwoFactorSetup } from '@bb/shared/two-factor';
import { TOTP_DIGITS, TWO_FACTOR_ISSUER } from '@bb/shared/two-factor';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CopyButton } from './CopyButton';

/** The key in groups of four ("JBSW Y3DP EHPK 3PXP"), as people read and type it. */
export function groupKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

export const QR_ALT = 'QR code of the two-factor sign-in key, to scan with your authenticator app';

/**
 * The first part of setting up two-factor sign-in (the settings dialog and the enrolment that
 * sign-in enforces): what to do, the QR code made on the server, and the same key as text (grouped
 * for reading, with a Copy button) for apps that cannot scan. The code field follows it.
 */
export function TwoFactorKey({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        <li>
          Open an authenticator app on your phone (such as Google Authenticator, Microsoft
          Authenticator, 1Password or Aegis) and add an account.
        </li>
        <li>Scan the QR code, or type the key below into the app (time-based).</li>
        <li>{`Enter the ${TOTP_DIGITS}-digit code the app shows for ${TWO_FACTOR_ISSUER}.`}</li>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 2, sm: 3 },
        }}
      >
        <Box
          component="img"
          src={setup.qrCode}
          alt={QR_ALT}
          width={176}
          height={176}
          sx={{
            display: 'block',
            width: 176,
            height: 176,
            p: 1,
            // A QR code needs a light quiet zone, also in dark mode.
            bgcolor: '#fff',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0, flex: '1 1 200px' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            Key
          </Typography>
          <Typography
            component="p"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.125rem',
              letterSpacing: '0.05em',
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {groupKey(setup.secret)}
          </Typography>
          <Box>
            <CopyButton
              text={setup.secret}
              label="Copy key"
              copiedMessage="The key is copied."
              size="small"
            />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
