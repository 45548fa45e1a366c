import type { PageContent } from '../../../api/pages';
import { useFill } from '../../../components/content/useFill';
import { PageCarouselSection } from './PageCarouselSection';
import { PillarsSection } from './PillarsSection';
import { ProgramsPreview } from './ProgramsPreview';

/** The home page below its hero (a chunk of its own: see BelowTheFold). */
export default function HomeSections({ content }: { content: PageContent<'home'> }) {
  const fill = useFill();
  const { photos } = content;
  return (
    <>
      <PillarsSection pillars={content.pillars} />
      <ProgramsPreview services={content.services} />
      <PageCarouselSection
        slug="home"
        headingId="home-photos-heading"
        eyebrow={fill(photos.eyebrow)}
        title={fill(photos.heading)}
        intro={photos.intro ? fill(photos.intro) : undefined}
        label={fill(photos.carouselLabel)}
      />
    </>
  );
}
