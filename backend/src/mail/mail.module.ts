import { Global, Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SettingsModule } from '../settings/settings.module';
import { MailService, SMTP_TIMEOUTS } from './mail.service';

@Global()
@Module({
  imports: [
    SettingsModule,
    MailerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Without SMTP_URL, nodemailer builds the raw message and MailService writes it as an .eml file.
        transport: config.smtpUrl
          ? { url: config.smtpUrl, ...SMTP_TIMEOUTS }
          : {
              streamTransport: true,
              buffer: true,
              newline: 'unix' as const,
            },
      }),
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
