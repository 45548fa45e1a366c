export interface Pillar {
  id: string;
  title: string;
  /** The counter's final value and its unit. */
  value: number;
  suffix: string;
  statLabel: string;
  description: string;
  strategies: readonly string[];
}

/** The three pillars of the home page, with the spec's figures. */
export const PILLARS: readonly Pillar[] = [
  {
    id: 'inclusion',
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
    id: 'impact',
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
    id: 'innovation',
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
];
