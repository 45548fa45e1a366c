import { Module } from '@nestjs/common';
import { SampleContentSeeder } from './sample-content.seeder';

@Module({ providers: [SampleContentSeeder] })
export class SampleContentModule {}
