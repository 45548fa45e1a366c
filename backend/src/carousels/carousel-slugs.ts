import { CAROUSEL_SLUGS, type CarouselSlug } from '@bb/shared/content';
import { isOneOf } from '@bb/shared/options';

export function isCarouselSlug(value: string): value is CarouselSlug {
  return isOneOf(CAROUSEL_SLUGS, value);
}
