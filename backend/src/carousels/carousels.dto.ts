import { CAROUSEL_SLUGS } from '@bb/shared/content';
import { ApiProperty } from '@nestjs/swagger';

export class PublicCarouselItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '/images/gallery-1-960.webp' }) imageUrl: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'The speaker on stage delivering a keynote to a full auditorium',
    description: "The item's own alt text, else the media library's for its image, else null",
  })
  altText: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) youtubeUrl: string | null;
  @ApiProperty({ minimum: 0, example: 0 }) sortOrder: number;
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    example: 0.5,
    description: "The image's focal point across (media library; 0.5 when none was chosen)",
  })
  focalX: number;
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.5, description: 'The focal point down' })
  focalY: number;
}

/** A carousel's settings and its published slides in order. */
export class PublicCarouselDto {
  @ApiProperty({ enum: CAROUSEL_SLUGS, example: 'mwo-show' }) slug: string;
  @ApiProperty({ example: true }) autoPlay: boolean;
  @ApiProperty({ minimum: 1000, example: 4000, description: 'Milliseconds per slide' })
  intervalMs: number;
  @ApiProperty({ example: true }) loop: boolean;
  @ApiProperty({ type: [PublicCarouselItemDto] }) items: PublicCarouselItemDto[];
}
