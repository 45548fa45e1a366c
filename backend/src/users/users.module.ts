import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminBootstrap } from './admin-bootstrap';
import { RequestUsers } from './request-users';
import { SignInRecordRow } from './sign-in-record.entity';
import { User } from './user.entity';
import { UsersService } from './users.service';

/** Owns the accounts (`app_user`) and their sign-in history (`sign_in_record`): other modules call UsersService, never its repository. */
@Module({
  imports: [TypeOrmModule.forFeature([User, SignInRecordRow]), SessionsModule, SettingsModule],
  providers: [UsersService, RequestUsers, AdminBootstrap],
  exports: [UsersService, RequestUsers],
})
export class UsersModule {}
