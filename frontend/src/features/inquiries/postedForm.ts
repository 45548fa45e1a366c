import { createContext, useContext } from 'react';
import type { InquiryFormName, PostedForm } from '@bb/shared/inquiry-forms';

/**
 * The inquiry form posted without JavaScript that the page is rendered with (the server's answer to
 * a plain post: entry-server.tsx provides it); undefined in every other render.
 */
export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/** What was posted to `form`, when the page answers its plain post. */
export function usePostedForm(form: InquiryFormName): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? posted : undefined;
}

/** Which form the page answers a plain post of, if any. */
export function usePostedFormName(): InquiryFormName | undefined {
  return useContext(PostedFormContext)?.form;
}
