import { Module } from '@nestjs/common';
import { SessionsService } from './sessions.service';

/** Owns the `session` table; every module that ends sessions calls SessionsService.end(). */
@Module({
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
