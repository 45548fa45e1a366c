import { ApiProperty } from '@nestjs/swagger';

/** A published testimonial as the public site shows it. */
export class PublicTestimonialDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Danielle Mercer' }) name: string;
  @ApiProperty({ example: 'HR Director' }) title: string;
  @ApiProperty({ example: 'Kestrel Ridge Engineering' }) company: string;
  @ApiProperty({ example: 'The training changed how our managers run interviews.' })
  content: string;
  @ApiProperty({ minimum: 1, maximum: 5, example: 5, description: 'Whole stars' }) rating: number;
  @ApiProperty({ type: String, nullable: true, example: null }) imageUrl: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
