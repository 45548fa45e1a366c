import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { PublicAnswersModule } from '../public-answer-cache/public-answers';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { Testimonial } from './testimonial.entity';
import { TestimonialsAdminController } from './testimonials.admin.controller';
import { TestimonialsAdminService } from './testimonials.admin.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Testimonial]),
    AuditModule,
    MediaModule,
    PublicAnswersModule,
    SchedulingModule,
  ],
  controllers: [TestimonialsController, TestimonialsAdminController],
  providers: [TestimonialsService, TestimonialsAdminService],
  exports: [TestimonialsService, TestimonialsAdminService],
})
export class TestimonialsModule {}
