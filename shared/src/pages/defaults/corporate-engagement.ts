import type { CorporateEngagementContent } from '../corporate-engagement';
import { md } from './markdown';

/** /corporate-engagement as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const corporateEngagement: CorporateEngagementContent = {
  seo: {
    title: 'Corporate Engagement: Keynotes and Inclusion Training',
    description:
      'Keynotes, workshop series, leadership training and ERG support on neuro-inclusion and disability inclusion for audiences from 100 to 1000+.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'Corporate Engagement',
    headline: 'Make Inclusion a Movement Inside Your Organization',
    subtitle:
      'Keynotes and training with {speaker} that turn neuro-inclusion and disability inclusion into everyday practice, grounded in lived experience and built for real workplaces.',
    primaryButton: { label: 'Meet {speaker}', href: '/mwo-show' },
    secondaryButton: { label: 'Explore Engagement Formats', href: '#engagement-formats' },
  },
  banner: {
    stats: [
      { value: '100 to 1000+', label: 'Audience size' },
      { value: '50+', label: 'Speaking events' },
      { value: '10,000+', label: 'Attendees reached' },
    ],
    portrait: {
      url: '/images/speaker-portrait-960.webp',
      alt: '{speaker}, in an amber blazer and wearing a hearing aid, speaks into a microphone in front of a glowing bridge and a rising sun.',
      decorative: false,
    },
    awardYear: '2021',
    awardName: 'Dream on 3 Award',
  },
  why: {
    heading: 'Why Inclusion Matters at Work',
    intro:
      'Disabled and neurodivergent people are already part of every workforce and customer base, whether or not they have told you. Organizations that design for them see the difference in engagement, productivity and how well teams solve problems.',
    figures: [
      { value: '92%', text: 'increase in employee engagement within 6 months' },
      { value: '43%', text: 'boost in team productivity, on average across our clients' },
      { value: '85%', text: 'faster problem-solving in diverse teams' },
      { value: '98%', text: 'client satisfaction across 750+ events' },
    ],
    note: 'Figures reported by client organizations after completing our programs.',
  },
  formats: {
    heading: 'Engagement Formats',
    intro:
      'Start with one keynote or build a program over a year. Every format is tailored to your people, with live captions and accessible materials as standard.',
    lengthLabel: 'Length',
    bestForLabel: 'Best for',
    items: [
      {
        title: 'Keynote',
        text: 'A story-led talk that opens hearts and minds, then gives everyone in the room practical steps toward neuro-inclusion and disability inclusion.',
        length: '45 to 120 minutes',
        bestFor: 'Conferences, all-hands meetings and company kick-offs of 100 to 1000+',
        button: {
          label: 'Plan a Keynote',
          href: '/book-mwo-show?event=keynote#booking-request-heading',
        },
      },
      {
        title: 'Workshop Series',
        text: 'Hands-on sessions that turn awareness into changed processes: accessible meetings, documents, hiring and customer experience.',
        length: '2-8 hours per workshop',
        bestFor: 'Teams and departments ready to change how they work',
        button: {
          label: 'Plan a Workshop Series',
          href: '/book-mwo-show?event=workshop#booking-request-heading',
        },
      },
      {
        title: 'Leadership Training',
        text: 'Inclusive leadership for the people who set the tone: handling adjustment requests, psychological safety and accountability.',
        length: 'One to three hours per session',
        bestFor: 'Executives, people managers and HR leaders',
        button: {
          label: 'Plan Leadership Training',
          href: '/contact?type=training#contact-forms-heading',
        },
      },
      {
        title: 'ERG Support',
        text: 'Guidance for disability and neurodiversity employee resource groups: launching, setting priorities, engaging sponsors and measuring progress.',
        length: 'Ongoing, shaped around your calendar',
        bestFor: 'Employee resource groups and their executive sponsors',
        button: { label: 'Discuss ERG Support', href: '/corporate#corporate-inquiry-heading' },
      },
    ],
    more: md('Looking for something broader? [**Compare all programs and services**](/programs)'),
  },
  steps: {
    heading: 'How an Engagement Works',
    items: [
      {
        title: 'Discovery call',
        text: 'Tell us about your people, goals and timeline. We reply to every request within 24 hours.',
      },
      {
        title: 'A plan tailored to you',
        text: 'We shape the format, examples and access needs (captions, interpreters, accessible materials) around your organization.',
      },
      {
        title: 'Delivery',
        text: 'In person or online. We recommend booking 6-8 weeks ahead, especially for conference dates.',
      },
      {
        title: 'Follow-through',
        text: 'Resources for attendees, a summary of the themes your people raised, and options to keep the momentum going.',
      },
    ],
  },
  cta: {
    heading: 'Bring the Movement to Your Workplace',
    intro:
      "See {speaker}'s speaking topics and photos from the stage, or tell us what you have in mind and we will shape the engagement with you.",
    primaryButton: { label: 'Book the Movement', href: '/mwo-show' },
    secondaryButton: {
      label: 'Plan Your Engagement',
      href: '/book-mwo-show#booking-request-heading',
    },
  },
};
