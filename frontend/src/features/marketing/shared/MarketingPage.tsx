import type { ReactNode } from 'react';
import type { ImageValue } from '@bb/shared/pages/fields';
import { PageMeta } from '../../../components/PageMeta';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { BelowTheFold } from '../home/BelowTheFold';

/** A page document's search and sharing fields (`@bb/shared/pages/fields`, `seo()`). */
export interface SeoContent {
  title: string;
  description: string;
  shareText: string;
  shareImage: ImageValue | null;
}

type MarketingPageProps = (
  | {
      /** The document's title, description and sharing fields (PageMeta). */
      seo: SeoContent;
      title?: never;
      description?: never;
    }
  | { seo?: never; title: string; description: string }
) & {
  /** The sections below the hero: a `lazySections` chunk, shown inside BelowTheFold. */
  sections: ReactNode;
  /** The hero. */
  children: ReactNode;
};

/** A public page: its title and description, its hero, then the sections below the fold. */
export function MarketingPage(props: MarketingPageProps) {
  const { sections, children } = props;
  const seo: SeoContent = props.seo ?? {
    title: props.title,
    description: props.description,
    shareText: '',
    shareImage: null,
  };
  return (
    <>
      <PageMeta
        title={seo.title}
        description={seo.description}
        shareText={seo.shareText ? seo.shareText : undefined}
        shareImage={seo.shareImage?.url}
      />
      {children}
      <BelowTheFold>{sections}</BelowTheFold>
    </>
  );
}

/**
 * What a public page shows while its document loads (after a navigation inside the app): the space
 * of a page, and a status for screen readers. No spinner: it would add its code to every public page
 * for a moment that is usually too short to see.
 */
export function PageLoading() {
  return (
    <Box role="status" aria-busy="true" sx={{ minHeight: '100vh' }}>
      <Box component="span" sx={visuallyHidden}>
        Loading the page
      </Box>
    </Box>
  );
}
