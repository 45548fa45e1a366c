import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The boundary around a page's sections below its hero, whose code is a chunk of its own (loaded
 * with `lazyPage`, outside the page's first-load JavaScript). The page module awaits that chunk
 * when it is imported for the prerender (`if (import.meta.env.SSR) await Sections.preload()`), so
 * the HTML holds the whole page. In the browser the hero hydrates first; React keeps the server's
 * HTML of this boundary until the chunk arrives, then hydrates it. After a client-side navigation
 * the fallback holds the space below the hero for the moment the chunk takes to arrive.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>{children}</Suspense>;
}
