import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { introSx } from './marketingSx';

interface MarketingSectionProps {
  /** The id of the section's heading (its aria-labelledby). */
  headingId: string;
  sx?: SxProps<Theme>;
  /** The width of the section's container. */
  maxWidth?: 'sm' | 'md' | 'lg';
  containerSx?: SxProps<Theme>;
  /** "deep": the dark brand surface (data-surface for the contrast checks). */
  surface?: 'deep';
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A section of a public page: the full-width band and its centred container. */
export function MarketingSection({
  headingId,
  sx,
  maxWidth = 'lg',
  containerSx,
  surface,
  ref,
  children,
}: MarketingSectionProps) {
  return (
    <Box component="section" aria-labelledby={headingId} data-surface={surface} ref={ref} sx={sx}>
      <Container maxWidth={maxWidth} sx={containerSx}>
        {children}
      </Container>
    </Box>
  );
}

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  /** The introduction under the heading. */
  intro?: ReactNode;
  /** Extra style of the introduction (centred, a smaller margin). */
  introSx?: SxProps<Theme>;
}

/** A heading inside a card (an <h4> under the card's <h3>). */
export function CardSubheading({ children, mb = 0.5 }: { children: ReactNode; mb?: number }) {
  return (
    <Typography variant="h4" sx={{ fontSize: '1.125rem', mb }}>
      {children}
    </Typography>
  );
}

/** A section's <h2> and its introduction, left-aligned at reading width. */
export function SectionHeading({ id, title, intro, introSx: extra }: SectionHeadingProps) {
  return (
    <>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography sx={[introSx, ...(Array.isArray(extra) ? extra : [extra])]}>{intro}</Typography>
      )}
    </>
  );
}
