import { PillarsSection } from './PillarsSection';
import { ProgramsPreview } from './ProgramsPreview';

/** The home page below its hero (a chunk of its own: see BelowTheFold). */
export default function HomeSections() {
  return (
    <>
      <PillarsSection />
      <ProgramsPreview />
    </>
  );
}
