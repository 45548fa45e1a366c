import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useGetCampaignPreviewQuery } from '../../../../api/admin/newsletterCampaigns';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { LoadError } from '../../../../components/page/LoadError';
import { Spinner } from '../../../../components/Spinner';
import {
  PREVIEW_WIDTHS,
  PreviewModeToggle,
  PreviewWidthToggle,
  ScaledPreviewFrame,
  type PreviewMode,
  type PreviewWidth,
} from '../../shared/PreviewFrame';

// A campaign's e-mail as subscribers get it (GET .../{id}/preview, the server's own render): the
// HTML part in a sandboxed frame (no scripts, no same-origin access) at a phone's or a desktop's
// width, light or as a mail app's dark mode shows it, and the plain-text part.

/**
 * The e-mail declares a light colour scheme, so mail apps in dark mode invert it as a whole: the
 * dark preview shows that (images turned back, as the apps do).
 */
export const DARK_MAIL_STYLE =
  '<style>html{filter:invert(1) hue-rotate(180deg);background:#fff}img{filter:invert(1) hue-rotate(180deg)}</style>';

/** The HTML with the dark mode's inversion added (in its head, or first). */
export function darkened(html: string): string {
  return /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, `${DARK_MAIL_STYLE}</head>`)
    : `${DARK_MAIL_STYLE}${html}`;
}

interface CampaignPreviewDialogProps {
  /** The campaign to preview; null: closed. */
  id: string | null;
  onClose: () => void;
}

function Preview({ id }: { id: string }) {
  const { data, isFetching, isError, refetch } = useGetCampaignPreviewQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const [tab, setTab] = useState<'html' | 'text'>('html');
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [mode, setMode] = useState<PreviewMode>('light');
  if (isFetching && !data) return <Spinner label="Loading the preview" />;
  if (isError || !data) return <LoadError what="the preview" onRetry={() => void refetch()} />;
  const pixels = PREVIEW_WIDTHS[width];
  return (
    <>
      <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            Subject:
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {data.subject}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            Preview text:
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {data.previewText || 'None: mail apps show the start of the text.'}
          </Box>
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: 'html' | 'text') => setTab(next)}
        aria-label="Part of the e-mail"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="html"
          label="E-mail"
          id="campaign-preview-tab-html"
          aria-controls="campaign-preview-panel-html"
        />
        <Tab
          value="text"
          label="Plain text"
          id="campaign-preview-tab-text"
          aria-controls="campaign-preview-panel-text"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="campaign-preview-panel-html"
        aria-labelledby="campaign-preview-tab-html"
        hidden={tab !== 'html'}
      >
        {tab === 'html' && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
              <PreviewWidthToggle value={width} onChange={setWidth} />
              <PreviewModeToggle value={mode} onChange={setMode} />
            </Box>
            {mode === 'dark' && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Dark: the colours inverted, as mail apps in dark mode show this e-mail.
              </Typography>
            )}
            <ScaledPreviewFrame
              key={`${width}:${mode}`}
              width={pixels}
              title={`The e-mail, ${pixels} pixels wide, ${mode} mode`}
              srcDoc={mode === 'dark' ? darkened(data.html) : data.html}
              sandbox=""
            />
          </>
        )}
      </Box>
      <Box
        role="tabpanel"
        id="campaign-preview-panel-text"
        aria-labelledby="campaign-preview-tab-text"
        hidden={tab !== 'text'}
      >
        {tab === 'text' && (
          <Box
            component="pre"
            // A region that scrolls: named, and focusable so the keyboard can scroll it.
            role="region"
            tabIndex={0}
            aria-label="The plain-text part"
            sx={{
              m: 0,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.default',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'monospace',
              fontSize: '0.9375rem',
              maxHeight: 560,
              overflow: 'auto',
            }}
          >
            {data.text}
          </Box>
        )}
      </Box>
    </>
  );
}

export function CampaignPreviewDialog({ id, onClose }: CampaignPreviewDialogProps) {
  // The dialog keeps its content while it fades out.
  const [shown, setShown] = useState(id);
  if (id !== null && id !== shown) setShown(id);
  return (
    <ModalDialog open={id !== null} onClose={onClose} title="Preview the e-mail" maxWidth="xl">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The saved campaign, as subscribers will get it. Each subscriber&apos;s own unsubscribe link
        is added when it is sent.
      </Typography>
      {shown && <Preview id={shown} />}
    </ModalDialog>
  );
}
