import { INQUIRY_KINDS, type InquiryKind } from '@bb/shared/admin';
import { type InquiryKindDescription, InquiryKinds } from './inquiry-kind';

/** A description with nothing but its kind: the registry reads no more of it. */
const described = (kind: InquiryKind) => ({ kind }) as InquiryKindDescription;

describe('InquiryKinds (the one registry of the kinds of inquiry)', () => {
  it('answers the description registered for a kind', () => {
    const kinds = new InquiryKinds();
    const description = described('contact-message');
    kinds.register(description);
    expect(kinds.get('contact-message')).toBe(description);
  });

  it('refuses to register a kind twice', () => {
    const kinds = new InquiryKinds();
    kinds.register(described('speaking-request'));
    expect(() => kinds.register(described('speaking-request'))).toThrow(
      'The inquiry kind speaking-request is registered twice',
    );
  });

  it('fails loudly for a kind nobody registered', () => {
    expect(() => new InquiryKinds().get('corporate-partnership')).toThrow(
      'No inquiry kind corporate-partnership is registered',
    );
  });

  it('stops the start of the app while a kind is not registered, and lets it start with every kind', () => {
    const kinds = new InquiryKinds();
    kinds.register(described('speaking-request'));
    kinds.register(described('contact-message'));
    expect(() => kinds.onApplicationBootstrap()).toThrow(
      'No description of the inquiry kind corporate-partnership is registered',
    );
    kinds.register(described('corporate-partnership'));
    expect(() => kinds.onApplicationBootstrap()).not.toThrow();
    expect(INQUIRY_KINDS.map((kind) => kinds.get(kind).kind)).toEqual([...INQUIRY_KINDS]);
  });
});
