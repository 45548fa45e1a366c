import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MemberInboxModule } from '../member/member-inbox.module';
import { SettingsModule } from '../settings/settings.module';
import { CorporatePartnership } from './corporate-partnership.entity';
import { PartnershipPacketService } from './partnership-packet.service';
import { PartnershipsController } from './partnerships.controller';
import { PartnershipsService } from './partnerships.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([CorporatePartnership]),
    InquiriesModule,
    SettingsModule,
    MemberInboxModule,
  ],
  controllers: [PartnershipsController],
  providers: [PartnershipsService, PartnershipPacketService],
  exports: [PartnershipsService],
})
export class PartnershipsModule {}
