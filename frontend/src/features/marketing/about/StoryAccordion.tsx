import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { RichText as RichTextValue } from '@bb/shared/pages/rich-text';
import { RichText } from '../../../components/content/RichText';

export interface StoryItem {
  title: string;
  body: RichTextValue;
}

interface StoryAccordionProps {
  items: readonly StoryItem[];
  /** The index of the item open at first (null: all closed). */
  initiallyOpen?: number | null;
}

/**
 * A single-open accordion after the W3C APG pattern: each header is an <h3> holding a button with
 * aria-expanded and aria-controls; opening one item closes the others; an open item can be closed.
 */
export function StoryAccordion({ items, initiallyOpen = null }: StoryAccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `story-${index + 1}-button`;
        const panelId = `story-${index + 1}-panel`;
        return (
          <Box key={index} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="h3" sx={{ fontSize: '1.25rem', m: 0 }}>
              <Box
                component="button"
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                sx={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: '100%',
                  minHeight: 56,
                  py: 2,
                  px: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  cursor: 'pointer',
                  font: 'inherit',
                  color: 'text.primary',
                  borderRadius: 1,
                  '&:hover': { color: 'primary.main' },
                  '&:focus-visible': { outline: '3px solid var(--bb-focus)', outlineOffset: '2px' },
                }}
              >
                {item.title}
                <ExpandMoreIcon
                  aria-hidden="true"
                  sx={{
                    flex: '0 0 auto',
                    color: 'primary.main',
                    transition: 'transform 200ms ease',
                    transform: expanded ? 'rotate(180deg)' : 'none',
                  }}
                />
              </Box>
            </Typography>
            <Box
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              sx={{ px: 1, pb: 3 }}
            >
              <RichText value={item.body} sx={{ color: 'text.secondary' }} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
