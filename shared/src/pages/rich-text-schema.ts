import { z } from 'zod';
import { isSafeHref, UNSAFE_LINK_MESSAGE } from './rich-text';

const inline = z.object({
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: z
    .string()
    .max(2_000)
    .refine((href) => isSafeHref(href), UNSAFE_LINK_MESSAGE)
    .optional(),
});
const inlines = z.array(inline).max(500);

/** The tree's validation: unknown keys (an `onclick`, a `style`) are dropped, unsafe links refused. */
export function richTextSchema(allowSubheadings: boolean) {
  const block = z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: inlines }),
    z.object({
      type: z.literal('subheading'),
      content: inlines.refine(() => allowSubheadings, 'This text cannot have subheadings.'),
    }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(inlines).max(200) }),
  ]);
  return z.array(block).max(200);
}
