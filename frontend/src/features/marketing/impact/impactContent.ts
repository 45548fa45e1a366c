import type { ImageName } from '../../../lib/images';

export const STAT_CARDS = [
  { value: '92%', label: 'Employee engagement increase within 6 months' },
  { value: '43%', label: 'Boost in team productivity, on average across clients' },
  { value: '85%', label: 'Faster problem-solving in diverse teams' },
  { value: '10K+', label: 'Monthly listeners to our talks and stories' },
] as const;

/** The spec's static case study: company, industry, challenge, solution, results, image, quote,
 * executive role, company size. The companies are illustrative composites. */
export interface CaseStudy {
  id: string;
  company: string;
  industry: string;
  companySize: string;
  challenge: string;
  solution: string;
  results: readonly [string, string, string, string];
  image: ImageName;
  imageAlt: string;
  quote: string;
  executiveRole: string;
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 'halcyon',
    company: 'Halcyon Ridge Health',
    industry: 'Healthcare',
    companySize: '4,200 employees',
    challenge:
      'High turnover among newly hired clinical support staff, with exit interviews pointing to rigid onboarding and unclear communication.',
    solution:
      'A six-month partnership: a leadership keynote, manager training on workplace accommodations, and onboarding redesigned with written, visual and spoken instructions.',
    results: [
      '31% lower first-year turnover',
      '9 in 10 managers confident discussing accommodations',
      'Onboarding shortened by two weeks',
      'A neurodivergent employee network of 120 members',
    ],
    image: 'case-study-2',
    imageAlt:
      'A doctor, nurses in teal scrubs and a clinician who uses a wheelchair reviewing a patient chart together in a hospital corridor',
    quote:
      'We thought we had a retention problem. We had an inclusion problem, and now we have the tools to fix it.',
    executiveRole: 'Chief Nursing Officer',
  },
  {
    id: 'quillstone',
    company: 'Quillstone Software',
    industry: 'Technology',
    companySize: '850 employees',
    challenge:
      'A fast-growing engineering team struggled to hire and keep neurodivergent talent; interviews relied on high-pressure whiteboard exercises.',
    solution:
      'Inclusive hiring workshops for every interviewer, a skills-based interview format, and team sessions on working across communication styles.',
    results: [
      '3x more neurodivergent candidates reaching final interviews',
      '43% faster delivery in the pilot teams',
      'Candidate interview rating up from 3.1 to 4.6 out of 5',
      'An inclusive hiring guide adopted company-wide',
    ],
    image: 'case-study-1',
    imageAlt:
      'A product team at shared desks in a city office, one colleague in a wheelchair and one in noise-cancelling headphones, while the team lead points to a chart',
    quote: 'Changing how we interview changed who we hire, and our teams are stronger for it.',
    executiveRole: 'Vice President of Engineering',
  },
  {
    id: 'fernbrook',
    company: 'Fernbrook Outfitters',
    industry: 'Retail',
    companySize: '1,300 employees',
    challenge:
      'Store teams felt unprepared to serve customers with disabilities, and accessibility complaints were rising year on year.',
    solution:
      'Disability awareness training for all store staff, an accessibility review of stores and services, and a keynote launching a customer-inclusion pledge.',
    results: [
      'Accessibility complaints down 68% in one year',
      'Every store employee trained within 90 days',
      'Record customer satisfaction scores',
      'An accessibility champion in every store',
    ],
    image: 'case-study-3',
    imageAlt:
      'A store employee in an amber apron showing a product to a customer in a wheelchair, while a customer with a guide dog walks between the shelves',
    quote:
      'Our people always wanted to do the right thing. The training showed them how, with confidence and warmth.',
    executiveRole: 'Chief Operating Officer',
  },
];

export const AWARDS = [
  {
    year: '2021',
    title: 'Dream on 3 Award',
    issuer: 'Dream on 3',
    description:
      'Honoring our work to open doors for young people with disabilities through storytelling and advocacy.',
  },
  {
    year: '2022',
    title: 'Inclusive Workplace Partner of the Year',
    issuer: 'Metro Business Inclusion Council',
    description:
      'For training that helped member companies hire, support and retain neurodivergent talent.',
  },
  {
    year: '2022',
    title: 'Community Voice Award',
    issuer: 'Neurodiversity Family Alliance',
    description: 'For school and family programs that celebrate every way of thinking.',
  },
  {
    year: '2023',
    title: 'Excellence in Accessible Events',
    issuer: 'Regional Meeting Planners Forum',
    description: 'For keynotes and events designed so that every attendee can take part fully.',
  },
  {
    year: '2023',
    title: 'Top Inclusion Speaker',
    issuer: 'Workplace Equity Review',
    description:
      "Named among the year's most impactful speakers on disability and neuro-inclusion.",
  },
  {
    year: '2024',
    title: 'Disability Advocacy Leadership Award',
    issuer: 'Heartland Independent Living Coalition',
    description: 'For advancing the voices and leadership of people with disabilities.',
  },
] as const;
