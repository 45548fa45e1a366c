import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { PARTNERSHIP_PACKET_URL } from '../../api/partnerships';

interface PartnershipPacketLinkProps {
  /** `inverse` on deep surfaces. */
  color?: 'primary' | 'inverse';
}

/**
 * 'Download Partnership Packet': a real link to the PDF (the server sends it as an attachment),
 * styled as a button, with its format in the visible text.
 */
export function PartnershipPacketLink({ color = 'primary' }: PartnershipPacketLinkProps) {
  return (
    <Button
      component="a"
      href={PARTNERSHIP_PACKET_URL}
      download
      variant="outlined"
      color={color}
      size="large"
      startIcon={<FileDownloadOutlinedIcon aria-hidden="true" />}
    >
      Download Partnership Packet{' '}
      <Box component="span" sx={{ fontWeight: 400, ml: '0.25em' }}>
        (PDF)
      </Box>
    </Button>
  );
}
