import { isSiteImageUrl, SITE_IMAGE_URL_MESSAGE } from '@bb/shared/admin-content';
import { URL_MAX } from '@bb/shared/content';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, ValidateBy } from 'class-validator';

/**
 * An image a testimonial or carousel item shows: one of this site's images (/images/...) or an upload
 * (/uploads/...), since the Content-Security-Policy serves images from the site only. Anything else is
 * refused with SITE_IMAGE_URL_MESSAGE. Not required: '' and null mean "none" (null); required: a
 * missing, null or blank value is "imageUrl is required.".
 */
export const SiteImageUrl = (required: boolean) =>
  applyDecorators(
    ...(required
      ? [IsNotEmpty({ message: 'imageUrl is required.' })]
      : [
          Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
          IsOptional(),
        ]),
    ValidateBy(
      {
        name: 'siteImageUrl',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' && value.length <= URL_MAX && isSiteImageUrl(value),
        },
      },
      { message: SITE_IMAGE_URL_MESSAGE },
    ),
  );
