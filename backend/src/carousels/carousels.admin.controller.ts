import type { AdminCarouselConfig, AdminCarouselItem } from '@bb/shared/admin-content';
import { CAROUSEL_SLUGS, type CarouselSlug } from '@bb/shared/content';
import {
  applyDecorators,
  Body,
  Delete,
  Get,
  Header,
  Injectable,
  Param,
  Patch,
  type PipeTransform,
  Post,
} from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { MessageResponseDto } from '../common/error-response.dto';
import { IdParam } from '../common/id.pipe';
import { isCarouselSlug } from './carousel-slugs';
import {
  AdminCarouselConfigDto,
  AdminCarouselItemDto,
  CarouselConfigDto,
  CarouselReorderDto,
  CreateCarouselItemDto,
  UpdateCarouselItemDto,
} from './carousels.admin.dto';
import { CAROUSEL_MESSAGES, CarouselsAdminService } from './carousels.admin.service';
import { unknownCarousel } from './carousels.service';
import {
  ApiAnswers,
  ApiCreatedAnswers,
  ApiMessageAnswers,
  ApiErrors,
  AdminApiController,
} from '../common/api-answers';

/** The path's slug: one of CAROUSEL_SLUGS, else the 404 of an unknown carousel (before the body is read). */
@Injectable()
class CarouselSlugPipe implements PipeTransform<string, CarouselSlug> {
  transform(value: string): CarouselSlug {
    if (!isCarouselSlug(value)) throw unknownCarousel(value);
    return value;
  }
}
const SlugParam = () => Param('slug', CarouselSlugPipe);

/** Documents the slug and the 404 of an unknown carousel or item. */
const OnCarousel = () =>
  applyDecorators(
    ApiParam({ name: 'slug', enum: CAROUSEL_SLUGS }),
    ApiErrors({ notFound: 'Unknown carousel (or item)' }),
  );

/**
 * Carousels administration (spec 001 "Admin carousels"). Every change is in the audit trail. The
 * routes `{slug}/config` and `{slug}/reorder` are declared before `{slug}/{id}` (an id is a UUID).
 */
@AdminApiController('admin/carousel', 'carousels')
export class CarouselsAdminController {
  constructor(private readonly admin: CarouselsAdminService) {}

  @Get(':slug/config')
  @Header('Cache-Control', 'no-store')
  @OnCarousel()
  @ApiOperation({ summary: "A carousel's settings (the defaults when none are stored)" })
  @ApiAnswers(AdminCarouselConfigDto)
  config(@SlugParam() slug: CarouselSlug): Promise<AdminCarouselConfig> {
    return this.admin.config(slug);
  }

  @Patch(':slug/config')
  @OnCarousel()
  @ApiOperation({
    summary: "Change a carousel's settings (only those sent)",
    description:
      'intervalMs is a number of milliseconds from 1000 to 600000 in steps of 500 (whole half ' +
      'seconds: the admin form takes seconds); anything else is a 400.',
  })
  @ApiAnswers(AdminCarouselConfigDto, { invalid: true })
  updateConfig(
    @SlugParam() slug: CarouselSlug,
    @Actor() actor: AuditActor,
    @Body() dto: CarouselConfigDto,
  ): Promise<AdminCarouselConfig> {
    return this.admin.updateConfig(actor, slug, dto);
  }

  @Patch(':slug/reorder')
  @OnCarousel()
  @ApiOperation({
    summary: 'Put the items in a new order',
    description:
      'items lists every item of the carousel exactly once, in the new order; they are numbered ' +
      '0, 1, 2... in that order, in one transaction. Answers the list in its new order.',
  })
  @ApiAnswers([AdminCarouselItemDto], { invalid: true })
  reorder(
    @SlugParam() slug: CarouselSlug,
    @Actor() actor: AuditActor,
    @Body() dto: CarouselReorderDto,
  ): Promise<AdminCarouselItem[]> {
    return this.admin.reorder(
      actor,
      slug,
      dto.items.map((item) => item.id),
    );
  }

  @Get(':slug')
  @Header('Cache-Control', 'no-store')
  @OnCarousel()
  @ApiOperation({ summary: 'Every item of a carousel, drafts included, by sortOrder' })
  @ApiAnswers([AdminCarouselItemDto])
  list(@SlugParam() slug: CarouselSlug): Promise<AdminCarouselItem[]> {
    return this.admin.list(slug);
  }

  @Post(':slug')
  @OnCarousel()
  @ApiOperation({
    summary: 'Add an item to a carousel',
    description:
      "imageUrl is required: one of this site's images or uploads. sortOrder defaults to one above " +
      "the highest (0 if none), isPublished to true. A body slug must be the path's.",
  })
  @ApiCreatedAnswers(AdminCarouselItemDto, { invalid: true })
  create(
    @SlugParam() slug: CarouselSlug,
    @Actor() actor: AuditActor,
    @Body() dto: CreateCarouselItemDto,
  ): Promise<AdminCarouselItem> {
    return this.admin.create(actor, slug, dto);
  }

  @Patch(':slug/:id')
  @OnCarousel()
  @ApiOperation({
    summary: 'Change a carousel item (only the fields sent)',
    description: "altText and youtubeUrl: null or '' removes them.",
  })
  @ApiAnswers(AdminCarouselItemDto, { invalid: true })
  update(
    @SlugParam() slug: CarouselSlug,
    @IdParam('carousel item') id: string,
    @Actor() actor: AuditActor,
    @Body() dto: UpdateCarouselItemDto,
  ): Promise<AdminCarouselItem> {
    return this.admin.update(actor, slug, id, dto);
  }

  @Delete(':slug/:id')
  @OnCarousel()
  @ApiOperation({ summary: 'Delete a carousel item' })
  @ApiMessageAnswers({ invalid: true })
  async delete(
    @SlugParam() slug: CarouselSlug,
    @IdParam('carousel item') id: string,
    @Actor() actor: AuditActor,
  ): Promise<MessageResponseDto> {
    await this.admin.delete(actor, slug, id);
    return { message: CAROUSEL_MESSAGES.deleted };
  }
}
