import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { visuallyHidden } from '../../lib/visuallyHidden';

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** What is copied. */
  text: string;
  /** The button's text: 'Copy key'. */
  label: string;
  /** Said (a polite status) once copied: 'The key is copied.' */
  copiedMessage: string;
};

/**
 * Copies `text` to the clipboard. The button reads "Copied" for a moment and a status says what
 * was copied; when the browser refuses, the status says to select and copy the text instead.
 */
export function CopyButton({ text, label, copiedMessage, ...props }: CopyButtonProps) {
  const [status, setStatus] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setStatus(copiedMessage);
    } catch {
      setStatus('Copying is not allowed here. Select the text and copy it yourself.');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        {...props}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        onClick={() => void copy()}
      >
        {copied ? 'Copied' : label}
      </Button>
      <Box
        role="status"
        sx={copied || !status ? visuallyHidden : { typography: 'body2', color: 'error.main' }}
      >
        {status}
      </Box>
    </>
  );
}
