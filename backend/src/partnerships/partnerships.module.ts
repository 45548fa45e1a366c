import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MemberInboxModule } from '../member-inbox/member-inbox.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { CorporatePartnership } from './corporate-partnership.entity';
import { PartnershipPacketService } from './partnership-packet.service';
import { PartnershipsAdminController } from './partnerships.admin.controller';
import { PartnershipsAdminService } from './partnerships.admin.service';
import { PartnershipsController } from './partnerships.controller';
import { PartnershipFormPostController } from './partnership-form-post.controller';
import { PartnershipsService } from './partnerships.service';

/** Owns the partnership inquiries (`corporate_partnership`): the public form, the packet, the admin panel's view. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CorporatePartnership]),
    InquiriesModule,
    SettingsModule,
    MemberInboxModule,
    UsersModule,
    AuditModule,
  ],
  controllers: [PartnershipsController, PartnershipFormPostController, PartnershipsAdminController],
  providers: [PartnershipsService, PartnershipsAdminService, PartnershipPacketService],
  exports: [PartnershipsService, PartnershipsAdminService],
})
export class PartnershipsModule {}
