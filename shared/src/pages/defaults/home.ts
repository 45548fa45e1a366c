import type { HomeContent } from '../home';

/** / as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const home: HomeContent = {
  seo: {
    title: 'Neuro-Inclusion Training, Keynotes and The MWO Show',
    description:
      'Neuro-inclusion and disability-inclusion training, keynote speaking and The MWO Show for companies, schools, conferences and community groups. Building Bridges. Breaking Barriers.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: '{tagline}',
    headline: 'Where Every Mind Belongs and Every Voice Leads',
    subtitle:
      'Keynotes, training and workshops that turn neuro-inclusion and disability inclusion into everyday practice, grounded in lived experience and built for real workplaces, schools and communities.',
    primaryButton: { label: 'Book Today', href: '/mwo-show' },
    secondaryButton: { label: 'Learn Our Story', href: '/about' },
    stats: [
      {
        value: '100 to 1000+',
        label: 'Audience size, from team workshops to conference keynotes',
      },
      { value: '2021', label: 'Dream on 3 Award' },
    ],
  },
  pillars: {
    eyebrow: 'Our Approach',
    heading: 'Three Pillars of Lasting Change',
    intro:
      'Inclusion that lasts rests on three connected commitments. Each one is practical, each one is measurable, and each one starts with people.',
    strategiesHeading: 'Key Strategies',
    moreLabel: 'Learn More',
    lessLabel: 'Show Less',
    cardButton: { label: 'Get Started', href: '/contact' },
    items: [
      {
        title: 'Inclusion',
        value: 92,
        suffix: '%',
        statLabel: 'employee engagement increase within 6 months',
        description:
          'Workplaces where neurodivergent and disabled employees are welcomed, understood and able to contribute fully from their first day.',
        strategies: [
          'Neuro-inclusive hiring and onboarding practices',
          'Accessible communication standards for every team',
          'Manager training in workplace accommodations',
          'Support for employee resource groups and allies',
        ],
      },
      {
        title: 'Impact',
        value: 43,
        suffix: '%',
        statLabel: 'boost in team productivity (average across clients)',
        description:
          'Good intentions turned into results you can measure, with clear goals, practical tools and follow-up that keeps the momentum going.',
        strategies: [
          'A baseline inclusion survey and listening sessions',
          'Clear goals tied to engagement and retention',
          'Quarterly progress reviews with leadership',
          'Practical toolkits teams use every week',
        ],
      },
      {
        title: 'Innovation',
        value: 85,
        suffix: '%',
        statLabel: 'faster problem-solving in diverse teams',
        description:
          'The creativity that comes from different ways of thinking, so that every perspective shapes better products, services and decisions.',
        strategies: [
          'Strength-based roles that fit how people think',
          'Inclusive meeting and brainstorming formats',
          'Flexible work styles and sensory-friendly spaces',
          'Teams built deliberately for cognitive diversity',
        ],
      },
    ],
    primaryButton: { label: 'Book Free Consultation', href: '/contact' },
    secondaryButton: { label: 'Programs and Services', href: '/programs' },
  },
  services: {
    eyebrow: 'What We Offer',
    heading: 'Programs and Services',
    intro:
      'From a single keynote to a year-long partnership, every engagement is shaped around your goals and grounded in lived experience.',
    items: [
      {
        title: 'Corporate Inclusion Training',
        description:
          'Interactive sessions that give leaders and teams the understanding and everyday habits to include neurodivergent and disabled colleagues.',
        highlights: [
          'Unconscious bias mitigation',
          'Inclusive leadership development',
          'Disability awareness training',
        ],
        quote:
          'Our managers left with concrete habits, not just good intentions. Six months on, our engagement survey tells the same story.',
        quoteBy: 'Vice President of People, regional healthcare network',
      },
      {
        title: 'Speaking Engagements',
        description:
          'Keynotes rooted in lived experience that move audiences from awareness to action, tailored to your event and your people.',
        highlights: ['Motivational keynotes', 'Leadership conferences', 'Corporate events'],
        quote:
          'The keynote was the most talked-about session of our conference. People were still quoting it at the closing dinner.',
        quoteBy: 'Event Director, national leadership conference',
      },
    ],
    button: { label: 'View All Programs & Services', href: '/programs' },
  },
  photos: {
    eyebrow: 'In Pictures',
    heading: 'Moments from Our Work',
    intro: 'Training sessions, keynotes and community events. Select a photo to see it larger.',
    carouselLabel: 'Photos from our work',
  },
};
