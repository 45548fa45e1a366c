import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { User } from '../users/user.entity';
import { MemberInboxService } from './member-inbox.service';
import { MemberMessage } from './member-message.entity';

/** The members' inboxes, for the modules that write to them (inquiries, partnerships, the admin panel). */
@Module({
  imports: [TypeOrmModule.forFeature([MemberMessage, User]), SettingsModule],
  providers: [MemberInboxService],
  exports: [MemberInboxService],
})
export class MemberInboxModule {}
