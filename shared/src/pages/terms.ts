import { z } from 'zod';
import { group, richText, seo, text } from './fields';
import { legalHeader, legalSectionFields, legalSections } from './legal';

/** /terms: the terms of service, their numbered sections, then the legal notice. */
export const termsSchema = z.object({
  seo: seo(),
  document: legalHeader(),
  sections: legalSections(group('Section', legalSectionFields())),
  notice: group('Legal notice', {
    heading: text('Heading', { limit: 60, help: "The notice's heading (h2), after the sections." }),
    body: richText('Text', { limit: 1_200 }),
  }),
});

export type TermsContent = z.infer<typeof termsSchema>;
