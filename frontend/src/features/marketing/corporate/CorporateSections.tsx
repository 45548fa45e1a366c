import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PartnershipType } from '../../../api/partnerships';
import { useSiteDetails } from '../../../api/settings';
import { LazyPartnershipForm } from '../../inquiries/LazyInquiryForms';
import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { Picture } from '../../../components/Picture';
import { StatList } from '../../../components/figures/StatList';
import { scrollBehavior } from '../../../lib/motion';
import { safeTelUrl } from '../../../lib/urls';
import { CorporatePartnershipLevels } from './CorporatePartnershipLevels';
import { introSx, paperCardSx } from '../shared/marketingSx';
import { MarketingSection } from '../shared/MarketingSection';
import { FormPanel } from '../shared/FormPanel';
import { CheckList } from '../shared/CheckList';
import { SectionHeading } from '../shared/MarketingSection';

/** The four benefit figures (spec 001). */
export const CORPORATE_BENEFITS = [
  {
    value: '35%',
    label: 'Better financial performance',
    detail: 'Inclusive companies outperform their peers on profitability.',
  },
  {
    value: '87%',
    label: 'Engagement improvement',
    detail: 'People who feel they belong bring more of their ideas and energy to work.',
  },
  {
    value: '70%',
    label: 'Turnover reduction',
    detail: 'Teams keep the talent they worked hard to hire and train.',
  },
  {
    value: '70%',
    label: 'Faster problem-solving',
    detail: 'Different ways of thinking find better answers, sooner.',
  },
] as const;

const CSR_POINTS = [
  'Sponsor inclusion programs in schools and community organizations',
  'Give employees skilled volunteering opportunities alongside our team',
  'Report measurable social impact in your ESG and CSR disclosures',
];

const sectionSx = { py: { xs: 8, md: 11 } } as const;

/**
 * The corporate page below its hero (a chunk of its own): the benefits, the partnership levels,
 * corporate social responsibility and the partnership inquiry form.
 */
export default function CorporateSections() {
  const site = useSiteDetails();
  const tel = safeTelUrl(site.phoneHref);
  const formSection = useRef<HTMLElement>(null);
  const [choice, setChoice] = useState<{ type: PartnershipType } | undefined>(undefined);

  /** A level card's button: select that level in the form below and bring the form into view. */
  const chooseLevel = (type: PartnershipType) => {
    setChoice({ type });
    formSection.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  };

  return (
    <>
      <MarketingSection headingId="corporate-benefits-heading" sx={sectionSx}>
        <SectionHeading
          id="corporate-benefits-heading"
          title="Why Inclusion Is a Business Advantage"
          intro="Inclusion is not a side project. Organizations that make room for every kind of mind and body see the difference in their numbers."
        />
        <StatList
          stats={CORPORATE_BENEFITS.map((benefit) => ({
            id: benefit.label,
            value: benefit.value,
            label: (
              <>
                {benefit.label}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', mt: 1 }}
                >
                  {benefit.detail}
                </Typography>
              </>
            ),
          }))}
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          itemSx={{ ...paperCardSx, p: 3, gap: 1 }}
          labelSx={{ fontWeight: 700, fontSize: '1.125rem' }}
          valueSx={{ fontSize: '2.5rem', lineHeight: 1.1, color: 'primary.main' }}
        />
      </MarketingSection>

      <MarketingSection
        headingId="partnership-levels-heading"
        sx={{ ...sectionSx, bgcolor: 'action.hover' }}
      >
        <SectionHeading
          id="partnership-levels-heading"
          title="Partnership Levels"
          intro="Three ways to work with us. Choose a level to start your inquiry; we will help you find the right fit when we talk."
        />
        <CorporatePartnershipLevels onChoose={chooseLevel} />
      </MarketingSection>

      <MarketingSection
        headingId="corporate-csr-heading"
        sx={sectionSx}
        containerSx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <div>
          <Typography id="corporate-csr-heading" variant="h2" sx={{ mb: 2 }}>
            Corporate Social Responsibility
          </Typography>
          <Typography sx={{ mb: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
            Partnership reaches beyond your own walls. Together we bring inclusion education to
            schools, community groups and the neurodivergent and disabled people they serve.
          </Typography>
          <CheckList items={CSR_POINTS} />
        </div>
        <Picture
          image="csr"
          alt="Volunteers from a partner company and community members working together at an inclusion workshop"
          sizes="(min-width: 900px) 50vw, 100vw"
          sx={{ borderRadius: 4 }}
        />
      </MarketingSection>

      <MarketingSection
        headingId="corporate-inquiry-heading"
        ref={formSection}
        sx={{ ...sectionSx, bgcolor: 'action.hover' }}
        maxWidth="md"
      >
        <Typography id="corporate-inquiry-heading" variant="h2" sx={{ mb: 2 }}>
          Start Your Partnership
        </Typography>
        <Typography sx={{ ...introSx, mb: 3 }}>
          Tell us about your organization and what you hope to achieve. Our team will contact you
          within 48 hours.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 4 }}>
          <PartnershipPacketLink />
          <Typography>
            Prefer to talk it through? Call us at{' '}
            {tel ? (
              <Box
                component="a"
                href={tel}
                sx={{
                  color: 'primary.main',
                  fontWeight: 700,
                  textDecoration: 'underline',
                  textUnderlineOffset: '0.2em',
                }}
              >
                {site.phoneDisplay}
              </Box>
            ) : (
              site.phoneDisplay
            )}
            .
          </Typography>
        </Box>
        <FormPanel>
          <LazyPartnershipForm label="Partnership inquiry" choice={choice} />
        </FormPanel>
      </MarketingSection>
    </>
  );
}
