import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarouselConfig } from './carousel-config.entity';
import { CarouselItem } from './carousel-item.entity';
import { CarouselsController } from './carousels.controller';
import { CarouselsService } from './carousels.service';

@Module({
  imports: [TypeOrmModule.forFeature([CarouselItem, CarouselConfig])],
  controllers: [CarouselsController],
  providers: [CarouselsService],
  exports: [CarouselsService],
})
export class CarouselsModule {}
