import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminBootstrap } from './admin-bootstrap';
import { User } from './user.entity';
import { UsersService } from './users.service';

/** Owns the accounts (`app_user`): other modules call UsersService, never its repository. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), SessionsModule],
  providers: [UsersService, AdminBootstrap],
  exports: [UsersService],
})
export class UsersModule {}
