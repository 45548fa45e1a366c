import { useMemo, useRef, useState } from 'react';
import { PARTNERSHIP_TYPES } from '@bb/shared/partnerships';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageContent } from '../../../api/pages';
import type { PartnershipType } from '../../../api/partnerships';
import { LazyPartnershipForm } from '../../inquiries/LazyInquiryForms';
import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { useQueryChoice } from '../../inquiries/queryChoice';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { RichText } from '../../../components/content/RichText';
import { StatList } from '../../../components/figures/StatList';
import { scrollBehavior } from '../../../lib/motion';
import { CorporatePartnershipLevels } from './CorporatePartnershipLevels';
import { introSx, paperCardSx } from '../shared/marketingSx';
import { MarketingSection } from '../shared/MarketingSection';
import { FormPanel } from '../shared/FormPanel';
import { CheckList } from '../shared/CheckList';
import { SectionHeading } from '../shared/MarketingSection';

const sectionSx = { py: { xs: 8, md: 11 } } as const;

/**
 * The corporate page below its hero (a chunk of its own): the benefits, the partnership levels,
 * corporate social responsibility and the partnership inquiry form.
 */
export default function CorporateSections({ content }: { content: PageContent<'corporate'> }) {
  const { benefits, levels, csr, inquiry } = content;
  const formSection = useRef<HTMLElement>(null);
  const [choice, setChoice] = useState<{ type: PartnershipType } | undefined>(undefined);
  // A link's choice of level (`/corporate?level=strategic`), as a level card's button makes it.
  const level = useQueryChoice('level', PARTNERSHIP_TYPES);
  const linkChoice = useMemo(() => (level ? { type: level } : undefined), [level]);

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
          title={benefits.heading}
          intro={benefits.intro ? benefits.intro : undefined}
        />
        <StatList
          stats={benefits.items.map((benefit, index) => ({
            id: String(index),
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
          title={levels.heading}
          intro={levels.intro ? levels.intro : undefined}
        />
        <CorporatePartnershipLevels levels={levels} onChoose={chooseLevel} />
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
            {csr.heading}
          </Typography>
          <Typography sx={{ mb: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
            {csr.text}
          </Typography>
          <CheckList items={csr.points} />
        </div>
        <ContentPicture
          image={csr.image}
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
          {inquiry.heading}
        </Typography>
        {inquiry.intro && <Typography sx={{ ...introSx, mb: 3 }}>{inquiry.intro}</Typography>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 4 }}>
          <PartnershipPacketLink />
          {inquiry.callLine.length > 0 && (
            <RichText value={inquiry.callLine} sx={{ '& a': { textUnderlineOffset: '0.2em' } }} />
          )}
        </Box>
        <FormPanel>
          <LazyPartnershipForm label="Partnership inquiry" choice={choice ?? linkChoice} />
        </FormPanel>
      </MarketingSection>
    </>
  );
}
