import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

interface QuoteFigureProps {
  quote: string;
  caption: string;
  tone?: 'primary' | 'secondary';
  sx?: SxProps<Theme>;
}

/** A client's quote at the foot of a card, with who said it. */
export function QuoteFigure({ quote, caption, tone = 'primary', sx }: QuoteFigureProps) {
  return (
    <Box
      component="figure"
      sx={[
        {
          m: 0,
          mt: 'auto',
          p: 2.5,
          borderRadius: 3,
          borderLeft: 4,
          borderLeftColor: `${tone}.main`,
          bgcolor: (theme) => alpha(theme.palette[tone].main, tone === 'primary' ? 0.06 : 0.07),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography sx={{ fontStyle: 'italic' }}>{`“${quote}”`}</Typography>
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
        {caption}
      </Typography>
    </Box>
  );
}
