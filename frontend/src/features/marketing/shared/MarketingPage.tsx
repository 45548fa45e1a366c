import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { BelowTheFold } from '../home/BelowTheFold';

interface MarketingPageProps {
  /** The document's title and description (PageMeta). */
  title: string;
  description: string;
  /** The sections below the hero: a `lazySections` chunk, shown inside BelowTheFold. */
  sections: ReactNode;
  /** The hero. */
  children: ReactNode;
}

/** A public page: its title and description, its hero, then the sections below the fold. */
export function MarketingPage({ title, description, sections, children }: MarketingPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      {children}
      <BelowTheFold>{sections}</BelowTheFold>
    </>
  );
}
