import { z } from 'zod';
import { group, list, richText, seo, text } from './fields';
import { legalHeader, legalSectionFields, legalSections } from './legal';

/** /privacy: the privacy policy, its sections (one with the cookies table, one with the address). */
export const privacySchema = z.object({
  seo: seo(),
  document: legalHeader(),
  sections: legalSections(
    group('Section', {
      ...legalSectionFields(),
      address: richText('Address block', {
        limit: 300,
        optional: true,
        help: 'Shown after the text as a contact address, a paragraph a line (the Contact Us section); none when empty.',
      }),
      cookies: list(
        'Cookies table',
        group('Cookie', {
          name: text('Name', {
            limit: 60,
            help: 'Write cookie names between backticks to show them as code: `sid` (`__Host-sid` over HTTPS).',
          }),
          purpose: text('Purpose', { limit: 300, multiline: true }),
          duration: text('Duration', { limit: 80 }),
        }),
        {
          itemLabel: 'Cookie',
          itemTitle: 'name',
          maxItems: 10,
          help: 'The table of cookies shown after the text (the Cookies section); none when empty.',
        },
      ),
      closing: richText('Text after the address or table', { limit: 1_000, optional: true }),
    }),
  ),
  cookiesTable: group('Cookies table headings', {
    caption: text('Caption', { limit: 60, help: "The table's name, shown above it." }),
    name: text('Name column', { limit: 20 }),
    purpose: text('Purpose column', { limit: 20 }),
    duration: text('Duration column', { limit: 20 }),
  }),
});

export type PrivacyContent = z.infer<typeof privacySchema>;
