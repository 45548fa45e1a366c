import { Controller, Req, Res, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import { answerPlainForm, FormPages, optionalOf, PlainFormPost, textOf } from './form-pages';
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
import { PlainFormRefusals } from './plain-form-refusals.filter';

/** An attendee count as typed: a whole number (thousands separators allowed), else left as text. */
function attendeesOf(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  const digits = value.replace(/[\s,]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number.parseInt(digits, 10) : value;
}

/**
 * The general inquiry and speaking request forms without JavaScript (form-pages.ts): plain posts
 * to /forms/contact and /forms/speaking-request, answered with the page the form stands on.
 */
@ApiTags('inquiries')
@Public({ session: 'optional' })
@UseFilters(PlainFormRefusals)
@Controller()
export class InquiryFormPostsController {
  constructor(
    private readonly inquiries: InquiriesService,
    private readonly pages: FormPages,
  ) {}

  @PlainFormPost('contact', 'Send a general inquiry from the HTML form', ContactSubmittedDto)
  contact(@Req() req: Request, @Res() res: Response): Promise<void> {
    return answerPlainForm<ContactDto, ContactSubmittedDto>(
      {
        name: 'contact',
        dto: ContactDto,
        fields: ['name', 'email', 'company', 'inquiryType', 'message', 'website'],
        input: (v) => ({
          name: textOf(v.name),
          email: textOf(v.email),
          company: optionalOf(v.company),
          inquiryType: optionalOf(v.inquiryType),
          message: textOf(v.message),
          website: optionalOf(v.website),
        }),
        send: async (dto) => {
          const row = await this.inquiries.submitContact(dto, req.currentUser);
          return { message: CONTACT_SUCCESS, reference: row?.reference ?? newReference('contact') };
        },
      },
      this.pages,
      req,
      res,
    );
  }

  @PlainFormPost(
    'speaking',
    'Request a speaking engagement from the HTML form',
    SpeakingRequestSubmittedDto,
  )
  speakingRequest(@Req() req: Request, @Res() res: Response): Promise<void> {
    return answerPlainForm<SpeakingRequestDto, SpeakingRequestSubmittedDto>(
      {
        name: 'speaking',
        dto: SpeakingRequestDto,
        fields: [
          'contactName',
          'email',
          'company',
          'eventType',
          'eventDate',
          'attendeeCount',
          'budget',
          'message',
          'website',
        ],
        input: (v) => ({
          contactName: textOf(v.contactName),
          email: textOf(v.email),
          company: textOf(v.company),
          eventType: optionalOf(v.eventType),
          eventDate: optionalOf(v.eventDate),
          attendeeCount: attendeesOf(optionalOf(v.attendeeCount)),
          budget: optionalOf(v.budget),
          message: optionalOf(v.message),
          website: optionalOf(v.website),
        }),
        send: async (dto) => {
          const row = await this.inquiries.submitSpeakingRequest(dto, req.currentUser);
          return {
            message: SPEAKING_SUCCESS,
            reference: row?.reference ?? newReference('speaking'),
          };
        },
      },
      this.pages,
      req,
      res,
    );
  }
}
