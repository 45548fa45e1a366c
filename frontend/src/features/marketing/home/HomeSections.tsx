import { PageCarouselSection } from './PageCarouselSection';
import { PillarsSection } from './PillarsSection';
import { ProgramsPreview } from './ProgramsPreview';

/** The home page below its hero (a chunk of its own: see BelowTheFold). */
export default function HomeSections() {
  return (
    <>
      <PillarsSection />
      <ProgramsPreview />
      <PageCarouselSection
        slug="home"
        headingId="home-photos-heading"
        eyebrow="In Pictures"
        title="Moments from Our Work"
        intro="Training sessions, keynotes and community events. Select a photo to see it larger."
        label="Photos from our work"
      />
    </>
  );
}
