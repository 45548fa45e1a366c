import { useState } from 'react';
import type { ThreadEmail as ThreadEmailFields } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { inboundAttachmentUrl, useGetInboundOriginalQuery } from '../../../api/admin/inboundMail';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { Detail, DetailList } from '../../../components/page/DetailList';
import { LoadError } from '../../../components/page/LoadError';
import { DateTime } from '../shared/InquiryTime';
import { formatBytes } from '../format';

// A thread entry that came by e-mail (issue 46; backend/src/inbound-mail): that it did, from which
// address when it is not the inquiry's, its attachments to download (staff only), and the whole
// original one click away.

/** "Came by e-mail", and the other address it came from when it is not the inquiry's. */
export function EmailOrigin({ email }: { email: ThreadEmailFields }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
      <EmailOutlinedIcon
        fontSize="small"
        aria-hidden
        sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
      />
      {email.otherAddress ? (
        <>
          Came by e-mail <strong>from another address</strong>: {email.from}
        </>
      ) : (
        'Came by e-mail'
      )}
    </Typography>
  );
}

/** The e-mail's attachments as download links (name and size), and the whole message's button. */
export function EmailExtras({ email }: { email: ThreadEmailFields }) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 1 }}>
      {email.attachments.length > 0 && (
        <Box component="ul" aria-label="Attachments" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {email.attachments.map((file) => (
            <Box
              component="li"
              key={file.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              <AttachFileIcon fontSize="small" aria-hidden />
              <Link
                href={inboundAttachmentUrl(email.originalId, file.id)}
                download={file.filename}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {`${file.filename} (${formatBytes(file.size)})`}
              </Link>
            </Box>
          ))}
        </Box>
      )}
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Show the whole message
      </Button>
      <WholeMessageDialog id={email.originalId} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** The e-mail as it arrived (its text, quoted history included), read when the dialog opens. */
function WholeMessageDialog({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const original = useGetInboundOriginalQuery(id, { skip: !open });
  const { data } = original;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="The Whole Message"
      maxWidth="md"
      actions={
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      }
    >
      {original.isError ? (
        <LoadError what="the whole message" onRetry={() => void original.refetch()} />
      ) : !data ? (
        <Box aria-busy="true">
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : (
        <>
          <DetailList>
            <Detail label="From">{data.from}</Detail>
            <Detail label="To">{data.to}</Detail>
            <Detail label="Subject">{data.subject || '(no subject)'}</Detail>
            <Detail label="Received">
              <DateTime iso={data.receivedAt} />
            </Detail>
          </DetailList>
          <Typography
            component="pre"
            sx={{
              mt: 2,
              p: 1.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {data.text}
          </Typography>
        </>
      )}
    </ModalDialog>
  );
}
