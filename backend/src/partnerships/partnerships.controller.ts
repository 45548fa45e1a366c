import { Body, Controller, Get, Header, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/access';
import { RateLimit } from '../common/rate-limit.decorator';
import { INQUIRY_RATE_LIMIT, INQUIRY_RATE_WINDOW_MS } from '../inquiries/inquiry-options';
import { PartnershipPacketService } from './partnership-packet.service';
import {
  CorporatePartnershipDto,
  PARTNERSHIP_SUCCESS,
  PartnershipSubmittedDto,
} from './partnerships.dto';
import { PartnershipsService } from './partnerships.service';
import { newReference } from '../inquiries/inquiry-reference';
import { ApiCreatedAnswers } from '../common/api-answers';

export const PACKET_FILE_NAME = 'partnership-packet.pdf';

@ApiTags('partnerships')
@Public()
@Controller()
export class PartnershipsController {
  constructor(
    private readonly partnerships: PartnershipsService,
    private readonly packet: PartnershipPacketService,
  ) {}

  @Post('corporate-partnership')
  // A signed-in member's inquiry is linked to them (their inbox); anyone may send one.
  @Public({ session: 'optional' })
  @RateLimit({ limit: INQUIRY_RATE_LIMIT, windowMs: INQUIRY_RATE_WINDOW_MS })
  @ApiOperation({
    summary: 'Submit a corporate partnership inquiry',
    description:
      'Stores the inquiry (status new; the optional answers, Additional Information included, in ' +
      'contractDetails), sends the sender an acknowledgement and the organisation a notification.',
  })
  @ApiCreatedAnswers(PartnershipSubmittedDto, { invalid: true, tooMany: true })
  async submit(
    @Req() req: Request,
    @Body() dto: CorporatePartnershipDto,
  ): Promise<PartnershipSubmittedDto> {
    const row = await this.partnerships.submit(dto, req.currentUser);
    return {
      message: PARTNERSHIP_SUCCESS,
      reference: row?.reference ?? newReference('partnership'),
    };
  }

  @Get('partnership-packet')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'Download the partnership packet (PDF)',
    description:
      'A tagged PDF built from the organisation details and the Corporate Opportunities content.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(): Promise<StreamableFile> {
    const pdf = await this.packet.pdf();
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `attachment; filename="${PACKET_FILE_NAME}"`,
    });
  }
}
