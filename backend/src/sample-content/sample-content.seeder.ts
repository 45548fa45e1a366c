import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { seedSampleContent } from './sample-content';

/**
 * Adds the sample content at start (after the migrations, which run before anything can use the
 * database), once per database, unless SEED_SAMPLE_CONTENT is false.
 */
@Injectable()
export class SampleContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('SampleContent');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedSampleContent) return;
    const { seeded } = await seedSampleContent(this.dataSource);
    if (seeded)
      this.logger.log(
        'Added the sample content (testimonials, carousel slides); it is never added again to this database',
      );
  }
}
