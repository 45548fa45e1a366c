import { ApiProperty } from '@nestjs/swagger';

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'jordan' }) username: string;
  @ApiProperty({ example: 'jordan@example.org' }) email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'A new address the user asked for, waiting for its confirmation link; `email` stays in force until then.',
  })
  pendingEmail: string | null;
}
