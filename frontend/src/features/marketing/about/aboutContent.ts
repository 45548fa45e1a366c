import type { StoryItem } from './StoryAccordion';

export const CORE_VALUES: readonly { title: string; text: string }[] = [
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
];

/** The About page's impact strip (display-only figures from the spec). */
export const ABOUT_IMPACT: readonly { value: string; label: string }[] = [
  { value: '50+', label: 'Speaking events' },
  { value: '10,000+', label: 'Inspired attendees' },
  { value: '100%', label: 'Satisfaction' },
];

export const STORY_ITEMS: readonly StoryItem[] = [
  {
    id: 'neuro-inclusion',
    title: 'The Transformative Power of Neuro-Inclusion',
    paragraphs: [
      'When a workplace is designed for different ways of thinking, everyone benefits. Clear communication, predictable routines and strength-based roles help neurodivergent employees thrive, and they make whole teams calmer, more creative and better at solving problems.',
      'We have watched organizations move from awareness to genuine belonging in a matter of months, and we have seen what that means for the people who finally feel they can bring their whole selves to work.',
    ],
  },
  {
    id: 'partnership',
    title: 'Our Partnership Approach',
    paragraphs: [
      'We do not deliver a talk and disappear. Every engagement begins with listening: to leaders, to employees, and to the people most affected by the barriers in their way.',
      'Together we set clear goals, shape each session around your culture and your people, and follow up with tools and check-ins, so that the change lasts long after the event.',
    ],
  },
  {
    id: 'founders',
    title: "The Founders' Journey",
    paragraphs: [
      'Our founders came to this work through lived experience: years of navigating schools, workplaces and public spaces that were not built with disabled and neurodivergent people in mind.',
      'What began as talks in classrooms and community halls grew into keynotes, corporate training and a show, all with one purpose: building bridges between people and breaking the barriers that keep them apart.',
    ],
  },
];
