import { describe, expect, it } from 'vitest';
import { parseNewsletterBody } from '@bb/shared/newsletter';
import { BODY, UPLOADED_IMAGE } from '../../../../test/campaigns';
import { BARE_URL_MESSAGE, VAGUE_LINK_MESSAGE } from '@bb/shared/pages/checks';
import { UNSAFE_LINK_MESSAGE } from '@bb/shared/pages/rich-text';
import { DEFAULT_SITE_DETAILS } from '@bb/shared/site';
import { bodyProblem, bodyToText, bodyWarnings, imageLine } from './campaignBody';
import { insertLine } from './NewsletterBodyField';

describe("a newsletter body's text", () => {
  it('gives the stored blocks back when parsed as the server parses it', () => {
    const text = bodyToText(BODY);
    expect(text).toBe(
      `Hello **everyone**.\n\n![A workshop in progress](${UPLOADED_IMAGE})\n\n- one\n- two`,
    );
    expect(parseNewsletterBody(text)).toEqual(BODY);
  });

  it('writes a decorative image with empty alt text, and keeps brackets out of alt text', () => {
    expect(imageLine({ url: UPLOADED_IMAGE, alt: 'ignored', decorative: true })).toBe(
      `![](${UPLOADED_IMAGE})`,
    );
    const line = imageLine({ url: UPLOADED_IMAGE, alt: 'A [big]\nday', decorative: false });
    expect(line).toBe(`![A big day](${UPLOADED_IMAGE})`);
    expect(parseNewsletterBody(line)).toEqual([
      { type: 'image', image: { url: UPLOADED_IMAGE, alt: 'A big day', decorative: false } },
    ]);
  });

  it('names the image a problem is about', () => {
    expect(bodyProblem(`Text\n\n![](${UPLOADED_IMAGE})\n\n![x](/somewhere.png)`)).toBe(
      'Image 2: Use Insert image to add an uploaded image.',
    );
    expect(bodyProblem('[a link](javascript:alert(1))')).toMatch(/^Links must start with/);
    expect(bodyProblem(bodyToText(BODY))).toBeNull();
  });

  it('checks a link that names organisation details with them filled in, as the server does', () => {
    const text = 'Hello.\n\n[Call us]({phone}) or [write](mailto:{email}).';
    expect(bodyProblem(text)).toBeNull();
    expect(bodyProblem(text, DEFAULT_SITE_DETAILS)).toBe(
      `The link “Call us” goes to “${DEFAULT_SITE_DETAILS.phoneDisplay}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`,
    );
    expect(bodyProblem('[Call us]({phoneLink})', DEFAULT_SITE_DETAILS)).toBeNull();
  });

  it('warns of vague or bare link texts once each, as the page editor does', () => {
    const body = parseNewsletterBody(
      'See [click here](/a) and [Click here](/b).\n\n- [https://example.org](https://example.org)',
    );
    expect(bodyWarnings(body)).toEqual([VAGUE_LINK_MESSAGE, BARE_URL_MESSAGE]);
    expect(bodyWarnings(BODY)).toEqual([]);
  });
});

describe('inserting an image line at the cursor', () => {
  it('puts it on a paragraph of its own, wherever the cursor is', () => {
    expect(insertLine('', 0, 'IMG')).toEqual({ text: 'IMG', end: 3 });
    expect(insertLine('One\n\nTwo', 3, 'IMG')).toEqual({ text: 'One\n\nIMG\n\nTwo', end: 8 });
    expect(insertLine('One\n\nTwo', 5, 'IMG')).toEqual({ text: 'One\n\nIMG\n\nTwo', end: 8 });
    expect(insertLine('One', 3, 'IMG')).toEqual({ text: 'One\n\nIMG', end: 8 });
    expect(insertLine('Half way', 4, 'IMG').text).toBe('Half\n\nIMG\n\n way');
  });
});
