import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MemberInboxModule } from '../member-inbox/member-inbox.module';
import { PartnershipsModule } from '../partnerships/partnerships.module';
import { InquiryConversionController } from './inquiry-conversion.controller';
import { InquiryConversionService } from './inquiry-conversion.service';

/**
 * Turning a contact message into a speaking request or a partnership inquiry. Apart from the
 * inquiries module because the partnerships module, which it needs, imports that one; owns no
 * table: each inquiry is made and changed by its own module's service.
 */
@Module({
  imports: [InquiriesModule, PartnershipsModule, MemberInboxModule, AuditModule],
  controllers: [InquiryConversionController],
  providers: [InquiryConversionService],
})
export class InquiryConversionModule {}
