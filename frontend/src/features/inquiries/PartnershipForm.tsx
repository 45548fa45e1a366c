import { useEffect, useMemo, useRef } from 'react';
import { useFormikContext } from 'formik';
import * as yup from 'yup';
import {
  INTEREST_AREAS,
  useSubmitPartnershipInquiryMutation,
  type EmployeeCount,
  type PartnershipBudget,
  type PartnershipInquiry,
  type PartnershipType,
  type Timeline,
} from '../../api/partnerships';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import {
  FieldGrid,
  FormCheckboxGroup,
  FormSelectField,
  FormTextField,
} from '../../components/form/fields';
import { email, text } from '../../components/form/rules';
import { InquiryFormShell } from './fields';
import { INTERESTS_LEGEND } from './formLayout';
import { useLastingConfirmation } from './InquiryConfirmation';
import { KeepPrefilled, useMemberDetails } from './prefill';
import {
  EMPLOYEE_COUNT_OPTIONS,
  PARTNERSHIP_BUDGET_OPTIONS,
  PARTNERSHIP_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from './options';
import { compact, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, optional, useInquirySubmit } from './submit';

export const PARTNERSHIP_SUCCESS =
  'Your partnership inquiry has been submitted. Our team will contact you within 48 hours.';
export const PARTNERSHIP_FALLBACK_ERROR = 'Failed to submit partnership inquiry';

/** Corporate Client, the 'Most Popular' level, unless the page chooses another. */
export const DEFAULT_PARTNERSHIP_TYPE: PartnershipType = 'client';

export interface PartnershipFormValues {
  companyName: string;
  contactName: string;
  email: string;
  partnershipType: PartnershipType;
  contractDetails: {
    interests: string[];
    employeeCount: EmployeeCount | '';
    timeline: Timeline | '';
    budget: PartnershipBudget | '';
    additionalInfo: string;
  };
  website: string;
}

export function partnershipDefaults(
  partnershipType: PartnershipType = DEFAULT_PARTNERSHIP_TYPE,
): PartnershipFormValues {
  return {
    companyName: '',
    contactName: '',
    email: '',
    partnershipType,
    contractDetails: {
      interests: [],
      employeeCount: '',
      timeline: '',
      budget: '',
      additionalInfo: '',
    },
    website: '',
  };
}

const schema = yup.object({
  companyName: text('Company name', MAX_NAME_LENGTH, 'Company name is required'),
  contactName: text('Contact name', MAX_NAME_LENGTH, 'Contact name is required'),
  email: email(),
  contractDetails: yup.object({
    additionalInfo: text('Additional information', MAX_MESSAGE_LENGTH),
  }),
});

const FIELD_ORDER = [
  'companyName',
  'contactName',
  'email',
  'partnershipType',
  'contractDetails.employeeCount',
  'contractDetails.timeline',
  'contractDetails.budget',
  'contractDetails.interests',
  'contractDetails.additionalInfo',
] as const;

/**
 * The body of POST /api/corporate-partnership: contract details with the chosen interests (in
 * the order listed) and the additional information; blank optional fields left out.
 */
export function partnershipPayload(values: PartnershipFormValues): PartnershipInquiry {
  const details = values.contractDetails;
  return compact({
    companyName: values.companyName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    partnershipType: values.partnershipType,
    contractDetails: compact({
      interests: INTEREST_AREAS.filter((area) => details.interests.includes(area)),
      employeeCount: details.employeeCount === '' ? undefined : details.employeeCount,
      timeline: details.timeline === '' ? undefined : details.timeline,
      budget: details.budget === '' ? undefined : details.budget,
      additionalInfo: optional(details.additionalInfo),
    }),
    website: optional(values.website),
  });
}

/** A request from the page to switch the partnership type (a new object each time). */
export interface PartnershipTypeChoice {
  type: PartnershipType;
}

/** Applies a choice made outside the form and moves focus to the partnership type field. */
function ApplyChoice({ choice }: { choice?: PartnershipTypeChoice }) {
  const { setFieldValue } = useFormikContext<PartnershipFormValues>();
  const marker = useRef<HTMLSpanElement>(null);
  const applied = useRef<PartnershipTypeChoice | undefined>(undefined);
  useEffect(() => {
    if (!choice || applied.current === choice) return;
    applied.current = choice;
    void setFieldValue('partnershipType', choice.type);
    marker.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('[name="partnershipType"]')
      ?.focus({ preventScroll: true });
  }, [choice, setFieldValue]);
  return <span ref={marker} hidden />;
}

export interface PartnershipFormProps {
  /** The partnership type the form starts with (and returns to after a reset). */
  initialPartnershipType?: PartnershipType;
  /**
   * A level chosen on the page (the corporate page's level cards): sets the partnership type and
   * moves focus to that field. Pass a new object for every choice.
   */
  choice?: PartnershipTypeChoice;
  /** The form's accessible name. */
  label?: string;
}

/** The corporate partnership inquiry form (spec 001: company, contact, type, contract details). */
export function PartnershipForm({
  initialPartnershipType,
  choice,
  label = 'Partnership inquiry',
}: PartnershipFormProps) {
  const [send] = useSubmitPartnershipInquiryMutation();
  const { confirmation, onSent, anchor } = useLastingConfirmation('partnership');
  const onSubmit = useInquirySubmit(send, partnershipPayload, {
    success: PARTNERSHIP_SUCCESS,
    fallback: PARTNERSHIP_FALLBACK_ERROR,
    onSent,
  });
  const member = useMemberDetails();
  const initialValues = useMemo(
    () => ({
      ...partnershipDefaults(initialPartnershipType),
      ...(member ? { contactName: member.name, email: member.email } : {}),
    }),
    [initialPartnershipType, member],
  );
  if (confirmation) return confirmation;
  return (
    <div ref={anchor}>
      <AccessibleFormik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <>
          <KeepPrefilled values={initialValues} />
          <InquiryFormShell
            label={label}
            fieldOrder={FIELD_ORDER}
            submitLabel="Submit Inquiry"
            submittingLabel="Submitting Inquiry..."
          >
            <ApplyChoice choice={choice} />
            <FieldGrid>
              <FormTextField
                name="companyName"
                label="Company name"
                required
                autoComplete="organization"
              />
              <FormTextField name="contactName" label="Contact name" required autoComplete="name" />
              <FormTextField
                name="email"
                label="Email"
                type="email"
                required
                autoComplete="email"
              />
              <FormSelectField
                name="partnershipType"
                label="Partnership level"
                options={PARTNERSHIP_TYPE_OPTIONS}
              />
              <FormSelectField
                name="contractDetails.employeeCount"
                label="Number of employees"
                emptyLabel="Select a range"
                options={EMPLOYEE_COUNT_OPTIONS}
              />
              <FormSelectField
                name="contractDetails.timeline"
                label="Timeline"
                emptyLabel="Select a timeline"
                options={TIMELINE_OPTIONS}
              />
              <FormSelectField
                name="contractDetails.budget"
                label="Budget"
                emptyLabel="Select a budget range"
                options={PARTNERSHIP_BUDGET_OPTIONS}
                full
              />
              <FormCheckboxGroup
                name="contractDetails.interests"
                legend={INTERESTS_LEGEND}
                options={INTEREST_AREAS}
              />
              <FormTextField
                name="contractDetails.additionalInfo"
                label="Additional information"
                multiline
                rows={4}
                full
              />
            </FieldGrid>
          </InquiryFormShell>
        </>
      </AccessibleFormik>
    </div>
  );
}

export default PartnershipForm;
