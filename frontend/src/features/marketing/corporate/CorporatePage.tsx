import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { PageMeta } from '../../../components/PageMeta';
import { lazyPage } from '../../../lib/lazyPage';
import { BelowTheFold } from '../home/BelowTheFold';

const CorporateSections = lazyPage(() => import('./CorporateSections'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await CorporateSections.preload();
else CorporateSections.preload().catch(() => {});

/** /corporate (spec 001 "Corporate opportunities"): the hero. */
export default function CorporatePage() {
  return (
    <>
      <PageMeta
        title="Corporate Opportunities"
        description="Partner with us as a Strategic Partner, Corporate Client or Program Sponsor to build neuro-inclusive, disability-inclusive workplaces with measurable impact."
      />
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

      <BelowTheFold>
        <CorporateSections />
      </BelowTheFold>
    </>
  );
}
