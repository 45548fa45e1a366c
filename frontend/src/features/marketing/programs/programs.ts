import type { ImageName } from '../../../lib/images';

/** The spec's static program content. */
export interface Program {
  id: string;
  title: string;
  description: string;
  /** Everything the program can include; cards show the first four. */
  features: readonly string[];
  duration: string;
  /** Who it is ideal for. */
  audience: string;
  image: ImageName;
  imageAlt: string;
  /** A sample client quote and who said it (a role, not a name). */
  quote: string;
  client: string;
}

/** How many features a program card shows. */
export const FEATURES_SHOWN = 4;

export const PROGRAMS: readonly Program[] = [
  {
    id: 'training',
    title: 'Corporate Inclusion Training',
    description:
      'Practical training that helps leaders and teams understand neurodiversity and disability, recognize hidden barriers, and build the everyday habits of an inclusive workplace.',
    features: [
      'Unconscious bias mitigation',
      'Inclusive leadership development',
      'Disability awareness training',
      'Neurodiversity in the workplace',
      'Accessible communication practices',
      'Manager toolkits and follow-up coaching',
    ],
    duration: '1 to 3 hours per session',
    audience: 'HR teams, people managers, executive leadership and employee resource groups',
    image: 'program-training',
    imageAlt:
      'A trainer pointing to a chart on a screen while participants at their desks follow along, among them a wheelchair user, a woman in a hijab and a participant wearing headphones',
    quote:
      'The training changed how our managers run meetings and give feedback. Our neurodivergent employees noticed the difference within weeks.',
    client: 'Chief Human Resources Officer, financial services firm',
  },
  {
    id: 'speaking',
    title: 'Speaking Engagements',
    description:
      'Keynotes rooted in lived experience that help audiences see disability and neurodiversity differently, and leave them with clear actions to take the next day.',
    features: [
      'Motivational keynotes',
      'Leadership conferences',
      'Corporate events',
      'Employee resource group gatherings',
      'School and university assemblies',
      'Virtual and hybrid events',
    ],
    duration: '30 minutes to 2 hours',
    audience: 'Conferences, company all-hands meetings, associations, schools and universities',
    image: 'program-speaking',
    imageAlt:
      'A keynote speaker at a microphone under a spotlight, a bridge on the large screen behind, and the audience watching from the front rows',
    quote:
      'Honest, funny and deeply moving. Our attendees rated it the best session of the conference.',
    client: 'Program Chair, national HR conference',
  },
  {
    id: 'workshops',
    title: 'Workshop Programs',
    description:
      'Hands-on sessions where teams practice inclusive skills together, from designing accessible meetings to responding well to an accommodation request.',
    features: [
      'Interactive scenario practice',
      'Accessible meeting and event design',
      'Inclusive hiring and interviewing',
      'Accommodation conversations for managers',
      'Team action planning',
    ],
    duration: '2-8 hours',
    audience: 'Teams of 10 to 40 people, from frontline staff to senior leaders',
    image: 'program-workshops',
    imageAlt:
      'Colleagues around a table covered in sticky notes, one adding a note to a board of ideas and one joining from a wheelchair at the end of the table',
    quote:
      'Our team left with a concrete action plan, and we have already redesigned our interview process around it.',
    client: 'Director of Talent Acquisition, technology company',
  },
  {
    id: 'community',
    title: 'Community Outreach',
    description:
      'Programs for schools, families and community organizations that celebrate difference, build understanding and open doors for young people with disabilities.',
    features: [
      'Student assemblies and classroom visits',
      'Family and caregiver workshops',
      'Youth mentorship and leadership sessions',
      'Community partner events',
      'Educator resource sessions',
    ],
    duration: '1 to 4 hours per event',
    audience: 'Schools, youth programs, faith communities and nonprofit organizations',
    image: 'program-community',
    imageAlt:
      'Neighbors of all ages and abilities meeting around an information stand in a park, a wheelchair user chatting with an older man with a walking stick',
    quote:
      'Our students are still talking about it. Several told us it was the first time they saw someone like them on stage.',
    client: 'Principal, public middle school',
  },
];
