import type { ImpactContent } from '../impact';

/** /impact as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const impact: ImpactContent = {
  seo: {
    title: 'Our Impact: Results, Case Studies and Awards',
    description:
      '500+ companies, 25,000+ employees trained and 750+ events: the measurable results of our inclusion training and keynotes, with case studies and client reviews.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'Our Impact',
    headline: 'Measurable Change, One Organization at a Time',
    subtitle:
      'Inclusion is not a slogan. It shows up in engagement, retention and the way teams solve problems together. Here is what has changed for the organizations we work with.',
    stats: [
      { value: '500+', label: 'Companies served' },
      { value: '25,000+', label: 'Employees trained' },
      { value: '750+', label: 'Events delivered' },
      { value: '98%', label: 'Client satisfaction' },
    ],
  },
  results: {
    eyebrow: 'By the Numbers',
    heading: 'Results That Speak for Themselves',
    intro:
      'Averages measured with our clients before and after working together, through engagement surveys, team performance data and post-event feedback.',
    stats: [
      { value: '92%', label: 'Employee engagement increase within 6 months' },
      { value: '43%', label: 'Boost in team productivity, on average across clients' },
      { value: '85%', label: 'Faster problem-solving in diverse teams' },
      { value: '10K+', label: 'Monthly listeners to our talks and stories' },
    ],
  },
  caseStudies: {
    eyebrow: 'Case Studies',
    heading: 'Inclusion in Practice',
    intro:
      'Three illustrative partnerships, three industries: what the challenge was, what we did together, and what changed. The organizations named here are composites, not clients.',
    industryLabel: 'Industry',
    sizeLabel: 'Company size',
    challengeHeading: 'The Challenge',
    solutionHeading: 'Our Solution',
    resultsHeading: 'Results',
    items: [
      {
        company: 'Halcyon Ridge Health',
        industry: 'Healthcare',
        size: '4,200 employees',
        image: {
          url: '/images/case-study-2-960.webp',
          alt: 'A doctor, nurses in teal scrubs and a clinician who uses a wheelchair reviewing a patient chart together in a hospital corridor',
          decorative: false,
        },
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
        quote:
          'We thought we had a retention problem. We had an inclusion problem, and now we have the tools to fix it.',
        role: 'Chief Nursing Officer',
      },
      {
        company: 'Quillstone Software',
        industry: 'Technology',
        size: '850 employees',
        image: {
          url: '/images/case-study-1-960.webp',
          alt: 'A product team at shared desks in a city office, one colleague in a wheelchair and one in noise-cancelling headphones, while the team lead points to a chart',
          decorative: false,
        },
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
        quote: 'Changing how we interview changed who we hire, and our teams are stronger for it.',
        role: 'Vice President of Engineering',
      },
      {
        company: 'Fernbrook Outfitters',
        industry: 'Retail',
        size: '1,300 employees',
        image: {
          url: '/images/case-study-3-960.webp',
          alt: 'A store employee in an amber apron showing a product to a customer in a wheelchair, while a customer with a guide dog walks between the shelves',
          decorative: false,
        },
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
        quote:
          'Our people always wanted to do the right thing. The training showed them how, with confidence and warmth.',
        role: 'Chief Operating Officer',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What Our Clients Say',
    intro: 'The people who brought us into their organizations, in their own words.',
    carouselLabel: 'Client testimonials',
    emptyText: 'New testimonials coming soon. Check back to see what our clients are saying!',
  },
  recognition: {
    eyebrow: 'Recognition',
    heading: 'Awards and Recognition',
    intro: 'Honors from the communities, businesses and advocates we serve.',
    items: [
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
    ],
  },
};
