/**
 * Organisation details shown across the site (footer, contact page, speaker pages). An administrator
 * edits them in the admin panel; until then these neutral defaults apply. The phone number is in the
 * range reserved for fiction (555-01xx) and the address under example.org, so nothing real is implied.
 */
export interface SiteDetails {
  organizationName: string;
  tagline: string;
  speakerName: string;
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  socialLinks: { label: string; url: string }[];
}

export const DEFAULT_SITE_DETAILS: SiteDetails = {
  organizationName: 'Building Bridges Inclusion',
  tagline: 'Building Bridges. Breaking Barriers.',
  speakerName: 'Our Founder',
  phoneDisplay: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  email: 'hello@example.org',
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
  ],
};
