import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../common/error-response.dto';
import { UserDto } from './user.dto';
import type { PublicUser } from './request-user';

@ApiTags('auth')
@Controller()
export class AuthController {
  @Get('user')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' })
  currentUser(@Req() req: Request): PublicUser {
    // The global guard has already answered 401 when nobody is signed in.
    return req.currentUser!;
  }
}
