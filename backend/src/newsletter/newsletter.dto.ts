import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NEWSLETTER_MESSAGES } from '@bb/shared/newsletter-consent';
import { IsEmailAddress } from '../common/email';

export class SubscribeDto {
  @ApiProperty({ example: 'alex@example.org', maxLength: 254 })
  @IsEmailAddress()
  email: string;
}

export class ConfirmDto {
  @ApiProperty({ description: 'The token from the confirmation link (?token=)', maxLength: 200 })
  // Checked from the bottom up; the first failure is the message.
  @MaxLength(200, { message: NEWSLETTER_MESSAGES.confirmInvalid })
  @IsString({ message: 'The confirmation token must be text.' })
  @IsNotEmpty({ message: NEWSLETTER_MESSAGES.confirmMissing })
  token: string;
}

export class UnsubscribeDto {
  @ApiPropertyOptional({
    description: 'The token from the unsubscribe link (or give it as ?token=)',
  })
  @IsOptional()
  @IsString({ message: 'The unsubscribe token must be text.' })
  @MaxLength(200, { message: 'This unsubscribe link is not valid.' })
  token?: string;

  /** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form. */
  @ApiPropertyOptional({ enum: ['One-Click'], name: 'List-Unsubscribe' })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click.' })
  'List-Unsubscribe'?: string;
}

export class UnsubscribeQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'This unsubscribe link is not valid.' })
  token?: string;
}
