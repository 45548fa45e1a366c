import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SettingsService } from '../settings/settings.service';
import { buildPartnershipPacket } from './partnership-packet';

/**
 * The partnership packet, built on first request and kept in memory (a few kilobytes) until the
 * organisation details it shows change. Each app instance builds its own copy; they are identical.
 */
@Injectable()
export class PartnershipPacketService {
  private cached?: { key: string; pdf: Promise<Buffer> };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  async pdf(): Promise<Buffer> {
    const site = await this.settings.siteDetails();
    const key = JSON.stringify([
      site.organizationName,
      site.tagline,
      site.phoneDisplay,
      site.email,
    ]);
    if (this.cached?.key !== key) {
      const pdf = buildPartnershipPacket(site, this.config.publicUrl);
      this.cached = { key, pdf };
      // A failed build is not kept: the next request tries again.
      pdf.catch(() => {
        if (this.cached?.pdf === pdf) this.cached = undefined;
      });
    }
    return this.cached.pdf;
  }
}
