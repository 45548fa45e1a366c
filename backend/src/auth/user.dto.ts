import { ApiProperty } from '@nestjs/swagger';

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'jordan' }) username: string;
  @ApiProperty({ example: 'jordan@example.org' }) email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() emailVerified: boolean;
}
