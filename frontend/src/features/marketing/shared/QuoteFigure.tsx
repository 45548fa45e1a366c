import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** A client's quote at the foot of a card, with who said it. */
export function QuoteFigure({ quote, caption }: { quote: string; caption: string }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        mt: 'auto',
        p: 2.5,
        borderRadius: 3,
        borderLeft: 4,
        borderLeftColor: 'primary.main',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
      }}
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
