import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnershipType } from '../../api/partnerships';
import { apiError, callsTo, mockFetch, type MockResponse } from '../../test/utils';
import { PartnershipForm, type PartnershipFormProps } from './PartnershipForm';
import {
  bodiesSent,
  expectBusyWhileSending,
  expectErrorToast,
  expectSuccessToast,
  fill,
  optionPairs,
  renderForm,
  submitFilled,
  sendAnother,
} from '../../test/inquiries';

function setup(ui = <PartnershipForm />) {
  return {
    ...renderForm(ui),
    companyName: () => screen.getByRole('textbox', { name: 'Company name' }),
    contactName: () => screen.getByRole('textbox', { name: 'Contact name' }),
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    partnershipType: () => screen.getByRole('combobox', { name: 'Partnership level' }),
    employees: () => screen.getByRole('combobox', { name: 'Number of employees' }),
    timeline: () => screen.getByRole('combobox', { name: 'Timeline' }),
    budget: () => screen.getByRole('combobox', { name: 'Budget' }),
    interests: () => screen.getByRole('group', { name: 'Interest areas (choose any that apply)' }),
    additionalInfo: () => screen.getByRole('textbox', { name: 'Additional information' }),
    submit: () => screen.getByRole('button', { name: /submit inquiry|submitting inquiry/i }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillRequired({ user, companyName, contactName, email }: Form) {
  await fill(user, companyName(), 'Northwind Logistics');
  await fill(user, contactName(), 'Mary Jackson');
  await fill(user, email(), 'mary@northwind.example');
}

const created: MockResponse = {
  status: 201,
  body: { message: 'Inquiry received', reference: 'PI-7KQ3-MX9D' },
};

describe('PartnershipForm', () => {
  it('offers the spec option sets with readable labels, Corporate Client by default, and the eight interest areas as a checkbox group', () => {
    mockFetch();
    const form = setup();
    expect(screen.getByRole('form', { name: 'Partnership inquiry' })).toBeInTheDocument();
    expect(form.companyName()).toBeRequired();
    expect(form.companyName()).toHaveAttribute('autocomplete', 'organization');
    expect(form.contactName()).toBeRequired();
    expect(form.contactName()).toHaveAttribute('autocomplete', 'name');
    expect(form.email()).toBeRequired();
    expect(form.partnershipType()).toHaveValue('client');
    expect(optionPairs(form.partnershipType())).toEqual([
      ['strategic', 'Strategic Partner'],
      ['client', 'Corporate Client'],
      ['sponsor', 'Program Sponsor'],
    ]);
    expect(optionPairs(form.employees()).map(([value]) => value)).toEqual([
      '',
      '1-50',
      '51-200',
      '201-1000',
      '1001-5000',
      '5000+',
    ]);
    expect(optionPairs(form.timeline())).toEqual([
      ['', 'Select a timeline'],
      ['immediate', 'Immediately'],
      ['1-3-months', '1-3 months'],
      ['3-6-months', '3-6 months'],
      ['6-12-months', '6-12 months'],
      ['flexible', 'Flexible'],
    ]);
    expect(optionPairs(form.budget())).toEqual([
      ['', 'Select a budget range'],
      ['under-15k', 'Under $15,000'],
      ['15k-50k', '$15,000 - $50,000'],
      ['50k-100k', '$50,000 - $100,000'],
      ['100k-250k', '$100,000 - $250,000'],
      ['250k-plus', '$250,000+'],
      ['discuss', 'Open to discussion'],
    ]);
    expect(form.interests().tagName).toBe('FIELDSET');
    expect(
      within(form.interests())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([
      'Corporate Inclusion Training',
      'Speaking Engagements',
      'Leadership Development',
      'Employee Resource Group Support',
      'Disability Awareness Training',
      'Mental Health Programs',
      'Community Outreach',
      'CSR Initiatives',
    ]);
  });

  it('shows the required and e-mail messages, sends nothing and focuses the company name', async () => {
    const fetchMock = mockFetch();
    const form = setup();
    await form.user.click(form.submit());
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(form.contactName()).toHaveAccessibleDescription('Contact name is required');
    expect(form.email()).toHaveAccessibleDescription('Email is required');
    await waitFor(() => expect(form.companyName()).toHaveFocus());
    await fill(form.user, form.email(), 'mary@');
    await form.user.tab();
    expect(form.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(callsTo(fetchMock, 'POST /api/corporate-partnership')).toHaveLength(0);
  });

  it("submitting: the button reads 'Submitting Inquiry...' and is disabled", async () => {
    await expectBusyWhileSending({
      route: 'POST /api/corporate-partnership',
      setup,
      fillRequired,
      created,
      busy: 'Submitting Inquiry...',
      idle: 'Submit Inquiry',
    });
  });

  it("success: sends contract details with the interests and the additional information, shows the 'Success!' toast and resets", async () => {
    const fetchMock = mockFetch({ 'POST /api/corporate-partnership': created });
    const form = setup();
    await fillRequired(form);
    await form.user.selectOptions(form.partnershipType(), 'strategic');
    await form.user.selectOptions(form.employees(), '1001-5000');
    await form.user.selectOptions(form.timeline(), '3-6-months');
    await form.user.selectOptions(form.budget(), '50k-100k');
    const group = within(form.interests());
    await form.user.click(group.getByRole('checkbox', { name: 'CSR Initiatives' }));
    await form.user.click(group.getByRole('checkbox', { name: 'Leadership Development' }));
    await form.user.click(group.getByRole('checkbox', { name: 'Mental Health Programs' }));
    await form.user.click(group.getByRole('checkbox', { name: 'Mental Health Programs' }));
    await fill(
      form.user,
      form.additionalInfo(),
      'Three sites, 2,400 people; ERGs launched in 2024.',
    );
    await form.user.click(form.submit());

    await expectSuccessToast(
      form,
      'Your partnership inquiry has been submitted. Our team will contact you within 48 hours.',
    );
    expect(bodiesSent(fetchMock, 'POST /api/corporate-partnership')).toEqual([
      {
        companyName: 'Northwind Logistics',
        contactName: 'Mary Jackson',
        email: 'mary@northwind.example',
        partnershipType: 'strategic',
        contractDetails: {
          interests: ['Leadership Development', 'CSR Initiatives'],
          employeeCount: '1001-5000',
          timeline: '3-6-months',
          budget: '50k-100k',
          additionalInfo: 'Three sites, 2,400 people; ERGs launched in 2024.',
        },
      },
    ]);
    await sendAnother(form);
    await waitFor(() => expect(form.companyName()).toHaveValue(''));
    expect(form.partnershipType()).toHaveValue('client');
    expect(form.employees()).toHaveValue('');
    expect(form.timeline()).toHaveValue('');
    expect(form.budget()).toHaveValue('');
    expect(form.additionalInfo()).toHaveValue('');
    expect(within(form.interests()).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('sends only the interests list in contract details when nothing else is chosen (no honeypot)', async () => {
    const fetchMock = mockFetch({ 'POST /api/corporate-partnership': created });
    const form = setup();
    await submitFilled(form, fillRequired);
    await within(form.region).findByText('Success!');
    expect(bodiesSent(fetchMock, 'POST /api/corporate-partnership')).toEqual([
      {
        companyName: 'Northwind Logistics',
        contactName: 'Mary Jackson',
        email: 'mary@northwind.example',
        partnershipType: 'client',
        contractDetails: { interests: [] },
      },
    ]);
  });

  it('starts with the given partnership type, and a choice from the page selects a level and focuses the field', async () => {
    mockFetch();
    function Page() {
      const [choice, setChoice] = useState<PartnershipFormProps['choice']>();
      const choose = (type: PartnershipType) => setChoice({ type });
      return (
        <>
          <button type="button" onClick={() => choose('strategic')}>
            Choose Strategic Partner
          </button>
          <PartnershipForm initialPartnershipType="sponsor" choice={choice} />
        </>
      );
    }
    const form = setup(<Page />);
    expect(form.partnershipType()).toHaveValue('sponsor');
    await form.user.click(screen.getByRole('button', { name: 'Choose Strategic Partner' }));
    await waitFor(() => expect(form.partnershipType()).toHaveValue('strategic'));
    expect(form.partnershipType()).toHaveFocus();
  });

  it("error: the server's message in an 'Error' toast, nested field errors on their fields, values kept", async () => {
    mockFetch({
      'POST /api/corporate-partnership': apiError(400, 'Budget must be one of the listed ranges.', {
        'contractDetails.budget': 'Budget must be one of the listed ranges.',
      }),
    });
    const form = setup();
    await fillRequired(form);
    await form.user.selectOptions(form.budget(), 'discuss');
    await form.user.click(form.submit());
    await expectErrorToast(form, 'Budget must be one of the listed ranges.');
    expect(form.budget()).toHaveAttribute('aria-invalid', 'true');
    expect(form.budget()).toHaveAccessibleDescription('Budget must be one of the listed ranges.');
    await waitFor(() => expect(form.budget()).toHaveFocus());
    expect(form.companyName()).toHaveValue('Northwind Logistics');
    expect(form.budget()).toHaveValue('discuss');
  });

  it("error without a message: 'Failed to submit partnership inquiry'", async () => {
    mockFetch({ 'POST /api/corporate-partnership': { status: 500 } });
    const form = setup();
    await submitFilled(form, fillRequired);
    await expectErrorToast(form, 'Failed to submit partnership inquiry');
  });
});
