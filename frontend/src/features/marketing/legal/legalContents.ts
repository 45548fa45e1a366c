/** The sections of the two legal documents, in order: the table of contents and the headings. */
export interface LegalHeading {
  /** The fragment of the section's heading (the table of contents links to `#id`). */
  id: string;
  title: string;
}

export const PRIVACY_LAST_UPDATED = 'Last updated January 15, 2025';

export const PRIVACY_SECTIONS = {
  collected: { id: 'information-collected', title: 'Information We Collect' },
  use: { id: 'how-we-use', title: 'How We Use Your Information' },
  sharing: { id: 'sharing', title: 'How We Share Information' },
  security: { id: 'security-retention', title: 'Data Security and Retention' },
  rights: { id: 'your-rights', title: 'Your Rights' },
  cookies: { id: 'cookies', title: 'Cookies' },
  changes: { id: 'changes', title: 'Changes to This Policy' },
  contact: { id: 'contact', title: 'Contact Us' },
} as const satisfies Record<string, LegalHeading>;

export const TERMS_LAST_UPDATED = 'Last updated January 15, 2025';
export const TERMS_EFFECTIVE = 'Effective January 15, 2025';

/** Spec 001: ten numbered sections, exactly in this order. */
export const TERMS_SECTIONS = {
  acceptance: { id: 'acceptance', title: '1. Acceptance of Terms' },
  services: { id: 'services', title: '2. Our Services' },
  booking: { id: 'booking', title: '3. Booking and Scheduling' },
  ip: { id: 'intellectual-property', title: '4. Intellectual Property' },
  conduct: { id: 'conduct', title: '5. User Conduct' },
  payment: { id: 'payment', title: '6. Payment and Refunds' },
  liability: { id: 'liability', title: '7. Limitation of Liability' },
  privacy: { id: 'privacy', title: '8. Privacy' },
  termination: { id: 'termination', title: '9. Termination' },
  disputes: { id: 'dispute-resolution', title: '10. Dispute Resolution' },
} as const satisfies Record<string, LegalHeading>;
