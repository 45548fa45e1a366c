import { MEDIA_USE_KINDS, type MediaUse, type MediaUseKind } from '@bb/shared/media';
import { ApiProperty } from '@nestjs/swagger';

/** One place that uses an image (MediaUse): in MediaDetail and in the 409 of a refused delete. */
export class MediaUseDto implements MediaUse {
  @ApiProperty({ enum: MEDIA_USE_KINDS }) kind: MediaUseKind;
  @ApiProperty({ example: 'Home Page carousel, slide 3' }) label: string;
  @ApiProperty({ example: '/admin/carousels?slug=home' }) link: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "This use's own alt text ('' when decorative); null: the library's default",
  })
  alt: string | null;
}
