import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { PublicAnswersModule } from '../public-answer-cache/public-answers';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { CarouselConfig } from './carousel-config.entity';
import { CarouselItem } from './carousel-item.entity';
import { CarouselsAdminController } from './carousels.admin.controller';
import { CarouselsAdminService } from './carousels.admin.service';
import { CarouselsController } from './carousels.controller';
import { CarouselsService } from './carousels.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([CarouselItem, CarouselConfig]),
    AuditModule,
    PublicAnswersModule,
    SchedulingModule,
    MediaModule,
  ],
  controllers: [CarouselsController, CarouselsAdminController],
  providers: [CarouselsService, CarouselsAdminService],
  exports: [CarouselsService, CarouselsAdminService],
})
export class CarouselsModule {}
