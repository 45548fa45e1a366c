import type { PageContent } from '../../../api/pages';
import { PageCarouselSection } from './PageCarouselSection';
import { PillarsSection } from './PillarsSection';
import { ProgramsPreview } from './ProgramsPreview';

/** The home page below its hero (a chunk of its own: see BelowTheFold). */
export default function HomeSections({ content }: { content: PageContent<'home'> }) {
  const { photos } = content;
  return (
    <>
      <PillarsSection pillars={content.pillars} />
      <ProgramsPreview services={content.services} />
      <PageCarouselSection
        slug="home"
        headingId="home-photos-heading"
        eyebrow={photos.eyebrow}
        title={photos.heading}
        intro={photos.intro ? photos.intro : undefined}
        label={photos.carouselLabel}
      />
    </>
  );
}
