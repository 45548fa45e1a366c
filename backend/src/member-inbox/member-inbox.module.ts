import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { MemberInboxService } from './member-inbox.service';
import { MemberMessage } from './member-message.entity';

/**
 * Owns the members' inboxes (`member_message`), for the modules that write to them (inquiries,
 * partnerships, the member area, the admin panel).
 */
@Module({
  imports: [TypeOrmModule.forFeature([MemberMessage]), UsersModule, SettingsModule],
  providers: [MemberInboxService],
  exports: [MemberInboxService],
})
export class MemberInboxModule {}
