import type { AdminPartnership } from '@bb/shared/admin';
import {
  contractDetailLines,
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_TYPE_LABELS,
  type PartnershipStatus,
} from '@bb/shared/partnerships';
import { formatCount, isOneOf, labelOf, optionsOf } from '@bb/shared/options';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  downloadInquiriesExport,
  useGetInboxQuery,
  useGetInquiryQuery,
  usePreviewInquiryStatusMutation,
  useReplyToInquiryMutation,
  useUpdateInquiryStatusMutation,
} from '../../../api/admin/inquiries';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { PageHeading } from '../../../components/page/PageHeading';
import { StatusChip } from '../../../components/status/StatusChip';
import { PARTNERSHIP_STATUS_TONES } from '../../../components/status/statusTones';
import { Detail, DetailList } from '../shared/DetailList';
import { InquiryCounts } from '../shared/InquiryCounts';
import { InquiryDetailsDialog } from '../shared/InquiryDetailsDialog';
import { InquiryFilterBar } from '../shared/InquiryFilterBar';
import { InquiryCard, InquiryFact, InquiryList } from '../shared/InquiryList';
import {
  ARCHIVED_OPTION,
  AssigneeFact,
  TriageBadges,
  triageFilters,
  triageFilterValues,
} from '../shared/InquiryTriage';
import { InquiryStatusSelect } from '../shared/InquiryStatusSelect';
import { DateTime, RelativeTime } from '../shared/InquiryTime';
import { useInboxListState } from '../shared/inboxListState';
import { useInboxExport } from '../shared/useInboxExport';
import { useStatusChangeDialog } from '../shared/useStatusChangeDialog';
import { SenderEmail } from '../shared/SenderEmail';

// /admin/partnerships: the corporate partnership inquiries (spec 001, "Admin corporate
// partnerships"), with each one's thread and a reply in its details dialog. Searched, filtered and
// paged on the server; the search, status filter, page, page size and the open inquiry are in the
// URL (?q=, ?status=, ?page=, ?pageSize=, ?id=).

const KIND = 'corporate-partnership';
const STATUS_OPTIONS = optionsOf(PARTNERSHIP_STATUSES, PARTNERSHIP_STATUS_LABELS);
export const STATUS_UPDATED = 'Partnership status has been updated successfully.';

const typeLabel = (code: string) => labelOf(PARTNERSHIP_TYPE_LABELS, code);
const statusLabel = (status: PartnershipStatus) => labelOf(PARTNERSHIP_STATUS_LABELS, status);

function StatusBadge({ status }: { status: PartnershipStatus }) {
  return (
    <StatusChip label={statusLabel(status)} tone={PARTNERSHIP_STATUS_TONES[status] ?? 'gray'} />
  );
}

/** The contract details as indented JSON, or null when there are none. */
export function contractDetailsJson(details: AdminPartnership['contractDetails']): string | null {
  if (!details || typeof details !== 'object' || Object.keys(details).length === 0) return null;
  return JSON.stringify(details, null, 2);
}

function PartnershipDetails({ partnership }: { partnership: AdminPartnership }) {
  const json = contractDetailsJson(partnership.contractDetails);
  return (
    <DetailList>
      <Detail label="Company">{partnership.companyName}</Detail>
      <Detail label="Partnership Type">{typeLabel(partnership.partnershipType)}</Detail>
      <Detail label="Status">
        <StatusBadge status={partnership.status} />
      </Detail>
      <Detail label="Contact Person">{partnership.contactName}</Detail>
      <Detail label="Email">
        <SenderEmail email={partnership.email} />
      </Detail>
      <Detail label="Received">
        <DateTime iso={partnership.createdAt} />
      </Detail>
      <Detail label="Contract Details" wide>
        {json === null ? (
          'No contract details available.'
        ) : (
          <>
            {/* The answers in words, as the e-mails give them, then the spec's formatted JSON. */}
            <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
              {contractDetailLines(partnership.contractDetails).map(({ label, value }) => (
                <Box key={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  <Box component="dt" sx={{ fontWeight: 700 }}>
                    {label}:
                  </Box>
                  <Box
                    component="dd"
                    sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box
              component="pre"
              sx={{
                m: 0,
                mt: 0.5,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'monospace',
                fontSize: '0.875rem',
                lineHeight: 1.6,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {json}
            </Box>
          </>
        )}
      </Detail>
    </DetailList>
  );
}

export default function AdminPartnershipsPage() {
  const [params, update] = useInboxListState();
  const status =
    isOneOf(PARTNERSHIP_STATUSES, params.status) || params.status === ARCHIVED_OPTION.value
      ? params.status
      : '';
  const filters = {
    search: params.q,
    status: status || undefined,
    ...triageFilterValues(params),
  };
  const list = useGetInboxQuery({
    kind: KIND,
    ...filters,
    page: params.page,
    pageSize: params.pageSize,
  });
  const exporter = useInboxExport((f) => downloadInquiriesExport(KIND, f), 'partnerships');
  const detail = useGetInquiryQuery({ kind: KIND, id: params.id }, { skip: !params.id });
  const [updateStatus] = useUpdateInquiryStatusMutation();
  const [previewStatus] = usePreviewInquiryStatusMutation();
  const [reply] = useReplyToInquiryMutation();
  const statusChange = useStatusChangeDialog<PartnershipStatus>({
    preview: (args) => previewStatus({ kind: KIND, ...args }).unwrap(),
    update: (args) => updateStatus({ kind: KIND, ...args }),
    success: { title: 'Status Updated', description: STATUS_UPDATED },
  });

  const partnerships = list.data?.items as AdminPartnership[] | undefined;
  const counts = list.data?.counts;
  const open =
    (detail.data?.id === params.id ? (detail.data as AdminPartnership) : undefined) ??
    partnerships?.find((p) => p.id === params.id);

  const changeStatus = (partnership: AdminPartnership, next: PartnershipStatus) =>
    statusChange.ask({
      id: partnership.id,
      subject: `the partnership inquiry of ${partnership.companyName}`,
      fromLabel: statusLabel(partnership.status),
      toLabel: statusLabel(next),
      status: next,
    });
  const clearFilters = () => update({ q: '', status: '', assignee: '', spam: '' });

  return (
    <>
      <PrivatePageMeta
        title="Corporate Partnerships"
        description="Corporate partnership inquiries: their status, details and replies."
      />
      <PageHeading
        title="Corporate Partnerships"
        subtitle="Review partnership inquiries, track their progress and reply."
      />
      <InquiryFilterBar
        label="Search partnerships"
        placeholder="Company, contact, or type..."
        search={params.q}
        onSearch={(q) => update({ q })}
        filters={[
          {
            label: 'Status',
            value: status,
            allLabel: 'All Status',
            options: [...STATUS_OPTIONS, ARCHIVED_OPTION],
            onChange: (value) => update({ status: value }),
          },
          ...triageFilters(params, update),
        ]}
        onClear={clearFilters}
        onExport={() => void exporter.run(filters)}
        exporting={exporter.exporting}
      />
      <InquiryCounts
        loading={list.isLoading}
        counts={[
          {
            label: 'Total Partnerships',
            value: counts?.total ?? 0,
            icon: <HandshakeOutlinedIcon />,
          },
          {
            label: 'Active',
            value: counts?.byStatus.active ?? 0,
            icon: <VerifiedOutlinedIcon />,
          },
          {
            label: 'In Discussion',
            value: counts?.byStatus['in-discussion'] ?? 0,
            icon: <ForumOutlinedIcon />,
          },
          {
            label: 'New Inquiries',
            value: counts?.byStatus.new ?? 0,
            icon: <FiberNewOutlinedIcon />,
          },
        ]}
      />
      <InquiryList
        heading={`Partnerships (${formatCount(list.data?.total ?? 0)})`}
        loading={list.isLoading}
        fetching={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        what="the partnerships"
        total={counts?.total ?? 0}
        shown={list.data?.total ?? 0}
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          noun: 'partnerships',
          label: 'Partnerships pages',
          onPageChange: (page) => update({ page }),
          onPageSizeChange: (pageSize) => update({ pageSize }),
        }}
        emptyTitle="No partnerships yet"
        noMatchTitle="No partnerships match your search criteria"
        emptyIcon={<HandshakeOutlinedIcon />}
        onClearFilters={clearFilters}
      >
        {(partnerships ?? []).map((partnership) => (
          <InquiryCard
            key={partnership.id}
            heading={partnership.companyName}
            subheading={typeLabel(partnership.partnershipType)}
            badge={
              <TriageBadges
                item={partnership}
                status={<StatusBadge status={partnership.status} />}
              />
            }
            facts={
              <>
                <InquiryFact icon={<PersonOutlinedIcon />} label="Contact">
                  {partnership.contactName}
                </InquiryFact>
                <InquiryFact icon={<MailOutlinedIcon />} label="Email">
                  {partnership.email}
                </InquiryFact>
                <AssigneeFact item={partnership} />
                <InquiryFact icon={<ScheduleIcon />} label="Received">
                  <RelativeTime iso={partnership.createdAt} />
                </InquiryFact>
              </>
            }
            actions={
              <>
                <Button
                  variant="outlined"
                  startIcon={<VisibilityOutlinedIcon />}
                  onClick={() => update({ id: partnership.id })}
                  aria-label={`View the inquiry from ${partnership.companyName}`}
                >
                  View
                </Button>
                <InquiryStatusSelect
                  label={`Status of the inquiry from ${partnership.companyName}`}
                  value={partnership.status}
                  options={STATUS_OPTIONS}
                  onChange={(next) => changeStatus(partnership, next)}
                />
              </>
            }
          />
        ))}
      </InquiryList>
      <InquiryDetailsDialog
        kind="corporate-partnership"
        id={params.id}
        onClose={() => update({ id: '' })}
        title="Partnership Details"
        item={open}
        detail={{
          thread: detail.data?.id === params.id ? detail.data.thread : undefined,
          isError: detail.isError,
          error: detail.error,
          refetch: detail.refetch,
        }}
        what="this partnership inquiry"
        renderDetails={(partnership) => <PartnershipDetails partnership={partnership} />}
        recipientName={(partnership) => partnership.contactName}
        onReply={(partnership, message) =>
          reply({ kind: KIND, id: partnership.id, message }).unwrap()
        }
      />
      {statusChange.dialog}
    </>
  );
}
