/**
 * The words of the speaker page (/mwo-show). `name` is the speaker's name from the site details
 * (the spec's {name}), `organization` the organisation's name; both are edited by an administrator.
 */

export interface BiographyBlock {
  id: string;
  title: string;
  text: (name: string, organization: string) => string;
}

export const BIOGRAPHY: readonly BiographyBlock[] = [
  {
    id: 'lived-experience',
    title: 'Lived Experience First',
    text: (name) =>
      `${name} grew up hard of hearing and neurodivergent in classrooms and workplaces that were not built with them in mind. Learning to ask for what they needed, and watching talented friends give up when nobody listened, shaped a conviction that still drives every talk: the barrier is rarely the person, it is the environment around them.`,
  },
  {
    id: 'career',
    title: 'A Career Spent Closing Gaps',
    text: (name) =>
      `Before speaking full time, ${name} spent years in workplace learning and people development, designing onboarding, coaching managers and sitting on the other side of the accommodation conversation. That work showed how small, practical changes (clear instructions, flexible schedules, quiet space, accessible documents) unlock performance that was there all along.`,
  },
  {
    id: 'founding',
    title: 'Founding the Organization',
    text: (name, organization) =>
      `${name} founded ${organization} to turn inclusion from a policy on paper into everyday practice. The organization pairs lived experience with evidence-based training, so that companies, schools and community groups leave with habits they can use the next morning, not just good intentions.`,
  },
  {
    id: 'the-show',
    title: 'Creating The MWO Show',
    text: (name) =>
      `The MWO Show grew out of the conversations ${name} kept having after keynotes: people wanted to hear more stories of disabled and neurodivergent people leading, building and creating. The show brings those voices to the stage and the screen with honesty, humor and practical takeaways.`,
  },
  {
    id: 'today',
    title: 'Today',
    text: (name) =>
      `Today ${name} speaks to audiences from 100 to 1000+, from leadership offsites to conference main stages, and has reached more than 10,000 attendees across 50+ speaking events. The message stays the same: every mind belongs, and inclusive teams are stronger teams.`,
  },
];

export const ACHIEVEMENTS: readonly ((name: string, organization: string) => string)[] = [
  () => '50+ speaking events for companies, schools, conferences and community groups',
  () => '10,000+ attendees reached in person and online',
  () => 'Recipient of the 2021 Dream on 3 Award',
  () => '10K+ monthly listeners across podcast and radio guest appearances',
  () => 'Main-stage keynotes at 1,000+ audience events',
  () => 'Audiences from 100 to 1000+, from team workshops to full auditoriums',
  (_name, organization) => `Founder of ${organization}`,
  () => 'Author of the corporate neuro-inclusion and disability-inclusion training curriculum',
  () => '100% satisfaction from event organizers surveyed after each engagement',
  () => 'Creator and host of The MWO Show',
];

export interface SpeakingTopic {
  id: string;
  title: string;
  summary: string;
  duration: string;
  audience: string;
  impact: string;
}

export const TOPICS: readonly SpeakingTopic[] = [
  {
    id: 'every-mind-belongs',
    title: 'Every Mind Belongs: Neuro-Inclusion at Work',
    summary:
      'What neurodivergence looks like in everyday work, why standard processes shut talent out, and the simple design changes that let everyone contribute.',
    duration: '60 minutes',
    audience: 'All-staff meetings, conferences and company kick-offs',
    impact: 'Teams leave with five practical adjustments they can make the same week.',
  },
  {
    id: 'leading-beyond-barriers',
    title: 'Leading Beyond Barriers: Inclusive Leadership',
    summary:
      'How managers build trust, handle accommodation requests well and set up teams where people can say what they need without fear.',
    duration: '90 minutes',
    audience: 'Executives, people managers and HR leaders',
    impact: 'Leaders gain a clear framework for adjustments, language and accountability.',
  },
  {
    id: 'disability-confidence',
    title: 'Disability Confidence: From Awareness to Action',
    summary:
      'An interactive session that moves past awareness days to accessible meetings, documents, hiring and customer experience.',
    duration: '120 minutes',
    audience: 'HR, employee resource groups and customer-facing teams',
    impact: 'Participants audit one real process and leave with an action plan to improve it.',
  },
  {
    id: 'dream-on',
    title: 'Dream On: Resilience, Faith and Hope',
    summary:
      'A personal keynote about setbacks, encouragement and the people who make the difference, told with candor and humor.',
    duration: '45 minutes',
    audience: 'Schools, universities, faith and community groups',
    impact: 'Listeners find the courage to ask for support and to offer it to others.',
  },
];

/** The photo the carousel's seed data starts with: the prerendered, no-JavaScript view shows it. */
export const GALLERY_PLACEHOLDER = {
  imageUrl: '/images/gallery-1-960.webp',
  altText: 'The speaker on stage delivering a keynote to a full auditorium',
};
