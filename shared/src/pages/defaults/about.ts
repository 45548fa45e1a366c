import type { AboutContent } from '../about';
import { paragraphs } from '../rich-text';

/** /about as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const about: AboutContent = {
  seo: {
    title: 'About Us: Our Mission, Values and Story',
    description:
      'Our mission, vision and core values, and the story behind our neuro-inclusion and disability-inclusion training, keynotes and community programs.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'About Us',
    headline: 'We Believe Every Mind Belongs',
    subtitle:
      'We help companies, schools and communities include neurodivergent people and people with disabilities, through training, keynotes and storytelling grounded in lived experience.',
    primaryButton: { label: 'Our Programs', href: '/programs' },
    secondaryButton: { label: 'Join the Movement', href: '/contact' },
  },
  mission: {
    eyebrow: 'Why We Exist',
    heading: 'Our Mission and Vision',
    intro: '',
    missionTitle: 'Our Mission',
    missionText:
      'To equip organizations with the understanding, skills and confidence to include neurodivergent people and people with disabilities, not as a compliance exercise but as a source of strength. Through training, keynotes and storytelling, we turn awareness into everyday practice.',
    visionTitle: 'Our Vision',
    visionText:
      'A world where every workplace, classroom and community is designed for the full range of human minds and bodies, and where difference is met with curiosity, respect and opportunity.',
  },
  values: {
    eyebrow: 'What Guides Us',
    heading: 'Our Core Values',
    intro: 'Five commitments shape every session we lead and every partnership we build.',
    items: [
      {
        title: 'Encouragement, Faith and Hope',
        text: 'We meet every person and every organization with belief in what they can become, and we keep that hope practical.',
      },
      {
        title: 'Empowerment Through Storytelling',
        text: 'Lived experience opens minds faster than statistics. We share real stories and help others find the courage to tell their own.',
      },
      {
        title: 'Inclusion and Acceptance',
        text: 'Everyone belongs as they are. We design our sessions, materials and events so that every participant can take part fully.',
      },
      {
        title: 'Authenticity and Integrity',
        text: 'We say what we mean, teach only what we practice, and measure our work by the change it creates.',
      },
      {
        title: 'Collaboration and Community',
        text: 'Lasting change is built together, with leaders, employees, families and community partners working side by side.',
      },
    ],
  },
  impact: {
    heading: 'Our Impact So Far',
    stats: [
      { value: '50+', label: 'Speaking events' },
      { value: '10,000+', label: 'Inspired attendees' },
      { value: '100%', label: 'Satisfaction' },
    ],
  },
  story: {
    eyebrow: 'Who We Are',
    heading: 'Our Story',
    intro:
      'We started with a simple conviction: people are not the barrier, the way we design our workplaces, schools and events is. Here is how that conviction became our work.',
    image: {
      url: '/images/story-960.webp',
      alt: 'Two people fitting the last plank into a bridge across a gap, while a small crowd, including a wheelchair user and a person with a white cane, crosses from one side to the other',
      decorative: false,
    },
    items: [
      {
        title: 'The Transformative Power of Neuro-Inclusion',
        body: paragraphs(
          'When a workplace is designed for different ways of thinking, everyone benefits. Clear communication, predictable routines and strength-based roles help neurodivergent employees thrive, and they make whole teams calmer, more creative and better at solving problems.',
          'We have watched organizations move from awareness to genuine belonging in a matter of months, and we have seen what that means for the people who finally feel they can bring their whole selves to work.',
        ),
      },
      {
        title: 'Our Partnership Approach',
        body: paragraphs(
          'We do not deliver a talk and disappear. Every engagement begins with listening: to leaders, to employees, and to the people most affected by the barriers in their way.',
          'Together we set clear goals, shape each session around your culture and your people, and follow up with tools and check-ins, so that the change lasts long after the event.',
        ),
      },
      {
        title: "The Founders' Journey",
        body: paragraphs(
          'Our founders came to this work through lived experience: years of navigating schools, workplaces and public spaces that were not built with disabled and neurodivergent people in mind.',
          'What began as talks in classrooms and community halls grew into keynotes, corporate training and a show, all with one purpose: building bridges between people and breaking the barriers that keep them apart.',
        ),
      },
    ],
  },
};
