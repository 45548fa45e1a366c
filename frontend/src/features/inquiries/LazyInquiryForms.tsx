import { lazyPage } from '../../lib/lazyPage';
import { nextTask } from '../../lib/nextTask';
import type { ContactFormProps } from './ContactForm';
import { Deferred } from './Deferred';

/** Where the form stands on its page (see `Deferred`'s `stylesWithPage`). */
interface Placement {
  stylesWithPage?: boolean;
}
import { PlainInquiryForm } from './PlainInquiryForm';
import type { PartnershipFormProps } from './PartnershipForm';
import type { SpeakingRequestFormProps } from './SpeakingRequestForm';

// The inquiry forms for public pages. Formik, Yup and MUI's text fields would put a page over its
// first-load budget, so each form is a chunk of its own, downloaded when it nears the viewport;
// until then (and in the prerendered page, and always without JavaScript) the same form as plain
// HTML, of the same size, holds its place and works by itself (PlainInquiryForm).

/**
 * A form's code in two steps, each evaluated in a task of its own (on a slow phone the two together
 * took 55 to 65 ms, and Lighthouse counts every task over 50 ms): the fields (MUI's inputs and their
 * menus, Formik), then the form itself (its Yup rules, the rest).
 */
export function fieldsFirst<T>(load: () => Promise<T>) {
  return () => import('../../components/form/fields').then(nextTask).then(load);
}

export const ContactFormChunk = lazyPage(fieldsFirst(() => import('./ContactForm')));
export const SpeakingRequestFormChunk = lazyPage(
  fieldsFirst(() => import('./SpeakingRequestForm')),
);
export const PartnershipFormChunk = lazyPage(fieldsFirst(() => import('./PartnershipForm')));

export function LazyContactForm({ stylesWithPage, ...props }: ContactFormProps & Placement) {
  return (
    <Deferred
      stylesWithPage={stylesWithPage}
      component={ContactFormChunk}
      props={props}
      fallback={() => <PlainInquiryForm form="contact" label={props.label ?? 'General inquiry'} />}
    />
  );
}

export function LazySpeakingRequestForm({
  stylesWithPage,
  ...props
}: SpeakingRequestFormProps & Placement) {
  return (
    <Deferred
      stylesWithPage={stylesWithPage}
      component={SpeakingRequestFormChunk}
      props={props}
      fallback={() => (
        <PlainInquiryForm
          form="speaking"
          label={props.label ?? 'Speaking request'}
          initial={props.initialValues as Record<string, string> | undefined}
        />
      )}
    />
  );
}

export function LazyPartnershipForm({
  stylesWithPage,
  ...props
}: PartnershipFormProps & Placement) {
  return (
    <Deferred
      stylesWithPage={stylesWithPage}
      component={PartnershipFormChunk}
      props={props}
      fallback={() => (
        <PlainInquiryForm
          form="partnership"
          label={props.label ?? 'Partnership inquiry'}
          initial={
            props.initialPartnershipType
              ? { partnershipType: props.initialPartnershipType }
              : undefined
          }
        />
      )}
    />
  );
}
