import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import { PublicAnswers } from '../public-answer-cache/public-answers';
import { ComingSoonStatusDto, SiteDetailsDto } from './settings.dto';
import { SettingsService } from './settings.service';

/** The public answers of GET /api/site and GET /api/coming-soon-status (public-answer-cache/public-answers.ts). */
export const SITE_ANSWER = 'site';
export const COMING_SOON_ANSWER = 'coming-soon-status';

// Both are asked by every visitor's first page, so they are sent from memory while current, like the
// testimonials (with Cache-Control: no-cache and an ETag: an administrator's change shows at once,
// on every instance: a change of a setting changes the public content version).
@ApiTags('settings')
@Public()
@Controller()
export class SettingsController {
  constructor(
    settings: SettingsService,
    private readonly answers: PublicAnswers,
  ) {
    answers.register(SITE_ANSWER, (manager) => settings.siteDetails(manager));
    answers.register(COMING_SOON_ANSWER, async (manager) => ({
      enabled: await settings.isComingSoon(manager),
    }));
  }

  @Get('coming-soon-status')
  @ApiOperation({ summary: 'Whether coming-soon mode is on' })
  @ApiOkResponse({ type: ComingSoonStatusDto })
  comingSoonStatus(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answers.send(COMING_SOON_ANSWER, req, res);
  }

  @Get('site')
  @ApiOperation({ summary: 'Organisation details shown across the site' })
  @ApiOkResponse({ type: SiteDetailsDto })
  site(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answers.send(SITE_ANSWER, req, res);
  }
}
