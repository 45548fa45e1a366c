import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const CorporateSections = lazySections(() => import('./CorporateSections'));
if (import.meta.env.SSR) await CorporateSections.preload();

/** /corporate (spec 001 "Corporate opportunities"): the hero. */
export default function CorporatePage() {
  return (
    <MarketingPage
      title="Corporate Opportunities"
      description="Partner with us as a Strategic Partner, Corporate Client or Program Sponsor to build neuro-inclusive, disability-inclusive workplaces with measurable impact."
      sections={<CorporateSections />}
    >
      <PageHero
        id="corporate-hero"
        eyebrow="Partner With Purpose"
        title="Corporate Opportunities"
        subtitle="Inclusion that shows up in the results: training, keynotes and community programs that help your people do their best work, and a partnership that grows with you."
        actions={
          <>
            <HeroButton href="#partnership-levels-heading">Explore Partnership Levels</HeroButton>
            <PartnershipPacketLink color="inverse" />
          </>
        }
      />
    </MarketingPage>
  );
}
