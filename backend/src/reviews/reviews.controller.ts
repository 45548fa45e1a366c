import type { ReviewList } from '@bb/shared/reviews';
import { Get, Header, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { PublicUser } from '../auth/request-user';
import { AdminApiController, ApiAnswers } from '../common/api-answers';
import { CurrentUser } from '../common/current-user.decorator';
import { pageOf, PageQueryDto } from '../common/list-query';
import { ReviewListDto } from './reviews.dto';
import { ReviewsService } from './reviews.service';

/** How many waiting reviews a page of the list holds unless asked. */
const REVIEWS_PAGE_SIZE = 50;

/**
 * What waits for review (docs/admin-api.md, "Reviews"). Submitting and declining are routes of the
 * page and the campaign (pages/, newsletter-campaigns/), which own the drafts.
 */
@AdminApiController('admin/reviews', 'pages.publish', 'campaigns.send')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The reviews waiting for the caller’s decision, oldest first',
    description:
      "Page drafts for those who may publish pages ('pages.publish'), campaigns for those who may " +
      "send them ('campaigns.send'); 50 a page unless asked.",
  })
  @ApiAnswers(ReviewListDto, { invalid: true })
  list(@CurrentUser() user: PublicUser, @Query() query: PageQueryDto): Promise<ReviewList> {
    const { page, pageSize } = pageOf(query, REVIEWS_PAGE_SIZE);
    return this.reviews.waiting(user.permissions, page, pageSize);
  }
}
