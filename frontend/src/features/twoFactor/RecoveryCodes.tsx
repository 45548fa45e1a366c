import { useEffect, useRef } from 'react';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_ISSUER } from '@bb/shared/two-factor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { saveBlob } from '../../lib/download';
import { CopyButton } from './CopyButton';

export const RECOVERY_CODES_FILE = 'building-bridges-recovery-codes.txt';

/** The text file of the codes: what they are, for whom, and one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string): string {
  return [
    `${TWO_FACTOR_ISSUER}: two-factor sign-in recovery codes for ${account}`,
    `Each code signs you in once when you cannot use your authenticator app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes, shown once after two-factor sign-in is turned on (or new codes are made):
 * why they matter, the codes in a list, and Download (a .txt file) and Copy.
 */
export function RecoveryCodes({
  codes,
  account,
  focusOnMount = false,
}: {
  codes: readonly string[];
  /** The username, named in the file. */
  account: string;
  /** Move focus to the first sentence when shown (the button that led here is gone). */
  focusOnMount?: boolean;
}) {
  const text = recoveryCodesText(codes, account);
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnMount) intro.current?.focus();
  }, [focusOnMount]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography ref={intro} tabIndex={-1} sx={{ outline: 'none' }}>
        {`Keep these ${codes.length === RECOVERY_CODE_COUNT ? 'ten ' : ''}codes somewhere safe, such as a password manager. If you lose your phone, each code signs you in once instead of a code from the app. They are shown only now.`}
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          justifyContent: 'center',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '1.0625rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
        >
          Download codes
        </Button>
        <CopyButton
          text={codes.join('\n')}
          label="Copy codes"
          copiedMessage="The codes are copied."
        />
      </Box>
    </Box>
  );
}
