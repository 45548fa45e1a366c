import type { ElementType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RichInline, RichText as RichTextValue } from '@bb/shared/pages/rich-text';

interface RichTextProps {
  value: RichTextValue;
  /** The element of subheadings: the page template's level (h3 under a section's h2). */
  subheading?: ElementType;
  /** Styles of the wrapper (paragraph spacing, colour). */
  sx?: SxProps<Theme>;
}

function Inline({ part }: { part: RichInline }) {
  let node: ReactNode = part.text;
  if (part.italic) node = <em>{node}</em>;
  if (part.bold) node = <strong>{node}</strong>;
  const { href } = part;
  if (href === undefined) return node;
  if (href.startsWith('/'))
    return (
      <Link component={RouterLink} to={href}>
        {node}
      </Link>
    );
  return <Link href={href}>{node}</Link>;
}

function Inlines({ content }: { content: RichInline[] }) {
  return content.map((part, index) => <Inline key={index} part={part} />);
}

/**
 * A page field's rich text (`@bb/shared/pages/rich-text`) as elements: paragraphs, lists, emphasis,
 * links and subheadings at the template's level. Never HTML. The value is as the server sends it:
 * validated when saved, its placeholders filled and its links checked again once filled
 * (`fillContent`, `@bb/shared/pages/placeholders`).
 */
export function RichText({ value, subheading = 'h3', sx }: RichTextProps) {
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
              <Inlines content={block.content} />
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
              <Inlines content={block.content} />
            </Typography>
          );
        const ListTag = block.ordered ? 'ol' : 'ul';
        return (
          <Box key={index} component={ListTag} sx={{ pl: 3 }}>
            {block.items.map((item, i) => (
              <Box component="li" key={i} sx={{ mb: 0.5 }}>
                <Inlines content={item} />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
