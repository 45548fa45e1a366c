import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  INQUIRY_FORM_ACTIONS,
  inquiryFormAnchor,
  type InquiryFormName,
} from '@bb/shared/inquiry-forms';
import { FIELD_GRID_SX, FULL_WIDTH_SX, OPTION_GRID_SX } from '../../components/form/layout';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { INTEREST_AREAS } from '../../api/partnerships';
import { ACTIONS_MARGIN_TOP, INTERESTS_LEGEND, REQUIRED_NOTE } from './formLayout';
import { InquiryConfirmation } from './InquiryConfirmation';
import {
  EMPLOYEE_COUNT_OPTIONS,
  EVENT_TYPE_OPTIONS,
  INQUIRY_TYPE_OPTIONS,
  PARTNERSHIP_BUDGET_OPTIONS,
  PARTNERSHIP_TYPE_OPTIONS,
  SPEAKING_BUDGET_OPTIONS,
  TIMELINE_OPTIONS,
  type Option,
} from './options';
import { usePostedForm } from './postedForm';

/** An outlined MUI text field: one line of 1.4375em (body1 text) and 16.5 px padding each side. */
const FIELD_HEIGHT = 'calc(1.4375em + 33px)';
/** A multi-line field of fixed rows: a plain textarea (FormTextField), `rows` lines of 1.4375em. */
const textareaHeight = (rows: number) => `calc(${rows} * 1.4375em + 33px)`;
/** A medium MUI checkbox: a 24 px icon scaled by the theme's 16/14 font size, 9 px padding. */
const CHECKBOX_SIZE = 'calc(1.7142857rem + 18px)';

/** One field of a plain form (the same fields, names and order as the form it stands in for). */
type PlainField = {
  name: string;
  label: string;
  required?: boolean;
  full?: boolean;
  autoComplete?: string;
} & (
  | { kind: 'text' | 'email' | 'date'; inputMode?: 'numeric' }
  | { kind: 'select'; options: readonly Option[]; emptyLabel?: string }
  | { kind: 'textarea'; rows: number }
  | { kind: 'checkboxes'; options: readonly string[] }
);

interface PlainFormDefinition {
  fields: readonly PlainField[];
  defaults: Record<string, string>;
  submitLabel: string;
}

/** The three forms as plain HTML (their React forms: ContactForm, SpeakingRequestForm, PartnershipForm). */
export const PLAIN_FORMS: Readonly<Record<InquiryFormName, PlainFormDefinition>> = {
  contact: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
      { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
      { name: 'company', label: 'Organization', kind: 'text', autoComplete: 'organization' },
      {
        name: 'inquiryType',
        label: 'What is your inquiry about?',
        kind: 'select',
        options: INQUIRY_TYPE_OPTIONS,
      },
      { name: 'message', label: 'Message', kind: 'textarea', rows: 6, required: true },
    ],
    defaults: { inquiryType: 'general' },
    submitLabel: 'Send Message',
  },
  speaking: {
    fields: [
      {
        name: 'contactName',
        label: 'Contact name',
        kind: 'text',
        required: true,
        autoComplete: 'name',
      },
      { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
      {
        name: 'company',
        label: 'Organization',
        kind: 'text',
        required: true,
        autoComplete: 'organization',
      },
      { name: 'eventType', label: 'Event type', kind: 'select', options: EVENT_TYPE_OPTIONS },
      { name: 'eventDate', label: 'Event date (if known)', kind: 'date' },
      {
        name: 'attendeeCount',
        label: 'Expected attendees',
        kind: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
      },
      {
        name: 'budget',
        label: 'Budget',
        kind: 'select',
        options: SPEAKING_BUDGET_OPTIONS,
        emptyLabel: 'Select a budget range',
        full: true,
      },
      { name: 'message', label: 'Tell us about your event', kind: 'textarea', rows: 5 },
    ],
    defaults: { eventType: 'keynote' },
    submitLabel: 'Submit Request',
  },
  partnership: {
    fields: [
      {
        name: 'companyName',
        label: 'Company name',
        kind: 'text',
        required: true,
        autoComplete: 'organization',
      },
      {
        name: 'contactName',
        label: 'Contact name',
        kind: 'text',
        required: true,
        autoComplete: 'name',
      },
      { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
      {
        name: 'partnershipType',
        label: 'Partnership level',
        kind: 'select',
        options: PARTNERSHIP_TYPE_OPTIONS,
      },
      {
        name: 'employeeCount',
        label: 'Number of employees',
        kind: 'select',
        options: EMPLOYEE_COUNT_OPTIONS,
        emptyLabel: 'Select a range',
      },
      {
        name: 'timeline',
        label: 'Timeline',
        kind: 'select',
        options: TIMELINE_OPTIONS,
        emptyLabel: 'Select a timeline',
      },
      {
        name: 'budget',
        label: 'Budget',
        kind: 'select',
        options: PARTNERSHIP_BUDGET_OPTIONS,
        emptyLabel: 'Select a budget range',
        full: true,
      },
      { name: 'interests', label: INTERESTS_LEGEND, kind: 'checkboxes', options: INTEREST_AREAS },
      { name: 'additionalInfo', label: 'Additional information', kind: 'textarea', rows: 4 },
    ],
    defaults: { partnershipType: 'client' },
    submitLabel: 'Submit Inquiry',
  },
};

const controlSx = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  m: 0,
  px: '14px',
  py: '16.5px',
  typography: 'body1',
  lineHeight: '1.4375em',
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'text.secondary',
  borderRadius: '10px',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 0 },
  '&[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
} as const;

/** The label on the field's outline, as MUI's outlined fields show a filled one. */
const floatingLabelSx = {
  position: 'absolute',
  top: 0,
  left: '10px',
  transform: 'translateY(-50%)',
  px: '4px',
  maxWidth: 'calc(100% - 20px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '0.75rem',
  lineHeight: 1.4,
  color: 'text.secondary',
  bgcolor: 'background.paper',
  zIndex: 1,
} as const;

function Required({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

function ErrorText({ id, message }: { id: string; message: string }) {
  return (
    <Typography
      id={id}
      sx={{ mt: 0.5, color: 'error.main', fontSize: '0.875rem', fontWeight: 700 }}
    >
      <Box component="span" sx={visuallyHidden}>
        Error:{' '}
      </Box>
      {message}
    </Typography>
  );
}

interface PlainInquiryFormProps {
  form: InquiryFormName;
  /** The form's accessible name. */
  label: string;
  /** Values to start with (a page's choice, such as the partnership level a card chose). */
  initial?: Record<string, string>;
}

/**
 * An inquiry form as plain HTML: a real `<form method="post">` that works without JavaScript (it
 * posts to the server, which answers with this page rendered with the problems or the
 * confirmation: PostedFormContext). Shown in the prerendered page and until the form's code has
 * arrived, when the React form takes its place; drawn in the same boxes as that form (so nothing
 * moves when it does). On a page answering its post: the error summary above the fields (GOV.UK's
 * pattern, each problem a link to its field), each message under its field, the values as sent; or
 * the confirmation instead of the form.
 */
export function PlainInquiryForm({ form, label, initial }: PlainInquiryFormProps) {
  const { pathname } = useLocation();
  const posted = usePostedForm(form);
  const definition = PLAIN_FORMS[form];
  const anchor = inquiryFormAnchor(form);
  const idOf = (field: string) => `${form}-plain-${field}`;

  if (posted?.reference)
    return (
      <div id={anchor}>
        <InquiryConfirmation
          form={form}
          reference={posted.reference}
          again={{ href: `${pathname}#${anchor}` }}
        />
      </div>
    );

  const errors = posted?.errors ?? {};
  const values: Record<string, string | string[]> = posted
    ? { ...definition.defaults, ...posted.values }
    : { ...definition.defaults, ...initial };
  const valueOf = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const problems = definition.fields.filter((field) => errors[field.name]);
  const formProblem = errors.form;

  const describe = (name: string) => (errors[name] ? `${idOf(name)}-error` : undefined);

  const control = (field: PlainField): ReactNode => {
    const id = idOf(field.name);
    const common = {
      id,
      name: field.name,
      required: field.required,
      'aria-invalid': errors[field.name] ? true : undefined,
      'aria-describedby': describe(field.name),
      autoComplete: field.autoComplete,
    };
    switch (field.kind) {
      case 'select':
        return (
          <Box
            component="select"
            {...common}
            defaultValue={valueOf(field.name)}
            sx={{ ...controlSx, height: FIELD_HEIGHT, py: 0 }}
          >
            {field.emptyLabel !== undefined && <option value="">{field.emptyLabel}</option>}
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Box>
        );
      case 'textarea':
        return (
          <Box
            component="textarea"
            {...common}
            rows={field.rows}
            defaultValue={valueOf(field.name)}
            sx={{ ...controlSx, height: textareaHeight(field.rows), resize: 'vertical' }}
          />
        );
      case 'checkboxes':
        return null;
      default:
        return (
          <Box
            component="input"
            {...common}
            type={field.kind}
            inputMode={field.kind === 'text' ? field.inputMode : undefined}
            defaultValue={valueOf(field.name)}
            sx={{ ...controlSx, height: FIELD_HEIGHT }}
          />
        );
    }
  };

  return (
    <Box
      component="form"
      id={anchor}
      method="post"
      action={`${INQUIRY_FORM_ACTIONS[form]}#${anchor}`}
      // Named only on a page answering its post: while the page's scripts run, the React form that
      // takes its place carries the name (one form of that name on the page, as before).
      aria-label={posted ? label : undefined}
      noValidate
      data-testid="plain-inquiry-form"
    >
      {(problems.length > 0 || formProblem) && (
        <Box
          role="alert"
          aria-labelledby={`${anchor}-problems`}
          tabIndex={-1}
          sx={{ mb: 3, p: 2.5, border: '3px solid', borderColor: 'error.main', borderRadius: 2 }}
        >
          <Typography
            id={`${anchor}-problems`}
            variant="h3"
            component="h3"
            sx={{ fontSize: '1.25rem', mb: 1 }}
          >
            There is a problem
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {formProblem && <li>{formProblem}</li>}
            {problems.map((field) => (
              <li key={field.name}>
                <Box
                  component="a"
                  href={`#${idOf(field.kind === 'checkboxes' ? `${field.name}-0` : field.name)}`}
                  sx={{ color: 'error.main', fontWeight: 700, textDecoration: 'underline' }}
                >
                  {errors[field.name]}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {REQUIRED_NOTE}
      </Typography>
      <input type="hidden" name="page" value={pathname} />
      <Box sx={FIELD_GRID_SX}>
        {definition.fields.map((field) =>
          field.kind === 'checkboxes' ? (
            <Box
              component="fieldset"
              key={field.name}
              aria-describedby={describe(field.name)}
              sx={{ ...FULL_WIDTH_SX, border: 0, m: 0, p: 0, minWidth: 0 }}
            >
              <Typography
                component="legend"
                sx={{ p: 0, lineHeight: '1.4375em', fontWeight: 700, color: 'text.secondary' }}
              >
                {field.label}
              </Typography>
              <Box sx={OPTION_GRID_SX}>
                {field.options.map((option, index) => {
                  const checked = values[field.name];
                  const isChecked = Array.isArray(checked)
                    ? checked.includes(option)
                    : checked === option;
                  return (
                    <Box
                      component="label"
                      key={option}
                      sx={{ display: 'flex', alignItems: 'center', ml: '-11px', cursor: 'pointer' }}
                    >
                      <Box
                        sx={{
                          flex: `0 0 ${CHECKBOX_SIZE}`,
                          height: CHECKBOX_SIZE,
                          display: 'grid',
                          placeItems: 'center',
                        }}
                      >
                        <Box
                          component="input"
                          type="checkbox"
                          id={idOf(`${field.name}-${index}`)}
                          name={field.name}
                          value={option}
                          defaultChecked={isChecked}
                          sx={{ width: 20, height: 20, m: 0, accentColor: 'primary.main' }}
                        />
                      </Box>
                      <Typography component="span">{option}</Typography>
                    </Box>
                  );
                })}
              </Box>
              {errors[field.name] && (
                <ErrorText id={`${idOf(field.name)}-error`} message={errors[field.name]} />
              )}
            </Box>
          ) : (
            <Box key={field.name} sx={field.full || field.kind === 'textarea' ? FULL_WIDTH_SX : {}}>
              <Box sx={{ position: 'relative' }}>
                <Box component="label" htmlFor={idOf(field.name)} sx={floatingLabelSx}>
                  {field.label}
                  <Required required={field.required} />
                </Box>
                {control(field)}
              </Box>
              {errors[field.name] && (
                <ErrorText id={`${idOf(field.name)}-error`} message={errors[field.name]} />
              )}
            </Box>
          ),
        )}
      </Box>
      {/* The honeypot: people never see or reach it; bots fill it in (the server drops those). */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label htmlFor={idOf('website')}>Leave this field empty</label>
        <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </Box>
      <Box sx={{ mt: ACTIONS_MARGIN_TOP }}>
        <Box
          component="button"
          type="submit"
          sx={{
            height: 52,
            minWidth: 200,
            px: 3,
            borderRadius: 999,
            border: 0,
            typography: 'button',
            fontSize: '1rem',
            fontWeight: 700,
            textTransform: 'none',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'primary.dark' },
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'text.primary',
              outlineOffset: 2,
            },
          }}
        >
          {definition.submitLabel}
        </Box>
      </Box>
    </Box>
  );
}
