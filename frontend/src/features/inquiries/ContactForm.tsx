import { useMemo } from 'react';
import * as yup from 'yup';
import {
  useSendContactMessageMutation,
  type ContactMessage,
  type InquiryType,
} from '../../api/inquiries';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { FieldGrid, FormSelectField, FormTextField } from '../../components/form/fields';
import { email, text } from '../../components/form/rules';
import { InquiryFormShell } from './fields';
import { useLastingConfirmation } from './InquiryConfirmation';
import { INQUIRY_TYPE_OPTIONS } from './options';
import { KeepPrefilled, useMemberDetails } from './prefill';
import { compact, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, optional, useInquirySubmit } from './submit';

export const CONTACT_SUCCESS = "Your message has been sent. We'll get back to you soon.";
export const CONTACT_FALLBACK_ERROR = 'Failed to send message';

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  inquiryType: InquiryType;
  message: string;
  website: string;
}

export const CONTACT_DEFAULTS: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  inquiryType: 'general',
  message: '',
  website: '',
};

const schema = yup.object({
  name: text('Name', MAX_NAME_LENGTH, 'Name is required'),
  email: email(),
  company: text('Organization', MAX_NAME_LENGTH),
  message: text('Message', MAX_MESSAGE_LENGTH, 'Message is required'),
});

const FIELD_ORDER = ['name', 'email', 'company', 'inquiryType', 'message'] as const;

/** The body of POST /api/contact: blank optional fields (and an empty honeypot) left out. */
export function contactPayload(values: ContactFormValues): ContactMessage {
  return compact({
    name: values.name.trim(),
    email: values.email.trim(),
    company: optional(values.company),
    inquiryType: values.inquiryType,
    message: values.message.trim(),
    website: optional(values.website),
  });
}

export interface ContactFormProps {
  /** The form's accessible name. */
  label?: string;
  /** Values to start with (a link's choice of inquiry type, `?type=`). */
  initial?: Partial<Pick<ContactFormValues, 'inquiryType'>>;
}

/** The general contact form (spec 001: name, email, company, inquiry type, message). */
export function ContactForm({ label = 'General inquiry', initial }: ContactFormProps) {
  const [send] = useSendContactMessageMutation();
  const { confirmation, onSent, anchor } = useLastingConfirmation('contact');
  const onSubmit = useInquirySubmit(send, contactPayload, {
    success: CONTACT_SUCCESS,
    fallback: CONTACT_FALLBACK_ERROR,
    onSent,
  });
  const member = useMemberDetails();
  const initialValues = useMemo(
    () => ({ ...CONTACT_DEFAULTS, ...initial, ...(member ?? {}) }),
    [member, initial],
  );
  if (confirmation) return confirmation;
  return (
    <div ref={anchor}>
      <AccessibleFormik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <>
          <KeepPrefilled values={initialValues} />
          <InquiryFormShell
            label={label}
            fieldOrder={FIELD_ORDER}
            submitLabel="Send Message"
            submittingLabel="Sending..."
          >
            <FieldGrid>
              <FormTextField name="name" label="Name" required autoComplete="name" />
              <FormTextField
                name="email"
                label="Email"
                type="email"
                required
                autoComplete="email"
              />
              <FormTextField name="company" label="Organization" autoComplete="organization" />
              <FormSelectField
                name="inquiryType"
                label="What is your inquiry about?"
                options={INQUIRY_TYPE_OPTIONS}
              />
              <FormTextField name="message" label="Message" required multiline rows={6} full />
            </FieldGrid>
          </InquiryFormShell>
        </>
      </AccessibleFormik>
    </div>
  );
}

export default ContactForm;
