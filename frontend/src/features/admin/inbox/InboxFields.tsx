import { formatCount, labelOf } from '@bb/shared/options';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { StatusChip } from '../../../components/status/StatusChip';
import { Detail, DetailList } from '../../../components/page/DetailList';
import { InquiryFact } from '../shared/InquiryList';
import { AssigneeFact } from './InquiryTriage';
import { DateTime, RelativeTime } from '../shared/InquiryTime';
import { SenderEmail } from './SenderEmail';
import type { InboxItem, InboxKindView } from './InboxKindView';

// An inbox item's fields as its kind lists them: the card's facts and the details dialog's rows.

type View<S extends string> = Pick<InboxKindView<InboxItem<S>, S>, 'statuses'>;

/** The item's status as a coloured chip ('Pending'). */
export function InboxStatusChip<S extends string>({ view, status }: { view: View<S>; status: S }) {
  return (
    <StatusChip
      label={labelOf(view.statuses.labels, status)}
      tone={view.statuses.tones[status] ?? 'gray'}
    />
  );
}

/** '2 from this sender': how many of this kind the sender's address has sent, when more than one. */
export function senderCountText(count: number): string | null {
  return count > 1 ? `${formatCount(count)} from this sender` : null;
}

/** A card's mark of a sender who sent more than one (archived and spam ones counted too). */
export function SenderCountChip({ count }: { count: number }) {
  const text = senderCountText(count);
  return text ? <StatusChip label={text} tone="primary" /> : null;
}

/** A card's facts, in the kind's order. */
export function InboxCardFacts<Item extends InboxItem<S>, S extends string>({
  view,
  item,
}: {
  view: InboxKindView<Item, S>;
  item: Item;
}) {
  return view.card.facts.map((fact) => {
    switch (fact) {
      case 'email':
        return (
          <InquiryFact key={fact} icon={<MailOutlinedIcon />} label="Email">
            {item.email}
          </InquiryFact>
        );
      case 'assignee':
        return <AssigneeFact key={fact} item={item} />;
      case 'received':
        return (
          <InquiryFact key={fact} icon={<ScheduleIcon />} label="Received">
            <RelativeTime iso={item.createdAt} />
          </InquiryFact>
        );
      default:
        return (
          <InquiryFact key={fact.label} icon={fact.icon} label={fact.label}>
            {fact.value(item)}
          </InquiryFact>
        );
    }
  });
}

/** The details dialog's fields, in the kind's order, then its other sections. */
export function InboxDetails<Item extends InboxItem<S>, S extends string>({
  view,
  item,
}: {
  view: InboxKindView<Item, S>;
  item: Item;
}) {
  const rows = view.details.rows.map((row) => {
    switch (row) {
      case 'email':
        return (
          <Detail key={row} label="Email">
            <SenderEmail email={item.email} />
          </Detail>
        );
      case 'status':
        return (
          <Detail key={row} label="Status">
            <InboxStatusChip view={view} status={item.status} />
          </Detail>
        );
      case 'received':
        return (
          <Detail key={row} label="Received">
            <DateTime iso={item.createdAt} />
          </Detail>
        );
      default:
        if (row.shown && !row.shown(item)) return null;
        return (
          <Detail key={row.label} label={row.label} wide={row.wide}>
            {row.value(item)}
          </Detail>
        );
    }
  });
  return (
    <>
      <DetailList>{rows}</DetailList>
      {view.details.more?.(item)}
    </>
  );
}
