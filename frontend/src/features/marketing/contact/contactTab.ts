import { useSearchParams } from 'react-router-dom';
import { scrollBehavior } from '../../../lib/motion';

// The contact tab state, shared by the page's hero (its General Inquiry button) and the sections
// below it (the tabs), which are a chunk of their own: the URL's `?tab=` is the state.

/** The contact tab state (spec 001): general, speaking or corporate. */
export const CONTACT_TABS = ['general', 'speaking', 'corporate'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

/** `/contact?tab=speaking` (or `corporate`) opens that tab; anything else opens General Inquiry. */
export function tabFromSearch(value: string | null): ContactTab {
  return CONTACT_TABS.find((tab) => tab === value) ?? 'general';
}

/** Selects a tab (in the URL, replacing the history entry, without scrolling to the top). */
export function useSelectContactTab(): (tab: ContactTab) => void {
  const [, setSearchParams] = useSearchParams();
  return (tab) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (tab === 'general') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
}

/** The heading of the forms section; the section is its parent `<section>`. */
export const CONTACT_FORMS_HEADING_ID = 'contact-forms-heading';

/** Scrolls smoothly (instantly under reduced motion) to the forms section. */
export function scrollToContactForms() {
  document
    .getElementById(CONTACT_FORMS_HEADING_ID)
    ?.closest('section')
    ?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
}
