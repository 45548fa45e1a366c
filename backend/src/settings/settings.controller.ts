import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access';
import { ComingSoonStatusDto, SiteDetailsDto } from './settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Public()
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('coming-soon-status')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Whether coming-soon mode is on' })
  @ApiOkResponse({ type: ComingSoonStatusDto })
  async comingSoonStatus(): Promise<ComingSoonStatusDto> {
    return { enabled: await this.settings.isComingSoon() };
  }

  @Get('site')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Organisation details shown across the site' })
  @ApiOkResponse({ type: SiteDetailsDto })
  site(): Promise<SiteDetailsDto> {
    return this.settings.siteDetails();
  }
}
