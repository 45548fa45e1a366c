import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every error answer of the API (common/http-exception.filter.ts: ErrorBody). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Please enter a valid email address.' }) message: string;
  @ApiPropertyOptional({
    description: 'Per-field messages of a validation failure, keyed by field path',
    example: { email: 'Please enter a valid email address.' },
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  errors?: Record<string, string>;
  @ApiPropertyOptional({
    description:
      "The sign-in step the session is at: only on the 401 of an administrator's enforced two-factor enrolment",
    example: 'two-factor-enrolment',
  })
  nextStep?: string;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Done.' }) message: string;
}
