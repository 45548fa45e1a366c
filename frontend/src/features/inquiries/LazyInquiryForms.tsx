import { lazyPage } from '../../lib/lazyPage';
import type { ContactFormProps } from './ContactForm';
import { Deferred } from './Deferred';
import { FormSkeleton } from './FormSkeleton';
import { CONTACT_FORM_LAYOUT, PARTNERSHIP_FORM_LAYOUT, SPEAKING_FORM_LAYOUT } from './formLayout';
import type { PartnershipFormProps } from './PartnershipForm';
import type { SpeakingRequestFormProps } from './SpeakingRequestForm';

// The inquiry forms for public pages. Formik, Yup and MUI's text fields would put a page over its
// first-load budget, so each form is a chunk of its own, downloaded when it nears the viewport;
// until then (and in the prerendered page) a skeleton of the same size holds its place.

export const ContactFormChunk = lazyPage(() => import('./ContactForm'));
export const SpeakingRequestFormChunk = lazyPage(() => import('./SpeakingRequestForm'));
export const PartnershipFormChunk = lazyPage(() => import('./PartnershipForm'));

export function LazyContactForm(props: ContactFormProps) {
  return (
    <Deferred
      component={ContactFormChunk}
      props={props}
      fallback={(failed) => <FormSkeleton layout={CONTACT_FORM_LAYOUT} failed={failed} />}
    />
  );
}

export function LazySpeakingRequestForm(props: SpeakingRequestFormProps) {
  return (
    <Deferred
      component={SpeakingRequestFormChunk}
      props={props}
      fallback={(failed) => <FormSkeleton layout={SPEAKING_FORM_LAYOUT} failed={failed} />}
    />
  );
}

export function LazyPartnershipForm(props: PartnershipFormProps) {
  return (
    <Deferred
      component={PartnershipFormChunk}
      props={props}
      fallback={(failed) => <FormSkeleton layout={PARTNERSHIP_FORM_LAYOUT} failed={failed} />}
    />
  );
}
