import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSiteDetails } from '../../../api/settings';
import { TERMS_SECTIONS } from './legalContents';
import { LegalSection } from './LegalSection';

/** The ten numbered sections of the terms of service and the closing legal notice (a chunk of its own). */
export default function TermsSections() {
  const site = useSiteDetails();
  const org = site.organizationName;
  const email = (
    <Link href={`mailto:${site.email}`} sx={{ fontWeight: 700 }}>
      {site.email}
    </Link>
  );
  return (
    <>
      <LegalSection heading={TERMS_SECTIONS.acceptance}>
        <p>
          By using this website, creating an account, sending an inquiry or booking any of our
          services, you agree to these terms. If you act for an organization, you confirm that you
          may accept them on its behalf. If you do not agree, please do not use the site or our
          services.
        </p>
        <p>
          A written engagement agreement or proposal for a specific booking takes precedence over
          these terms where the two differ.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.services}>
        <p>
          {org} provides keynote speaking, corporate inclusion training, workshops, leadership
          programs, employee resource group support, community outreach and The MWO Show. This
          website describes those services and lets you send inquiries, request speaking
          engagements, explore partnerships, subscribe to our newsletter and hold a member account.
        </p>
        <p>
          Descriptions, durations and figures on the site are general information, not an offer. The
          content, format and price of an engagement are set in the proposal we agree with you.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.booking}>
        <p>
          A request sent through this website is an inquiry, not a confirmed booking. A booking is
          confirmed only when we both accept a written proposal or engagement agreement.
        </p>
        <ul>
          <li>We advise booking 6-8 weeks before your event, as dates fill early.</li>
          <li>
            Please tell us about access needs (captions, interpreters, venue access, materials in
            other formats) when you book, so that we can plan for them.
          </li>
          <li>
            Changes to the date, format or audience are possible by agreement and may change the
            fee.
          </li>
          <li>
            Cancellations made within 30 days of the event date may incur fees, as set out in your
            engagement agreement.
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.ip}>
        <p>
          The text, artwork, photographs, presentations, training materials, recordings and the
          names and logos on this site, including The MWO Show, belong to {org} or to those who
          licensed them to us, and are protected by law.
        </p>
        <p>
          You may view and share pages of this site for personal or internal business use. Materials
          we give attendees may be used within your organization. You may not copy, sell, publish or
          adapt our content, or record or broadcast a session, without our written permission.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.conduct}>
        <p>When you use the site or attend our sessions, you agree not to:</p>
        <ul>
          <li>give false information or act in someone else&apos;s name;</li>
          <li>send unlawful, harassing, hateful or discriminatory content;</li>
          <li>
            try to reach accounts or data that are not yours, or to disrupt, overload or probe the
            site;
          </li>
          <li>send automated or bulk submissions through our forms.</li>
        </ul>
        <p>
          You are responsible for keeping your password safe and for what is done with your account.
          Tell us at once at {email} if you think someone else has used it.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.payment}>
        <p>
          Fees, deposits and payment dates are set out in your proposal or engagement agreement and
          on our invoices. Unless agreed otherwise, travel costs for in-person events are charged at
          cost.
        </p>
        <ul>
          <li>
            Cancellations made within 30 days of the event date may incur fees, up to the amount set
            in your agreement.
          </li>
          <li>
            If we must cancel, we will offer another date or refund what you paid for the cancelled
            service in full.
          </li>
          <li>
            Disputed charges must be raised in writing within 30 days of completion of the services
            concerned.
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.liability}>
        <p>
          We work hard to keep this website accurate and available, but we provide it as it is and
          cannot promise that it will always be error-free or uninterrupted. Our sessions share
          education and experience; they are not legal, medical or HR advice for your particular
          situation.
        </p>
        <p>
          As far as the law allows, {org} is not liable for indirect or consequential losses, and
          our total liability for any engagement is limited to the fees you paid for it. Nothing in
          these terms limits liability that the law does not allow us to limit.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.privacy}>
        <p>
          How we collect, use and protect personal information is explained in our{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy Policy
          </Link>
          , which forms part of these terms.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.termination}>
        <p>
          You may stop using the site at any time and ask us to close your account. We may suspend
          or close an account, or decline a booking, if these terms are broken or to protect our
          visitors, team or service.
        </p>
        <p>
          Sections that by their nature should continue after termination (including intellectual
          property, payment, limitation of liability and dispute resolution) continue to apply.
        </p>
      </LegalSection>
      <LegalSection heading={TERMS_SECTIONS.disputes}>
        <p>
          If something goes wrong, please contact us first at {email}; most concerns are resolved
          quickly that way, and we will work with you in good faith for at least 30 days.
        </p>
        <p>
          Any dispute we cannot resolve together will be settled by binding arbitration administered
          by an arbitration association under its commercial arbitration rules, except that either
          party may bring an eligible claim in a small-claims court. Any claim arising from these
          terms or our services must be brought within one year after it arose.
        </p>
      </LegalSection>
      <Box
        component="aside"
        aria-labelledby="legal-notice-heading"
        sx={{
          mt: 8,
          p: { xs: 2.5, sm: 3 },
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="legal-notice-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          Legal Notice
        </Typography>
        <p>
          These terms are governed by the laws of the place where {org} is established. If any part
          of them is found unenforceable, the rest remains in effect. Our failure to enforce a right
          is not a waiver of it. We may update these terms; the date at the top shows the latest
          version, and changes apply from that date to new use and new bookings.
        </p>
        <p>
          Questions about these terms: {email}, {site.phoneDisplay}.
        </p>
      </Box>
    </>
  );
}
