import type { AdminUser, AdminUserActivity, AdminUserPage, AssigneeList } from '@bb/shared/admin';
import { USER_EXPORT_COLUMNS, userExportFileName } from '@bb/shared/admin';
import { Body, Delete, Get, Header, HttpCode, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { streamCsvTextDownload } from '../common/csv';
import { MessageResponseDto } from '../common/error-response.dto';
import { Requires } from '../common/access';
import { IdParam } from '../common/id.pipe';
import { ADMIN_USER_MESSAGES, AdminUsersService } from './admin-users.service';
import {
  AdminUserActivityDto,
  AdminUserDto,
  AdminUserPageDto,
  AssigneeListDto,
  CreateAdminUserDto,
  UpdateAdminUserDto,
  UserFilterQueryDto,
  UserListQueryDto,
} from './users.admin.dto';
import {
  ApiAnswers,
  ApiCreatedAnswers,
  ApiMessageAnswers,
  ApiRecordAnswers,
  ApiCsvDownload,
  AdminApiController,
} from '../common/api-answers';

/** Users administration (spec 001 section 7). Every change is in the audit trail. */
@AdminApiController('admin/users', 'users')
export class UsersAdminController {
  constructor(private readonly admin: AdminUsersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'One page of the users matching the search and filters, in the order asked for',
    description:
      'Without parameters: the first 10 users, newest first. `total` counts the users matching ' +
      'the search and filters; `counts` (the stat cards) counts every user, whatever they are.',
  })
  @ApiAnswers(AdminUserPageDto, { invalid: true })
  list(@Query() query: UserListQueryDto): Promise<AdminUserPage> {
    return this.admin.page(query);
  }

  // Before the routes with an id.
  @Get('export')
  @ApiOperation({
    summary: 'Every user matching the search and filters, as CSV (users-export-YYYY-MM-DD.csv)',
    description:
      'Columns Username, Email, Role (Admin or User), Status (Verified or Unverified), Created Date ' +
      "('MMM d, yyyy', UTC); newest first; streamed 1,000 rows at a time. A cell starting with =, " +
      "+, -, @, tab or carriage return gets a ' in front so that spreadsheets show it as text.",
  })
  @ApiCsvDownload()
  export(@Query() query: UserFilterQueryDto, @Res() res: Response): Promise<void> {
    return streamCsvTextDownload(
      res,
      userExportFileName,
      USER_EXPORT_COLUMNS,
      this.admin.exportLines(query),
    );
  }

  // Before the routes with an id.
  @Get('assignees')
  @Requires('inbox')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Who an inquiry may be assigned to',
    description:
      "The active staff (not suspended, address verified, password set) whose roles hold 'inbox', " +
      "by username: the inboxes' Assigned to choices, for those who may not read the users list.",
  })
  @ApiAnswers(AssigneeListDto)
  assignees(): Promise<AssigneeList> {
    return this.admin.assignees();
  }

  @Post()
  @ApiOperation({
    summary: 'Create a user (invite a member of staff)',
    description:
      'The account has no password and is unverified until its owner follows the set-password ' +
      'link mailed at once (valid 72 hours); until then it cannot sign in. For a member of staff ' +
      'the e-mail names the roles given and what each may do. isAdmin is the spec alias of the ' +
      'administrator role: sent with roles, it must agree with them (400). Audited with the roles.',
  })
  @ApiCreatedAnswers(AdminUserDto, { invalid: true, conflict: 'Username or e-mail taken' })
  create(@Actor() actor: AuditActor, @Body() dto: CreateAdminUserDto): Promise<AdminUser> {
    return this.admin.create(actor, dto);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a user (only the fields sent)',
    description:
      'roles replaces the staff roles (audited from and to); they apply to the sessions of the user at ' +
      'their next request. Suspension ends every session of the user at once; suspended: false ' +
      'reactivates. Refused (409): removing your own administrator role, suspending yourself, ' +
      'marking your own address unverified, or leaving the site without an active administrator. ' +
      '400 when isAdmin and roles disagree.',
  })
  @ApiRecordAnswers(AdminUserDto, { conflict: 'Taken, or a guard rail' })
  update(
    @Actor() actor: AuditActor,
    @IdParam('user') id: string,
    @Body() dto: UpdateAdminUserDto,
  ): Promise<AdminUser> {
    return this.admin.update(actor, id, dto);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a user and end their sessions',
    description:
      'Their inquiries stay, unlinked. Refused (409): yourself, or the last active administrator.',
  })
  @ApiMessageAnswers({ invalid: true, notFound: true, conflict: true })
  async delete(
    @Actor() actor: AuditActor,
    @IdParam('user') id: string,
  ): Promise<MessageResponseDto> {
    await this.admin.delete(actor, id);
    return { message: ADMIN_USER_MESSAGES.deleted };
  }

  @Post(':id/send-password-reset')
  @ApiOperation({
    summary: 'Mail the user a password reset link',
    description: 'An account without a password yet gets its set-password link instead.',
  })
  @ApiMessageAnswers({ invalid: true, notFound: true })
  async sendPasswordReset(
    @Actor() actor: AuditActor,
    @IdParam('user') id: string,
  ): Promise<MessageResponseDto> {
    await this.admin.sendPasswordReset(actor, id);
    return { message: ADMIN_USER_MESSAGES.resetSent };
  }

  @Post(':id/invitation')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send the invitation (the set-password e-mail) again',
    description:
      'A new link valid 72 hours, naming the roles; the previous link no longer works. 409 when ' +
      'the account already has a password (send a password reset instead). At most 5 an hour per ' +
      'account (429). Audited.',
  })
  @ApiMessageAnswers({
    invalid: true,
    notFound: true,
    conflict: 'The account has a password',
    tooMany: true,
  })
  async resendInvitation(
    @Actor() actor: AuditActor,
    @IdParam('user') id: string,
  ): Promise<MessageResponseDto> {
    await this.admin.resendInvitation(actor, id);
    return { message: ADMIN_USER_MESSAGES.invitationSent };
  }

  @Post(':id/two-factor/reset')
  @HttpCode(200)
  @ApiOperation({
    summary: "Reset the user's two-factor sign-in (turn it off)",
    description:
      'For a user who lost their authenticator and recovery codes: the key and recovery codes are ' +
      'removed, the user is e-mailed and every session of the user ends (an administrator ' +
      'resetting their own keeps this one); they sign in with the password alone (an ' +
      'administrator while it is required enrols again). Audited.',
  })
  @ApiRecordAnswers(AdminUserDto, { conflict: 'Two-factor sign-in is not on' })
  resetTwoFactor(
    @Actor() actor: AuditActor,
    @IdParam('user') id: string,
    @Req() req: Request,
  ): Promise<AdminUser> {
    return this.admin.resetTwoFactor(actor, id, req);
  }

  @Get(':id/activity')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The user's recent sign-ins and the administrative actions on the account",
  })
  @ApiRecordAnswers(AdminUserActivityDto)
  activity(@IdParam('user') id: string): Promise<AdminUserActivity> {
    return this.admin.activity(id);
  }
}
