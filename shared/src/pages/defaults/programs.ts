import type { ProgramsContent } from '../programs';

/** /programs as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const programs: ProgramsContent = {
  seo: {
    title: 'Programs and Services',
    description:
      'Corporate inclusion training, keynote speaking, hands-on workshops and community outreach on neurodiversity and disability, shaped around your goals.',
    shareText: '',
    shareImage: null,
  },
  hero: {
    eyebrow: 'Programs and Services',
    headline: 'Programs That Turn Inclusion Into Everyday Practice',
    subtitle:
      'Training, keynotes, workshops and community programs on neurodiversity and disability inclusion, each shaped around your people and your goals.',
    primaryButton: { label: 'Start Your Journey', href: '/contact' },
    secondaryButton: { label: 'Meet {speaker}', href: '/mwo-show' },
  },
  programs: {
    eyebrow: 'What We Offer',
    heading: 'Find the Right Program',
    intro:
      'Every program can stand alone or be combined into a longer partnership. Tell us about your organization and we will recommend the right mix.',
    featuresHeading: "What's Included",
    durationLabel: 'Duration',
    audienceLabel: 'Ideal for',
    button: { label: 'Get Started', href: '/contact' },
    items: [
      {
        title: 'Corporate Inclusion Training',
        description:
          'Practical training that helps leaders and teams understand neurodiversity and disability, recognize hidden barriers, and build the everyday habits of an inclusive workplace.',
        image: {
          url: '/images/program-training-960.webp',
          alt: 'A trainer pointing to a chart on a screen while participants at their desks follow along, among them a wheelchair user, a woman in a hijab and a participant wearing headphones',
          decorative: false,
        },
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
        quote:
          'The training changed how our managers run meetings and give feedback. Our neurodivergent employees noticed the difference within weeks.',
        quoteBy: 'Chief Human Resources Officer, financial services firm',
      },
      {
        title: 'Speaking Engagements',
        description:
          'Keynotes rooted in lived experience that help audiences see disability and neurodiversity differently, and leave them with clear actions to take the next day.',
        image: {
          url: '/images/program-speaking-960.webp',
          alt: 'A keynote speaker at a microphone under a spotlight, a bridge on the large screen behind, and the audience watching from the front rows',
          decorative: false,
        },
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
        quote:
          'Honest, funny and deeply moving. Our attendees rated it the best session of the conference.',
        quoteBy: 'Program Chair, national HR conference',
      },
      {
        title: 'Workshop Programs',
        description:
          'Hands-on sessions where teams practice inclusive skills together, from designing accessible meetings to responding well to an accommodation request.',
        image: {
          url: '/images/program-workshops-960.webp',
          alt: 'Colleagues around a table covered in sticky notes, one adding a note to a board of ideas and one joining from a wheelchair at the end of the table',
          decorative: false,
        },
        features: [
          'Interactive scenario practice',
          'Accessible meeting and event design',
          'Inclusive hiring and interviewing',
          'Accommodation conversations for managers',
          'Team action planning',
        ],
        duration: '2-8 hours',
        audience: 'Teams of 10 to 40 people, from frontline staff to senior leaders',
        quote:
          'Our team left with a concrete action plan, and we have already redesigned our interview process around it.',
        quoteBy: 'Director of Talent Acquisition, technology company',
      },
      {
        title: 'Community Outreach',
        description:
          'Programs for schools, families and community organizations that celebrate difference, build understanding and open doors for young people with disabilities.',
        image: {
          url: '/images/program-community-960.webp',
          alt: 'Neighbors of all ages and abilities meeting around an information stand in a park, a wheelchair user chatting with an older man with a walking stick',
          decorative: false,
        },
        features: [
          'Student assemblies and classroom visits',
          'Family and caregiver workshops',
          'Youth mentorship and leadership sessions',
          'Community partner events',
          'Educator resource sessions',
        ],
        duration: '1 to 4 hours per event',
        audience: 'Schools, youth programs, faith communities and nonprofit organizations',
        quote:
          'Our students are still talking about it. Several told us it was the first time they saw someone like them on stage.',
        quoteBy: 'Principal, public middle school',
      },
    ],
  },
  photos: {
    eyebrow: 'In Action',
    heading: 'Programs in Action',
    intro:
      'Scenes from our training sessions, workshops and outreach. Select a photo to see it larger.',
    carouselLabel: 'Photos of our programs',
  },
};
