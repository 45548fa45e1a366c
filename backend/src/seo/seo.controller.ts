import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { robotsTxt, sitemapXml } from './seo';

/** robots.txt and sitemap.xml at the site root (outside the /api prefix), built from PUBLIC_URL. */
@ApiTags('seo')
@Public()
@Controller()
export class SeoController {
  private readonly robots: string;
  private readonly sitemap: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.robots = robotsTxt(config.publicUrl);
    this.sitemap = sitemapXml(config.publicUrl);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Rules for crawlers, with the sitemap address' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  robotsTxt(): string {
    return this.robots;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The public pages, as a sitemaps.org sitemap' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  sitemapXml(): string {
    return this.sitemap;
  }
}
