import type { MwoShowContent } from '../mwo-show';

/** /mwo-show as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const mwoShow: MwoShowContent = {
  seo: {
    title: '{speaker}: Keynote Speaker and The MWO Show',
    description:
      'Book {speaker} for a keynote on neuro-inclusion and disability inclusion: biography, key achievements, four speaking topics and photos from the stage.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'Keynote Speaker and Host of The MWO Show',
    headline: 'Meet {speaker}',
    subtitle:
      'Stories from lived experience of disability and neurodivergence, and practical tools that help every mind belong at work, at school and in the community.',
    primaryButton: { label: 'Book {speaker} to Speak', href: '/contact' },
    secondaryButton: { label: 'See Speaking Topics', href: '#speaking-topics' },
    stats: [
      { value: '50+', label: 'Speaking events' },
      { value: '10,000+', label: 'Attendees reached' },
      { value: '10K+', label: 'Monthly listeners' },
      { value: '100 to 1000+', label: 'Audience size' },
    ],
    portrait: {
      url: '/images/speaker-portrait-960.webp',
      alt: '{speaker}, in an amber blazer and wearing a hearing aid, speaks into a microphone in front of a glowing bridge and a rising sun.',
      decorative: false,
    },
  },
  biography: {
    heading: 'About {speaker}',
    intro:
      'From a childhood of being underestimated to the main stage: the story behind {name} and The MWO Show.',
    blocks: [
      {
        title: 'Lived Experience First',
        text: '{speaker} grew up hard of hearing and neurodivergent in classrooms and workplaces that were not built with them in mind. Learning to ask for what they needed, and watching talented friends give up when nobody listened, shaped a conviction that still drives every talk: the barrier is rarely the person, it is the environment around them.',
      },
      {
        title: 'A Career Spent Closing Gaps',
        text: 'Before speaking full time, {speaker} spent years in workplace learning and people development, designing onboarding, coaching managers and sitting on the other side of the accommodation conversation. That work showed how small, practical changes (clear instructions, flexible schedules, quiet space, accessible documents) unlock performance that was there all along.',
      },
      {
        title: 'Founding the Organization',
        text: '{speaker} founded {name} to turn inclusion from a policy on paper into everyday practice. The organization pairs lived experience with evidence-based training, so that companies, schools and community groups leave with habits they can use the next morning, not just good intentions.',
      },
      {
        title: 'Creating The MWO Show',
        text: 'The MWO Show grew out of the conversations {speaker} kept having after keynotes: people wanted to hear more stories of disabled and neurodivergent people leading, building and creating. The show brings those voices to the stage and the screen with honesty, humor and practical takeaways.',
      },
      {
        title: 'Today',
        text: 'Today {speaker} speaks to audiences from 100 to 1000+, from leadership offsites to conference main stages, and has reached more than 10,000 attendees across 50+ speaking events. The message stays the same: every mind belongs, and inclusive teams are stronger teams.',
      },
    ],
  },
  achievements: {
    heading: 'Key Achievements',
    items: [
      '50+ speaking events for companies, schools, conferences and community groups',
      '10,000+ attendees reached in person and online',
      'Recipient of the 2021 Dream on 3 Award',
      '10K+ monthly listeners across podcast and radio guest appearances',
      'Main-stage keynotes at 1,000+ audience events',
      'Audiences from 100 to 1000+, from team workshops to full auditoriums',
      'Founder of {name}',
      'Author of the corporate neuro-inclusion and disability-inclusion training curriculum',
      '100% satisfaction from event organizers surveyed after each engagement',
      'Creator and host of The MWO Show',
    ],
  },
  show: {
    eyebrow: 'Stories that build bridges',
    heading: 'The MWO Show',
    text: 'Hosted by {speaker}, The MWO Show brings disabled and neurodivergent leaders, artists and entrepreneurs to the stage to talk honestly about work, ambition and belonging, with practical takeaways for every audience.',
    statusButton: 'Coming Soon',
    status:
      'The show has not been released yet: the first season is in production. Subscribe to our newsletter at the foot of this page to hear when the first episode is out.',
  },
  topics: {
    heading: 'Speaking Topics',
    intro:
      'Every session is tailored to your audience and goals, in person or online, with live captions and accessible materials as standard.',
    durationLabel: 'Duration',
    audienceLabel: 'Audience',
    impactLabel: 'Impact',
    items: [
      {
        title: 'Every Mind Belongs: Neuro-Inclusion at Work',
        summary:
          'What neurodivergence looks like in everyday work, why standard processes shut talent out, and the simple design changes that let everyone contribute.',
        duration: '60 minutes',
        audience: 'All-staff meetings, conferences and company kick-offs',
        impact: 'Teams leave with five practical adjustments they can make the same week.',
      },
      {
        title: 'Leading Beyond Barriers: Inclusive Leadership',
        summary:
          'How managers build trust, handle accommodation requests well and set up teams where people can say what they need without fear.',
        duration: '90 minutes',
        audience: 'Executives, people managers and HR leaders',
        impact: 'Leaders gain a clear framework for adjustments, language and accountability.',
      },
      {
        title: 'Disability Confidence: From Awareness to Action',
        summary:
          'An interactive session that moves past awareness days to accessible meetings, documents, hiring and customer experience.',
        duration: '120 minutes',
        audience: 'HR, employee resource groups and customer-facing teams',
        impact: 'Participants audit one real process and leave with an action plan to improve it.',
      },
      {
        title: 'Dream On: Resilience, Faith and Hope',
        summary:
          'A personal keynote about setbacks, encouragement and the people who make the difference, told with candor and humor.',
        duration: '45 minutes',
        audience: 'Schools, universities, faith and community groups',
        impact: 'Listeners find the courage to ask for support and to offer it to others.',
      },
    ],
  },
  gallery: {
    heading: 'Moments from the Stage',
    intro: 'Keynotes, workshops, panels and school visits. Select a photo to see it larger.',
    carouselLabel: 'Photos from events',
    emptyText: 'Photos from recent events will appear here.',
  },
  cta: {
    heading: 'Bring {speaker} to Your Next Event',
    intro:
      'Tell us about your audience, date and goals. We reply to speaking requests within 24 hours and recommend booking 6-8 weeks ahead.',
    button: { label: 'Request a Speaking Engagement', href: '/contact' },
  },
};
