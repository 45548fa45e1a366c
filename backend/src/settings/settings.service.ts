import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Setting } from './setting.entity';
import { DEFAULT_SITE_DETAILS, SiteDetails } from './site-details';

export const COMING_SOON_KEY = 'comingSoon';
export const SITE_DETAILS_KEY = 'siteDetails';

@Injectable()
export class SettingsService {
  constructor(@InjectRepository(Setting) private readonly settings: Repository<Setting>) {}

  async get<T>(key: string, fallback: T): Promise<T> {
    const row = await this.settings.findOneBy({ key });
    return row ? (row.value as T) : fallback;
  }

  async set<T>(key: string, value: T): Promise<void> {
    await this.settings.upsert({ key, value: value as object }, ['key']);
  }

  async isComingSoon(): Promise<boolean> {
    return (
      (await this.get<{ enabled: boolean }>(COMING_SOON_KEY, { enabled: false })).enabled === true
    );
  }

  async setComingSoon(enabled: boolean): Promise<void> {
    await this.set(COMING_SOON_KEY, { enabled });
  }

  async siteDetails(): Promise<SiteDetails> {
    const stored = await this.get<Partial<SiteDetails>>(SITE_DETAILS_KEY, {});
    return { ...DEFAULT_SITE_DETAILS, ...stored };
  }
}
