import { Controller, Req, Res, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import {
  answerPlainForm,
  FormPages,
  optionalOf,
  PlainFormPost,
  textOf,
} from '../inquiries/form-pages';
import { newReference } from '../inquiries/inquiry-reference';
import {
  CorporatePartnershipDto,
  PARTNERSHIP_SUCCESS,
  PartnershipSubmittedDto,
} from './partnerships.dto';
import { PartnershipsService } from './partnerships.service';
import { PlainFormRefusals } from '../inquiries/plain-form-refusals.filter';

/** The HTML form's optional answers, which the JSON body carries in `contractDetails`. */
const DETAILS = ['interests', 'employeeCount', 'timeline', 'budget', 'additionalInfo'] as const;

/**
 * The partnership inquiry form without JavaScript (inquiries/form-pages.ts): a plain post to
 * /forms/corporate-partnership, answered with the page the form stands on.
 */
@ApiTags('partnerships')
@Public({ session: 'optional' })
@UseFilters(PlainFormRefusals)
@Controller()
export class PartnershipFormPostController {
  constructor(
    private readonly partnerships: PartnershipsService,
    private readonly pages: FormPages,
  ) {}

  @PlainFormPost(
    'partnership',
    'Submit a corporate partnership inquiry from the HTML form',
    PartnershipSubmittedDto,
  )
  submit(@Req() req: Request, @Res() res: Response): Promise<void> {
    return answerPlainForm<CorporatePartnershipDto, PartnershipSubmittedDto>(
      {
        name: 'partnership',
        dto: CorporatePartnershipDto,
        fields: ['companyName', 'contactName', 'email', 'partnershipType', ...DETAILS, 'website'],
        input: (v) => {
          const interests =
            typeof v.interests === 'string' ? [v.interests] : (v.interests ?? undefined);
          const details = {
            interests: interests?.length ? interests : undefined,
            employeeCount: optionalOf(v.employeeCount),
            timeline: optionalOf(v.timeline),
            budget: optionalOf(v.budget),
            additionalInfo: optionalOf(v.additionalInfo),
          };
          return {
            companyName: textOf(v.companyName),
            contactName: textOf(v.contactName),
            email: textOf(v.email),
            partnershipType: textOf(v.partnershipType),
            contractDetails: Object.values(details).some((d) => d !== undefined)
              ? details
              : undefined,
            website: optionalOf(v.website),
          };
        },
        fieldOf: (path) => path.replace(/^contractDetails\./, '').replace(/\.\d+$/, ''),
        send: async (dto) => {
          const row = await this.partnerships.submit(dto, req.currentUser);
          return {
            message: PARTNERSHIP_SUCCESS,
            reference: row?.reference ?? newReference('partnership'),
          };
        },
      },
      this.pages,
      req,
      res,
    );
  }
}
