import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access';
import { PublicTestimonialDto } from './testimonials.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Public()
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  // Always asked again (revalidated by ETag): an administrator's change shows at once.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Published testimonials, newest first' })
  @ApiOkResponse({ type: [PublicTestimonialDto] })
  list(): Promise<PublicTestimonialDto[]> {
    return this.testimonials.listPublished();
  }
}
