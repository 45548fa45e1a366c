import type { BookMwoShowContent } from '../book-mwo-show';

/** /book-mwo-show as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const bookMwoShow: BookMwoShowContent = {
  seo: {
    title: 'Book The MWO Show',
    description:
      'Book a keynote, workshop, panel or conference session on neuro-inclusion and disability inclusion for audiences of 50 to 5,000+. We reply within 24 hours.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'The MWO Show',
    headline: 'Book The MWO Show',
    subtitle:
      'Bring {speaker} to your stage. Keynotes, workshops, panels and conference sessions that turn inclusion into everyday practice, for audiences of 50 to 5,000+.',
    primaryButton: { label: 'Request a Booking', href: '#booking-request-heading' },
    secondaryButton: { label: 'Meet {speaker}', href: '/mwo-show' },
    portrait: {
      url: '/images/speaker-portrait-960.webp',
      alt: 'Portrait of {speaker}',
      decorative: false,
    },
  },
  includes: {
    heading: 'What Booking Includes',
    intro:
      'Every engagement is tailored to your audience, from a team of 50 to a conference hall of 5,000 or more. Sessions run from 30 minutes to 2 hours, or a full workshop day.',
    facts: [
      { value: '50 to 5,000+', label: 'Audience size' },
      { value: '30 min to 2 hrs', label: 'Speaking length' },
      { value: '6-8 weeks', label: 'Advised booking lead time' },
      { value: '24 hrs', label: 'Our reply to every request' },
    ],
    formats: [
      {
        name: 'Keynote',
        length: '30 minutes to 2 hours',
        text: 'A story-driven talk on neuro-inclusion and disability inclusion that leaves your audience with a clear next step.',
      },
      {
        name: 'Workshop',
        length: '2-8 hours',
        text: 'Hands-on sessions where teams practice inclusive habits, from meetings and hiring to everyday communication.',
      },
      {
        name: 'Panel',
        length: '45-120 minutes',
        text: 'A panelist or moderator who keeps the conversation honest, practical and open to every voice in the room.',
      },
      {
        name: 'Conference',
        length: 'Opening, closing or breakout sessions',
        text: 'A program of sessions across your conference, planned with your organizers around your theme.',
      },
    ],
    includedHeading: 'With Every Booking',
    included: [
      'A planning call to tailor the message to your audience and goals',
      'Speaking topics of 45-120 minutes, shaped to your event',
      'Audience Q&A, in the room or online',
      'Accessible slides and materials, shared ahead for interpreters and captioners',
      'Follow-up resources so the conversation continues after the event',
    ],
  },
  steps: {
    heading: 'How It Works',
    items: [
      {
        title: 'Send your request',
        text: 'Tell us about your event with the form below: the format, date, audience and budget you have in mind.',
      },
      {
        title: 'Hear back within 24 hours',
        text: 'We confirm availability and suggest the format and length that fit your goals.',
      },
      {
        title: 'Plan together',
        text: 'A short planning call shapes the content, logistics and accessibility needs of your audience.',
      },
      {
        title: 'Take the stage',
        text: 'We arrive prepared, deliver the session and send follow-up resources to your team.',
      },
    ],
  },
  request: {
    heading: 'Request a Speaking Engagement',
    intro:
      'Share a few details and we will get back to you within 24 hours. Booking 6-8 weeks ahead gives us time to tailor the session to your audience.',
  },
};
