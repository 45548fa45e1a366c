import type { ContactContent } from '../contact';
import { md } from './markdown';

/** /contact as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const contact: ContactContent = {
  seo: {
    title: 'Contact',
    description:
      'Contact us about inclusion training, keynotes or partnerships. Send a general inquiry, request a speaker or start a partnership; we reply within 24 hours.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'Contact & Booking',
    headline: "Let's Start the Conversation",
    subtitle:
      'Planning a keynote, building an inclusion program or exploring a partnership? Tell us what you need. A member of our team reads every message and replies within 24 hours.',
    generalButton: 'General Inquiry',
    callButton: 'Call Now',
    stats: [
      { value: '24hrs', label: 'Response time' },
      { value: '10,000+', label: 'Clients served' },
      { value: '100%', label: 'Client satisfaction' },
      { value: '50+', label: 'Speaking events' },
    ],
  },
  forms: {
    heading: 'How Can We Help?',
    intro: 'Choose the kind of request, fill in a few details and we will take it from there.',
    tabsLabel: 'Type of inquiry',
    general: {
      tab: 'General Inquiry',
      intro: md(
        'Questions about our training, programs or resources, or simply want to say hello? Send us a message and we will get back to you within 24 hours.',
      ),
    },
    speaking: {
      tab: 'Speaking Request',
      intro: md(
        'Invite {speaker} to keynote your conference, lead a workshop or join a panel. We reply within 24 hours; booking 6-8 weeks ahead gives us time to tailor the session to your audience. [See what a booking includes](/book-mwo-show).',
      ),
    },
    partnership: {
      tab: 'Partnership',
      intro: md(
        'Build a lasting inclusion partnership as a Corporate Client, Program Sponsor or Strategic Partner. Our team will contact you within 48 hours. The partnership packet describes each level, what it includes and what it costs.',
      ),
      callLine: md('Prefer to talk it through? Call us at [{phone}]({phoneLink}).'),
    },
  },
  direct: {
    heading: 'Reach Us Directly',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    repliesHeading: 'When to Expect a Reply',
    replies: [
      'General inquiries and speaking requests: within 24 hours.',
      'Partnership inquiries: within 48 hours.',
      'Planning an event? Booking 6-8 weeks ahead leaves time to tailor the session.',
    ],
  },
};
