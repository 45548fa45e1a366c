import type { ReactNode } from 'react';
import type { LinkValue } from '@bb/shared/pages/fields';
import { HeroButton, PageHero } from '../../../components/PageHero';

/** A hero group of a page document (`@bb/shared/pages/parts`, `hero()`). */
export interface HeroContent {
  eyebrow?: string;
  headline: string;
  subtitle: string;
  primaryButton?: LinkValue;
  secondaryButton?: LinkValue;
}

/** A link value as a hero button: inside the app (a site path) or anywhere else. */
export function ContentHeroButton({ link, secondary }: { link: LinkValue; secondary?: boolean }) {
  const href = link.href;
  return href.startsWith('/') ? (
    <HeroButton to={href} secondary={secondary}>
      {link.label}
    </HeroButton>
  ) : (
    <HeroButton href={href} secondary={secondary}>
      {link.label}
    </HeroButton>
  );
}

interface ContentHeroProps {
  id: string;
  hero: HeroContent;
  /** Headline figures (a document's `stats()` list). */
  stats?: readonly { value: string; label: string }[];
  aside?: ReactNode;
  /** Shown after the document's buttons (a button the template adds). */
  extraActions?: ReactNode;
}

/** PageHero from a page document's hero (its placeholders already filled by the server). */
export function ContentHero({ id, hero, stats, aside, extraActions }: ContentHeroProps) {
  const buttons = [hero.primaryButton, hero.secondaryButton].filter(
    (link): link is LinkValue => !!link && !!link.label.trim(),
  );
  return (
    <PageHero
      id={id}
      eyebrow={hero.eyebrow ? hero.eyebrow : undefined}
      title={hero.headline}
      subtitle={hero.subtitle ? hero.subtitle : undefined}
      actions={
        buttons.length || extraActions ? (
          <>
            {buttons.map((link, index) => (
              <ContentHeroButton key={index} link={link} secondary={index > 0} />
            ))}
            {extraActions}
          </>
        ) : undefined
      }
      stats={stats?.map((stat) => ({ value: stat.value, label: stat.label }))}
      aside={aside}
    />
  );
}
