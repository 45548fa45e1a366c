import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { ReviewRow } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

/**
 * Review before publishing (issue 45): owns the table `review`. The pages and the campaigns call
 * ReviewsService (submit, approve, withdraw, decline, their subject's current review); it imports
 * neither of them. GET /api/admin/reviews and the bell's review items (admin/) read it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ReviewRow]), AuditModule, UsersModule],
  controllers: [ReviewsController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
