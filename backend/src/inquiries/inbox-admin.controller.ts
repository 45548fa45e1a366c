import type {
  InboxPage,
  InquiryKind,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import {
  Body,
  Get,
  Header,
  HttpCode,
  Inject,
  Patch,
  Post,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { IdParam } from '../common/id.pipe';
import { type InboxFilters, type InboxQuery, withAssignee } from '../common/inbox-list';
import type { InboxListClasses } from '../common/inbox-list.dto';
import { InquiryInboxService } from './inquiry-inbox.service';
import type { StatusChangeRequest } from './inquiry-responder';
import { AdminReplyDto, ThreadEntryDto } from './inquiry-thread.dto';
import { StatusNoticePreviewDto } from './status-notice.dto';
import {
  ApiAnswers,
  ApiCreatedAnswers,
  ApiRecordAnswers,
  ApiCsvDownload,
  AdminApiController,
} from '../common/api-answers';

/** An operation's Swagger summary and description. */
export interface OperationDocs {
  summary: string;
  description?: string;
}

/** What differs between the inboxes' controllers (inboxAdminController). */
export interface InboxAdminControllerOptions {
  kind: InquiryKind;
  /** The controller's class name (the OpenAPI operation ids, the route listings). */
  name: string;
  /** Under /api, e.g. 'admin/speaking-requests'. */
  path: string;
  /** What a malformed id's 400 calls it: "That is not a valid {idName} id." */
  idName: string;
  /** The kind's DTO classes (validation, Swagger). */
  dto: {
    /** The list's and export's (inboxListClasses). */
    list: InboxListClasses;
    item: Type;
    detail: Type;
    status: Type;
  };
  /**
   * 'notice': `PATCH :id/status` tells the sender, with its preview `POST :id/status-notice`
   * (speaking requests, partnership inquiries); 'bookkeeping': `PATCH :id` moves the inquiry in the
   * inbox, nobody is told (contact messages).
   */
  status: 'notice' | 'bookkeeping';
  docs: Record<'list' | 'export' | 'detail' | 'setStatus' | 'reply', OperationDocs>;
}

/** The detail, status and reply docs of a kind whose status changes tell the sender. */
export function noticeInboxDocs(
  noun: string,
  word: string,
): Pick<InboxAdminControllerOptions['docs'], 'detail' | 'setStatus' | 'reply'> {
  return {
    detail: { summary: `One ${noun} with its thread of replies, oldest first` },
    setStatus: {
      summary: `Change the status of a ${noun}`,
      description:
        `Any status may follow any other. A change is e-mailed to the ${word}’s address and, when the ` +
        `${word} is a member’s, put in their inbox (the e-mail only if their Email Notifications are ` +
        'on), with the personal line `note` above its text, unless `notify` is false; what is sent ' +
        `joins the ${word}’s thread. Written to the audit trail, all in one transaction. The same ` +
        `status again changes nothing and tells nobody. Answers the ${word}.`,
    },
    reply: {
      summary: `Reply to a ${noun}`,
      description:
        `Adds the reply to the ${word}’s thread, e-mails it to the ${word}’s address (Reply-To: the ` +
        `organisation, or with INBOUND_ADDRESS the conversation’s reply address) and, for a member’s ` +
        `${word}, puts it in their inbox, where they can answer it (their answer, from the inbox or by ` +
        'e-mail, joins the thread). Audited. Answers the new thread entry.',
    },
  };
}

/** A decorator that does nothing (a route a kind does not have). */
const none: MethodDecorator = () => undefined;

/** Sets the type of a handler's parameter (what validation and Swagger read) after the fact. */
function setParamType(target: object, method: string, index: number, type: Type): void {
  const types = [
    ...((Reflect.getMetadata('design:paramtypes', target, method) ?? []) as unknown[]),
  ];
  types[index] = type;
  Reflect.defineMetadata('design:paramtypes', types, target, method);
}

/**
 * The admin panel's controller of one inquiry inbox (docs/admin-api.md): the list, the CSV export
 * (before the routes with an id), one inquiry with its thread, the status change (and, for a kind
 * whose changes tell the sender, its preview) and the reply, all served by InquiryInboxService for
 * `options.kind`. One implementation for the three inboxes; what differs is `options`.
 */
export function inboxAdminController(options: InboxAdminControllerOptions): Type {
  const { kind, dto, docs } = options;
  const notice = options.status === 'notice';
  const Id = () => IdParam(options.idName);

  @AdminApiController(options.path, 'inbox')
  class InboxAdminController {
    constructor(@Inject(InquiryInboxService) private readonly inbox: InquiryInboxService) {}

    @Get()
    @Header('Cache-Control', 'no-store')
    @ApiOperation(docs.list)
    @ApiAnswers(dto.list.Page, { invalid: true })
    list(
      @Query() query: InboxQuery,
      @Actor() actor: AuditActor,
    ): Promise<InboxPage<unknown, string>> {
      return this.inbox.list(kind, withAssignee(query, actor.user.id));
    }

    // Before the routes with an id.
    @Get('export')
    @ApiOperation(docs.export)
    @ApiCsvDownload()
    export(
      @Query() query: InboxFilters,
      @Res() res: Response,
      @Actor() actor: AuditActor,
    ): Promise<void> {
      return this.inbox.export(kind, withAssignee(query, actor.user.id), res);
    }

    @Get(':id')
    @Header('Cache-Control', 'no-store')
    @ApiOperation(docs.detail)
    @ApiRecordAnswers(dto.detail, { invalid: 'Malformed id' })
    detail(@Id() id: string): Promise<WithThread<unknown>> {
      return this.inbox.detail(kind, id);
    }

    @(notice ? Patch(':id/status') : Patch(':id'))
    @ApiOperation(docs.setStatus)
    @ApiRecordAnswers(dto.item)
    setStatus(
      @Id() id: string,
      @Body() change: StatusChangeRequest<string>,
      @Actor() actor: AuditActor,
    ): Promise<unknown> {
      return this.inbox.setStatus(kind, id, change, actor);
    }

    @(notice ? Post(':id/status-notice') : none)
    @(notice ? HttpCode(200) : none)
    @(notice
      ? ApiOperation({
          summary: 'Preview what a status change would send',
          description:
            'The change itself, made and rolled back: the e-mail it would send (address, subject, text), ' +
            'or null, and whether a message would go to the member’s inbox. Nothing is stored or sent.',
        })
      : none)
    @(notice ? ApiRecordAnswers(StatusNoticePreviewDto) : none)
    previewStatus(
      @Id() id: string,
      @Body() change: StatusChangeRequest<string>,
      @Actor() actor: AuditActor,
    ): Promise<StatusNoticePreview> {
      return this.inbox.previewStatus(kind, id, change, actor);
    }

    @Post(':id/reply')
    @ApiOperation(docs.reply)
    @ApiCreatedAnswers(ThreadEntryDto, { invalid: true, notFound: true })
    reply(
      @Id() id: string,
      @Body() body: AdminReplyDto,
      @Actor() actor: AuditActor,
    ): Promise<ThreadEntry> {
      return this.inbox.reply(kind, id, body.message, actor);
    }
  }

  // The kind's own DTO classes, for the global ValidationPipe and Swagger (TypeScript records only
  // the interfaces' Object for the parameters above).
  const prototype = InboxAdminController.prototype;
  setParamType(prototype, 'list', 0, dto.list.List);
  setParamType(prototype, 'export', 0, dto.list.Filters);
  setParamType(prototype, 'setStatus', 1, dto.status);
  setParamType(prototype, 'previewStatus', 1, dto.status);
  // A kind whose status changes tell nobody has no preview: not even an unmapped method.
  if (!notice) Reflect.deleteProperty(prototype, 'previewStatus');
  Object.defineProperty(InboxAdminController, 'name', { value: options.name });
  return InboxAdminController;
}
