import { EMAIL_MAX, MESSAGE_MAX as ADDITIONAL_INFO_MAX, NAME_MAX } from '@bb/shared/limits';
import {
  PARTNERSHIP_BUDGETS,
  type PartnershipBudget,
  EMPLOYEE_COUNTS,
  type EmployeeCount,
  INTEREST_AREAS,
  type InterestArea,
  PARTNERSHIP_TYPES,
  type PartnershipType,
  TIMELINES,
  type Timeline,
} from '@bb/shared/partnerships';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  ValidateNested,
} from 'class-validator';
import { IsEmailAddress } from '../common/email';
import {
  Honeypot,
  OptionalChoice,
  OptionalText,
  RequiredChoice,
  RequiredText,
} from '../common/form-fields';
import { HONEYPOT_DESCRIPTION, REFERENCE_PROPERTY } from '../inquiries/inquiries.dto';

/** A list of interest areas: each one of INTEREST_AREAS, each once; null or missing means none. */
const Interests = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      value === null
        ? undefined
        : Array.isArray(value)
          ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v))
          : value,
    ),
    IsOptional(),
    IsArray({ message: 'Interests must be a list.' }),
    ArrayMaxSize(INTEREST_AREAS.length, {
      message: `Interests may list at most ${INTEREST_AREAS.length} areas.`,
    }),
    IsIn(INTEREST_AREAS, {
      each: true,
      message: `Each interest must be one of: ${INTEREST_AREAS.join(', ')}.`,
    }),
    ArrayUnique({ message: 'Each interest may be chosen only once.' }),
  );

/** The partnership form's optional questions, kept together as the inquiry's contract details. */
export class ContractDetailsDto {
  @ApiPropertyOptional({ enum: INTEREST_AREAS, isArray: true, maxItems: INTEREST_AREAS.length })
  @Interests()
  interests?: InterestArea[];

  @ApiPropertyOptional({ enum: EMPLOYEE_COUNTS })
  @OptionalChoice('Employee count', EMPLOYEE_COUNTS)
  employeeCount?: EmployeeCount;

  @ApiPropertyOptional({ enum: TIMELINES })
  @OptionalChoice('Timeline', TIMELINES)
  timeline?: Timeline;

  @ApiPropertyOptional({
    enum: PARTNERSHIP_BUDGETS,
    description: 'Labels: @bb/shared (speakingBudgetLabel, PARTNERSHIP_BUDGET_LABELS)',
  })
  @OptionalChoice('Budget', PARTNERSHIP_BUDGETS)
  budget?: PartnershipBudget;

  @ApiPropertyOptional({
    description: "The form's Additional Information",
    maxLength: ADDITIONAL_INFO_MAX,
  })
  @OptionalText('Additional information', ADDITIONAL_INFO_MAX, { multiline: true })
  additionalInfo?: string;
}

/** The Partnership form. */
export class CorporatePartnershipDto {
  @ApiProperty({ example: 'Harbourside Analytics', maxLength: NAME_MAX })
  @RequiredText('Company name', NAME_MAX)
  companyName: string;

  @ApiProperty({ example: 'Sam Rivera', maxLength: NAME_MAX })
  @RequiredText('Contact name', NAME_MAX)
  contactName: string;

  @ApiProperty({ example: 'sam@example.org', maxLength: EMAIL_MAX })
  @IsEmailAddress()
  email: string;

  @ApiProperty({ enum: PARTNERSHIP_TYPES })
  @RequiredChoice('Partnership type', PARTNERSHIP_TYPES)
  partnershipType: PartnershipType;

  @ApiPropertyOptional({ type: ContractDetailsDto })
  @IsOptional()
  @IsObject({ message: 'Contract details must be an object.' })
  @ValidateNested()
  @Type(() => ContractDetailsDto)
  contractDetails?: ContractDetailsDto;

  @ApiPropertyOptional({ description: HONEYPOT_DESCRIPTION, example: '' })
  @Honeypot()
  website?: string;
}

export const PARTNERSHIP_SUCCESS =
  'Your partnership inquiry has been submitted. Our team will contact you within 48 hours.';

export class PartnershipSubmittedDto {
  @ApiProperty({ example: PARTNERSHIP_SUCCESS }) message: string;
  @ApiProperty({ ...REFERENCE_PROPERTY, example: 'PI-7KQ3-MX9D' }) reference: string;
}
