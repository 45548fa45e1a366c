import type { ElementType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  isSafeHref,
  type RichInline,
  type RichText as RichTextValue,
} from '@bb/shared/pages/rich-text';
import { useFill } from './useFill';

interface RichTextProps {
  value: RichTextValue;
  /** The element of subheadings: the page template's level (h3 under a section's h2). */
  subheading?: ElementType;
  /** Styles of the wrapper (paragraph spacing, colour). */
  sx?: SxProps<Theme>;
}

function Inline({ part, fill }: { part: RichInline; fill: (text: string) => string }) {
  let node: ReactNode = fill(part.text);
  if (part.italic) node = <em>{node}</em>;
  if (part.bold) node = <strong>{node}</strong>;
  if (part.href === undefined) return node;
  const href = fill(part.href);
  // Checked again after the placeholders are filled: a detail could make a link unsafe.
  if (!isSafeHref(href)) return node;
  if (href.startsWith('/'))
    return (
      <Link component={RouterLink} to={href}>
        {node}
      </Link>
    );
  return <Link href={href}>{node}</Link>;
}

function Inlines({ content, fill }: { content: RichInline[]; fill: (text: string) => string }) {
  return content.map((part, index) => <Inline key={index} part={part} fill={fill} />);
}

/**
 * A page field's rich text (`@bb/shared/pages/rich-text`) as elements: paragraphs, lists, emphasis,
 * links (only the safe kinds) and subheadings at the template's level. Never HTML.
 */
export function RichText({ value, subheading = 'h3', sx }: RichTextProps) {
  const fill = useFill();
  return (
    <Box
      sx={[
        { '& > :last-child': { mb: 0 }, '& p, & ul, & ol': { mt: 0, mb: 2 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {value.map((block, index) => {
        if (block.type === 'paragraph')
          return (
            <Typography key={index} component="p" sx={{ color: 'inherit', fontSize: 'inherit' }}>
              <Inlines content={block.content} fill={fill} />
            </Typography>
          );
        if (block.type === 'subheading')
          return (
            <Typography
              key={index}
              component={subheading}
              variant="h6"
              sx={{ mt: 3, mb: 1, fontSize: '1.125rem' }}
            >
              <Inlines content={block.content} fill={fill} />
            </Typography>
          );
        const ListTag = block.ordered ? 'ol' : 'ul';
        return (
          <Box key={index} component={ListTag} sx={{ pl: 3 }}>
            {block.items.map((item, i) => (
              <Box component="li" key={i} sx={{ mb: 0.5 }}>
                <Inlines content={item} fill={fill} />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
