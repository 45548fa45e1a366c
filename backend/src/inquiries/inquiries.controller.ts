import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/access';
import { RateLimit } from '../common/rate-limit.decorator';
import {
  CONTACT_SUCCESS,
  ContactDto,
  ContactSubmittedDto,
  SPEAKING_SUCCESS,
  SpeakingRequestDto,
  SpeakingRequestSubmittedDto,
} from './inquiries.dto';
import { InquiriesService } from './inquiries.service';
import { newReference } from './inquiry-reference';
import { INQUIRY_RATE_LIMIT, INQUIRY_RATE_WINDOW_MS } from './inquiry-options';
import { ApiCreatedAnswers } from '../common/api-answers';

@ApiTags('inquiries')
// A signed-in member's inquiry is linked to them (their inbox); anyone may send one.
@Public({ session: 'optional' })
@Controller()
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post('contact')
  @RateLimit({ limit: INQUIRY_RATE_LIMIT, windowMs: INQUIRY_RATE_WINDOW_MS })
  @ApiOperation({
    summary: 'Send a general inquiry',
    description:
      'Stores the message, sends the sender an acknowledgement and the organisation a notification. ' +
      'Sent while signed in, it is linked to the member; a member (signed in, or by verified address) ' +
      'also gets the acknowledgement in the member inbox.',
  })
  @ApiCreatedAnswers(ContactSubmittedDto, { invalid: true, tooMany: true })
  async contact(@Req() req: Request, @Body() dto: ContactDto): Promise<ContactSubmittedDto> {
    const row = await this.inquiries.submitContact(dto, req.currentUser);
    // A bot's (honeypot) submission is answered alike, with a reference that names nothing.
    return { message: CONTACT_SUCCESS, reference: row?.reference ?? newReference('contact') };
  }

  @Post('speaking-request')
  @RateLimit({ limit: INQUIRY_RATE_LIMIT, windowMs: INQUIRY_RATE_WINDOW_MS })
  @ApiOperation({
    summary: 'Request a speaking engagement',
    description:
      'Stores the request (status pending), sends the sender an acknowledgement and the organisation ' +
      'a notification. Sent while signed in, it is linked to the member (My Bookings); a member ' +
      '(signed in, or by verified address) also gets the acknowledgement in the member inbox.',
  })
  @ApiCreatedAnswers(SpeakingRequestSubmittedDto, { invalid: true, tooMany: true })
  async speakingRequest(
    @Req() req: Request,
    @Body() dto: SpeakingRequestDto,
  ): Promise<SpeakingRequestSubmittedDto> {
    const row = await this.inquiries.submitSpeakingRequest(dto, req.currentUser);
    return { message: SPEAKING_SUCCESS, reference: row?.reference ?? newReference('speaking') };
  }
}
