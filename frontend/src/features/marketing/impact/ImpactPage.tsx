import { PageHero } from '../../../components/PageHero';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

/** The hero's headline figures (spec). */
const HEADLINE_STATS = [
  { value: '500+', label: 'Companies served' },
  { value: '25,000+', label: 'Employees trained' },
  { value: '750+', label: 'Events delivered' },
  { value: '98%', label: 'Client satisfaction' },
] as const;

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const ImpactSections = lazySections(() => import('./ImpactSections'));
if (import.meta.env.SSR) await ImpactSections.preload();

export default function ImpactPage() {
  return (
    <MarketingPage
      title="Our Impact: Results, Case Studies and Awards"
      description="500+ companies, 25,000+ employees trained and 750+ events: the measurable results of our inclusion training and keynotes, with case studies and client reviews."
      sections={<ImpactSections />}
    >
      <PageHero
        id="impact-hero"
        eyebrow="Our Impact"
        title="Measurable Change, One Organization at a Time"
        subtitle="Inclusion is not a slogan. It shows up in engagement, retention and the way teams solve problems together. Here is what has changed for the organizations we work with."
        stats={HEADLINE_STATS}
      />
    </MarketingPage>
  );
}
