import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RESPONSE_TIME } from '@bb/shared/inquiries';
import type { InquiryFormName } from '@bb/shared/inquiry-forms';
import type { InquiryResponse } from '../../api/inquiries';

/** What the confirmation says per form: the spec's success text first, then what happens next. */
export const CONFIRMATION_TEXT: Readonly<
  Record<InquiryFormName, { heading: string; success: string; next: string; again: string }>
> = {
  contact: {
    heading: 'Message sent',
    success: "Your message has been sent. We'll get back to you soon.",
    next: `A member of our team reads every message and replies by e-mail, usually within ${RESPONSE_TIME.contact}. We have also sent you an e-mail confirming what you wrote.`,
    again: 'Send another message',
  },
  speaking: {
    heading: 'Speaking request submitted',
    success: "Your speaking request has been submitted. We'll get back to you within 24 hours.",
    next: `We check the date and your event's needs, then reply by e-mail within ${RESPONSE_TIME.speaking} to plan the details with you. We have also sent you an e-mail confirming your request.`,
    again: 'Submit another request',
  },
  partnership: {
    heading: 'Partnership inquiry submitted',
    success:
      'Your partnership inquiry has been submitted. Our team will contact you within 48 hours.',
    next: `Our partnerships team will contact you within ${RESPONSE_TIME.partnership} to arrange a first conversation. We have also sent you an e-mail confirming your inquiry.`,
    again: 'Submit another inquiry',
  },
};

interface InquiryConfirmationProps {
  form: InquiryFormName;
  reference: string;
  /** Moves the focus to the confirmation's heading as it appears (after a send in the page). */
  focusOnMount?: boolean;
  /** The way back to an empty form: a button (in the page) or a link (the page without scripts). */
  again: { onClick: () => void } | { href: string };
}

/**
 * What replaces an inquiry form once it is sent, and stays: the spec's success text, what happens
 * next and when, and the inquiry's reference. Its heading takes the focus, so a screen reader reads
 * it out; the region is named by it.
 */
export function InquiryConfirmation({
  form,
  reference,
  focusOnMount = false,
  again,
}: InquiryConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const text = CONFIRMATION_TEXT[form];
  const headingId = `${form}-confirmation-heading`;
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const linkSx = {
    display: 'inline-block',
    mt: 3,
    color: 'primary.main',
    fontWeight: 700,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    font: 'inherit',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
  } as const;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="inquiry-confirmation"
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 3,
        border: '2px solid',
        borderColor: 'success.main',
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.5rem', mb: 1.5, '&:focus': { outline: 'none' } }}
      >
        {text.heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text.success}</Typography>
      <Typography sx={{ mb: 2 }}>
        Your reference is{' '}
        <Box component="strong" data-testid="inquiry-reference" sx={{ whiteSpace: 'nowrap' }}>
          {reference}
        </Box>
        . Please mention it if you write or call us about this inquiry.
      </Typography>
      <Typography variant="h4" component="h4" sx={{ fontSize: '1.125rem', mb: 1 }}>
        What happens next
      </Typography>
      <Typography>{text.next}</Typography>
      {'href' in again ? (
        <Box component="a" href={again.href} sx={linkSx}>
          {text.again}
        </Box>
      ) : (
        <Box component="button" type="button" onClick={again.onClick} sx={linkSx}>
          {text.again}
        </Box>
      )}
    </Box>
  );
}

/**
 * A React inquiry form's lasting confirmation: `onSent` (useInquirySubmit's) shows it in the form's
 * place, its heading focused; its button brings back an empty form (prefilled again for a member)
 * with the focus on the first field. Put `anchor` on the element around the form.
 */
export function useLastingConfirmation(form: InquiryFormName): {
  confirmation: ReactNode;
  onSent: (response: InquiryResponse) => void;
  anchor: React.RefObject<HTMLDivElement | null>;
} {
  const [reference, setReference] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (reference !== null || !returning.current) return;
    returning.current = false;
    anchor.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea')
      ?.focus();
  }, [reference]);
  const onSent = useCallback((response: InquiryResponse) => setReference(response.reference), []);
  const confirmation =
    reference === null ? null : (
      <InquiryConfirmation
        form={form}
        reference={reference}
        focusOnMount
        again={{
          onClick: () => {
            returning.current = true;
            setReference(null);
          },
        }}
      />
    );
  return { confirmation, onSent, anchor };
}
