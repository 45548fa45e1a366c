import type { CorporateContent } from '../corporate';
import { md } from './markdown';

/** /corporate as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const corporate: CorporateContent = {
  seo: {
    title: 'Corporate Opportunities',
    description:
      'Partner with us as a Strategic Partner, Corporate Client or Program Sponsor to build neuro-inclusive, disability-inclusive workplaces with measurable impact.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'Partner With Purpose',
    headline: 'Corporate Opportunities',
    subtitle:
      'Inclusion that shows up in the results: training, keynotes and community programs that help your people do their best work, and a partnership that grows with you.',
    primaryButton: { label: 'Explore Partnership Levels', href: '#partnership-levels-heading' },
  },
  benefits: {
    heading: 'Why Inclusion Is a Business Advantage',
    intro:
      'Inclusion is not a side project. Organizations that make room for every kind of mind and body see the difference in their numbers.',
    items: [
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
    ],
  },
  levels: {
    heading: 'Partnership Levels',
    intro:
      'Three ways to work with us. Choose a level to start your inquiry; we will help you find the right fit when we talk.',
    includedHeading: "What's included",
    items: [
      {
        name: 'Strategic Partner',
        badge: '',
        price: 'Custom pricing',
        priceNote: 'Shaped around a multi-year plan',
        summary:
          'For organizations ready to make inclusion part of how they lead, hire and serve, across every site and team.',
        benefits: [
          'A co-designed, multi-year inclusion roadmap',
          'Quarterly executive advisory sessions',
          'Enterprise-wide training and keynote program',
          'Co-branded community outreach and CSR initiatives',
          'Annual impact measurement and report',
        ],
        buttonLabel: 'Choose Strategic Partner',
        formLevel: 'strategic',
      },
      {
        name: 'Corporate Client',
        badge: 'Most Popular',
        price: '$15,000-$50,000',
        priceNote: 'Per engagement',
        summary:
          'A complete program for one organization: training, a keynote and practical tools your managers use the next day.',
        benefits: [
          'Organization-wide inclusion training program',
          'Keynote for your leadership event or all-hands',
          'Inclusive leadership workshops for managers',
          'Support for your employee resource groups',
          'Before-and-after impact survey',
        ],
        buttonLabel: 'Choose Corporate Client',
        formLevel: 'client',
      },
      {
        name: 'Program Sponsor',
        badge: '',
        price: '$5,000-$15,000',
        priceNote: 'Per program',
        summary:
          'Fund a community or school program and give your people a meaningful way to take part.',
        benefits: [
          'Sponsorship of a community outreach or school program',
          'Recognition in program materials and at events',
          'Volunteer opportunities for your team',
          'Impact summary for your CSR reporting',
        ],
        buttonLabel: 'Choose Program Sponsor',
        formLevel: 'sponsor',
      },
    ],
  },
  csr: {
    heading: 'Corporate Social Responsibility',
    text: 'Partnership reaches beyond your own walls. Together we bring inclusion education to schools, community groups and the neurodivergent and disabled people they serve.',
    points: [
      'Sponsor inclusion programs in schools and community organizations',
      'Give employees skilled volunteering opportunities alongside our team',
      'Report measurable social impact in your ESG and CSR disclosures',
    ],
    image: {
      url: '/images/csr-960.webp',
      alt: 'Volunteers from a partner company and community members working together at an inclusion workshop',
      decorative: false,
    },
  },
  inquiry: {
    heading: 'Start Your Partnership',
    intro:
      'Tell us about your organization and what you hope to achieve. Our team will contact you within 48 hours.',
    callLine: md('Prefer to talk it through? Call us at [**{phone}**]({phoneLink}).'),
  },
};
