import type { TermsContent } from '../terms';
import { md } from './markdown';

const EMAIL = '[**{email}**](mailto:{email})';

/** /terms as the site first shows it (seeded once per database; see pages/defaults.ts). */
export const terms: TermsContent = {
  seo: {
    title: 'Terms of Service',
    description:
      'The terms for using our website and booking keynotes and training: bookings, cancellations, payment and refunds, intellectual property and disputes.',
    shareText: '',
    shareImage: null,
  },
  document: {
    title: 'Terms of Service',
    lastUpdated: 'Last updated January 15, 2025',
    effective: 'Effective January 15, 2025',
    intro: md(
      'These terms govern your use of this website and of the services {name} provides. Please read them carefully; they include how bookings, cancellations and refunds work and how disputes are resolved.',
    ),
    contentsHeading: 'Contents',
  },
  sections: [
    {
      title: '1. Acceptance of Terms',
      anchor: 'acceptance',
      body: md(`By using this website, creating an account, sending an inquiry or booking any of our services, you agree to these terms. If you act for an organization, you confirm that you may accept them on its behalf. If you do not agree, please do not use the site or our services.

A written engagement agreement or proposal for a specific booking takes precedence over these terms where the two differ.`),
    },
    {
      title: '2. Our Services',
      anchor: 'services',
      body: md(`{name} provides keynote speaking, corporate inclusion training, workshops, leadership programs, employee resource group support, community outreach and The MWO Show. This website describes those services and lets you send inquiries, request speaking engagements, explore partnerships, subscribe to our newsletter and hold a member account.

Descriptions, durations and figures on the site are general information, not an offer. The content, format and price of an engagement are set in the proposal we agree with you.`),
    },
    {
      title: '3. Booking and Scheduling',
      anchor: 'booking',
      body: md(`A request sent through this website is an inquiry, not a confirmed booking. A booking is confirmed only when we both accept a written proposal or engagement agreement.

- We advise booking 6-8 weeks before your event, as dates fill early.
- Please tell us about access needs (captions, interpreters, venue access, materials in other formats) when you book, so that we can plan for them.
- Changes to the date, format or audience are possible by agreement and may change the fee.
- Cancellations made within 30 days of the event date may incur fees, as set out in your engagement agreement.`),
    },
    {
      title: '4. Intellectual Property',
      anchor: 'intellectual-property',
      body: md(`The text, artwork, photographs, presentations, training materials, recordings and the names and logos on this site, including The MWO Show, belong to {name} or to those who licensed them to us, and are protected by law.

You may view and share pages of this site for personal or internal business use. Materials we give attendees may be used within your organization. You may not copy, sell, publish or adapt our content, or record or broadcast a session, without our written permission.`),
    },
    {
      title: '5. User Conduct',
      anchor: 'conduct',
      body: md(`When you use the site or attend our sessions, you agree not to:

- give false information or act in someone else's name;
- send unlawful, harassing, hateful or discriminatory content;
- try to reach accounts or data that are not yours, or to disrupt, overload or probe the site;
- send automated or bulk submissions through our forms.

You are responsible for keeping your password safe and for what is done with your account. Tell us at once at ${EMAIL} if you think someone else has used it.`),
    },
    {
      title: '6. Payment and Refunds',
      anchor: 'payment',
      body: md(`Fees, deposits and payment dates are set out in your proposal or engagement agreement and on our invoices. Unless agreed otherwise, travel costs for in-person events are charged at cost.

- Cancellations made within 30 days of the event date may incur fees, up to the amount set in your agreement.
- If we must cancel, we will offer another date or refund what you paid for the cancelled service in full.
- Disputed charges must be raised in writing within 30 days of completion of the services concerned.`),
    },
    {
      title: '7. Limitation of Liability',
      anchor: 'liability',
      body: md(`We work hard to keep this website accurate and available, but we provide it as it is and cannot promise that it will always be error-free or uninterrupted. Our sessions share education and experience; they are not legal, medical or HR advice for your particular situation.

As far as the law allows, {name} is not liable for indirect or consequential losses, and our total liability for any engagement is limited to the fees you paid for it. Nothing in these terms limits liability that the law does not allow us to limit.`),
    },
    {
      title: '8. Privacy',
      anchor: 'privacy',
      body: md(
        'How we collect, use and protect personal information is explained in our [Privacy Policy](/privacy), which forms part of these terms.',
      ),
    },
    {
      title: '9. Termination',
      anchor: 'termination',
      body: md(`You may stop using the site at any time and ask us to close your account. We may suspend or close an account, or decline a booking, if these terms are broken or to protect our visitors, team or service.

Sections that by their nature should continue after termination (including intellectual property, payment, limitation of liability and dispute resolution) continue to apply.`),
    },
    {
      title: '10. Dispute Resolution',
      anchor: 'dispute-resolution',
      body: md(`If something goes wrong, please contact us first at ${EMAIL}; most concerns are resolved quickly that way, and we will work with you in good faith for at least 30 days.

Any dispute we cannot resolve together will be settled by binding arbitration administered by an arbitration association under its commercial arbitration rules, except that either party may bring an eligible claim in a small-claims court. Any claim arising from these terms or our services must be brought within one year after it arose.`),
    },
  ],
  notice: {
    heading: 'Legal Notice',
    body: md(`These terms are governed by the laws of the place where {name} is established. If any part of them is found unenforceable, the rest remains in effect. Our failure to enforce a right is not a waiver of it. We may update these terms; the date at the top shows the latest version, and changes apply from that date to new use and new bookings.

Questions about these terms: ${EMAIL}, {phone}.`),
  },
};
