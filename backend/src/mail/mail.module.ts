import { Global, Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { MailService } from './mail.service';

/** Mail: the templates, the durable queues and their delivery (MailService owns its transport). */
@Global()
@Module({
  imports: [SettingsModule],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
