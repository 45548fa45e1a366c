import type { UploadResult, UploadStart } from '@bb/shared/admin-content';
import { ApiProperty } from '@nestjs/swagger';

export class UploadStartDto implements UploadStart {
  @ApiProperty({
    description:
      'Where to PUT the raw image body: a path on this server, signed for one upload by this ' +
      'administrator, expiring 15 minutes after it was given.',
    example: '/api/objects/upload/7yJ2kq0c9aV3nP8sR1tW5xZ6bD4fG0hJ2kL3mN5pQ7s',
  })
  uploadURL: string;

  @ApiProperty({
    description:
      "The stored image's stable address: once the PUT has stored it, a GET redirects to the " +
      "image's URL (the PUT's `url`); before, it is a 404.",
    example: '/uploads/t/3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10',
  })
  publicPath: string;
}

export class UploadResultDto implements UploadResult {
  @ApiProperty({
    description:
      "The stored image's URL: its WebP variant of 960 pixels' width (or the widest under it); " +
      'the other widths and AVIF have the same name with another width and extension.',
    example: '/uploads/0123456789abcdef0123456789abcdef-4000x3000-960.webp',
  })
  url: string;
}
