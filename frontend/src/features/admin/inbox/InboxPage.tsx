import type { InquiryKind } from '@bb/shared/admin';
import { formatCount } from '@bb/shared/options';
import Button from '@mui/material/Button';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  downloadInquiriesExport,
  useGetInboxQuery,
  useGetInquiryQuery,
  useReplyToInquiryMutation,
} from '../../../api/admin/inquiries';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { PageHeading } from '../../../components/page/PageHeading';
import { InquiryCounts } from './InquiryCounts';
import { InquiryDetailsDialog } from './InquiryDetailsDialog';
import { InquiryFilterBar } from '../shared/InquiryFilterBar';
import { InquiryCard, InquiryList } from '../shared/InquiryList';
import { TriageBadges, triageFilters, triageFilterValues } from './InquiryTriage';
import { useInboxListState } from './inboxListState';
import { useInboxExport } from './useInboxExport';
import { InboxCardFacts, InboxDetails, InboxStatusChip, SenderCountChip } from './InboxFields';
import type { InboxFilterView, InboxItem, InboxKindView } from './InboxKindView';
import { contactMessagesView } from './kinds/contactMessages';
import { partnershipsView } from './kinds/partnerships';
import { speakingRequestsView } from './kinds/speakingRequests';
import { useInboxStatusChange } from './useInboxStatusChange';

// An inquiry inbox (/admin/bookings, /admin/partnerships, /admin/messages), drawn from its kind's
// description (kinds/): the filter bar, the count cards, the list of cards and the details dialog
// with each inquiry's thread and a reply. Searched, filtered and paged on the server; the search,
// the filters, the page, its size and the open inquiry are in the URL (?q=, ?status=, ?type=,
// ?page=, ?pageSize=, ?id=).

/** The URL's value when it is one of the filter's choices, else '' (no filter). */
const chosen = (filter: InboxFilterView | undefined, value: string) =>
  filter?.options.some((option) => option.value === value) ? value : '';

export function Inbox<Item extends InboxItem<S>, S extends string>({
  view,
}: {
  view: InboxKindView<Item, S>;
}) {
  const { kind } = view;
  const [params, update] = useInboxListState();
  const status = chosen(view.statusFilter, params.status);
  const type = chosen(view.typeFilter, params.type);
  const filters = {
    search: params.q,
    status: status || view.statusFilter.defaultView,
    type: type || undefined,
    ...triageFilterValues(params),
  };
  // Read again at every page, filter or search the person moves to (and when they come back to the
  // inbox), even when kept from before: a change made in place (a message opened, so read) leaves
  // the list shown as it was, and the next list shown is the server's order.
  const list = useGetInboxQuery(
    { kind, ...filters, page: params.page, pageSize: params.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const exporter = useInboxExport(
    (current) => downloadInquiriesExport(kind, current),
    view.list.exportNoun,
  );
  const detail = useGetInquiryQuery({ kind, id: params.id }, { skip: !params.id });
  const [reply] = useReplyToInquiryMutation();

  // The answers hold this kind's items (the endpoints serve every kind).
  const items = list.data?.items as Item[] | undefined;
  const details =
    detail.data?.id === params.id ? (detail.data as Item & typeof detail.data) : undefined;
  const counts = list.data?.counts;
  const open = details ?? items?.find((item) => item.id === params.id);
  const statusChange = useInboxStatusChange(view, { id: params.id, item: open });

  const clearFilters = () => update({ q: '', status: '', type: '', assignee: '', spam: '' });

  return (
    <>
      <PrivatePageMeta title={view.title} description={view.description} />
      <PageHeading title={view.title} subtitle={view.subtitle} />
      <InquiryFilterBar
        label={view.search.label}
        placeholder={view.search.placeholder}
        search={params.q}
        onSearch={(q) => update({ q })}
        filters={[
          { ...view.statusFilter, value: status, onChange: (value) => update({ status: value }) },
          ...(view.typeFilter
            ? [
                {
                  ...view.typeFilter,
                  value: type,
                  onChange: (value: string) => update({ type: value }),
                },
              ]
            : []),
          ...triageFilters(params, update),
        ]}
        onClear={clearFilters}
        onExport={() => void exporter.run(filters)}
        exporting={exporter.exporting}
      />
      <InquiryCounts
        loading={list.isLoading}
        counts={view.counts.map(({ label, icon, count }) => ({
          label,
          icon,
          value: (count === 'total' ? counts?.total : counts?.byStatus[count]) ?? 0,
        }))}
      />
      <InquiryList
        heading={`${view.list.heading} (${formatCount(list.data?.total ?? 0)})`}
        loading={list.isLoading}
        fetching={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        what={view.list.what}
        total={counts?.total ?? 0}
        shown={list.data?.total ?? 0}
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          noun: view.list.noun,
          label: view.list.pagesLabel,
          onPageChange: (page) => update({ page }),
          onPageSizeChange: (pageSize) => update({ pageSize }),
        }}
        emptyTitle={view.list.emptyTitle}
        noMatchTitle={view.list.noMatchTitle}
        emptyIcon={view.list.emptyIcon}
        onClearFilters={clearFilters}
      >
        {(items ?? []).map((item) => (
          <InquiryCard
            key={item.id}
            emphasised={view.card.emphasised?.(item)}
            heading={view.card.heading(item)}
            subheading={view.card.subheading(item)}
            badge={
              <TriageBadges
                item={item}
                status={
                  <>
                    <InboxStatusChip view={view} status={item.status} />
                    <SenderCountChip count={item.fromSender} />
                  </>
                }
              />
            }
            facts={<InboxCardFacts view={view} item={item} />}
            actions={
              <>
                <Button
                  variant="outlined"
                  startIcon={<VisibilityOutlinedIcon />}
                  onClick={() => update({ id: item.id })}
                  aria-label={`View ${view.card.about(item)}`}
                >
                  View
                </Button>
                {statusChange.cardControl(item)}
              </>
            }
          >
            {view.card.body?.(item)}
          </InquiryCard>
        ))}
      </InquiryList>
      <InquiryDetailsDialog
        kind={kind}
        id={params.id}
        onClose={() => update({ id: '' })}
        title={view.details.title}
        item={open}
        detail={{
          thread: details?.thread,
          isError: detail.isError,
          error: detail.error,
          refetch: detail.refetch,
        }}
        what={view.details.what}
        renderDetails={(item) => <InboxDetails view={view} item={item} />}
        recipientName={view.details.recipientName}
        onReply={(item, message) => reply({ kind, id: item.id, message }).unwrap()}
        actions={statusChange.dialogActions}
      />
      {statusChange.dialog}
    </>
  );
}

/** The inbox of one kind of inquiry (the admin routes give the kind, and a key per kind). */
export default function InboxPage({ kind }: { kind: InquiryKind }) {
  switch (kind) {
    case 'speaking-request':
      return <Inbox view={speakingRequestsView} />;
    case 'corporate-partnership':
      return <Inbox view={partnershipsView} />;
    case 'contact-message':
      return <Inbox view={contactMessagesView} />;
  }
}
