import type { AdminPartnership } from '@bb/shared/admin';
import {
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_TYPE_LABELS,
  type PartnershipStatus,
} from '@bb/shared/partnerships';
import { labelOf } from '@bb/shared/options';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { PARTNERSHIP_STATUS_TONES } from '../../../../components/status/statusTones';
import { statusesOf, statusFilterOf } from './statuses';
import type { InboxKindView } from '../InboxKindView';
import { ContractDetails } from './ContractDetails';

// /admin/partnerships: the corporate partnership inquiries (spec 001, "Admin corporate
// partnerships").

const STATUSES = statusesOf(
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_STATUS_TONES,
);
const typeLabel = (code: string) => labelOf(PARTNERSHIP_TYPE_LABELS, code);

export const partnershipsView: InboxKindView<AdminPartnership, PartnershipStatus> = {
  kind: 'corporate-partnership',
  title: 'Corporate Partnerships',
  description: 'Corporate partnership inquiries: their status, details and replies.',
  subtitle: 'Review partnership inquiries, track their progress and reply.',
  search: { label: 'Search partnerships', placeholder: 'Company, contact, or type...' },
  statuses: STATUSES,
  statusFilter: statusFilterOf(STATUSES),
  counts: [
    { label: 'Total Partnerships', icon: <HandshakeOutlinedIcon />, count: 'total' },
    { label: 'Active', icon: <VerifiedOutlinedIcon />, count: 'active' },
    { label: 'In Discussion', icon: <ForumOutlinedIcon />, count: 'in-discussion' },
    { label: 'New Inquiries', icon: <FiberNewOutlinedIcon />, count: 'new' },
  ],
  list: {
    heading: 'Partnerships',
    what: 'the partnerships',
    noun: 'partnerships',
    pagesLabel: 'Partnerships pages',
    emptyTitle: 'No partnerships yet',
    noMatchTitle: 'No partnerships match your search criteria',
    emptyIcon: <HandshakeOutlinedIcon />,
    exportNoun: 'partnerships',
  },
  card: {
    about: (partnership) => `the inquiry from ${partnership.companyName}`,
    heading: (partnership) => partnership.companyName,
    subheading: (partnership) => typeLabel(partnership.partnershipType),
    facts: [
      {
        icon: <PersonOutlinedIcon />,
        label: 'Contact',
        value: (partnership) => partnership.contactName,
      },
      'email',
      'assignee',
      'received',
    ],
  },
  details: {
    title: 'Partnership Details',
    what: 'this partnership inquiry',
    recipientName: (partnership) => partnership.contactName,
    rows: [
      { label: 'Company', value: (partnership) => partnership.companyName },
      { label: 'Partnership Type', value: (partnership) => typeLabel(partnership.partnershipType) },
      'status',
      { label: 'Contact Person', value: (partnership) => partnership.contactName },
      'email',
      'received',
      {
        label: 'Contract Details',
        wide: true,
        value: (partnership) => <ContractDetails details={partnership.contractDetails} />,
      },
    ],
  },
  statusChange: {
    notice: true,
    subject: (partnership) => `the partnership inquiry of ${partnership.companyName}`,
    updated: 'Partnership status has been updated successfully.',
  },
};
