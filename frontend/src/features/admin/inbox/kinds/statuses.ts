import { optionsOf } from '@bb/shared/options';
import type { StatusTone } from '../../../../components/status/statusTones';
import { ARCHIVED_OPTION } from '../InquiryTriage';
import type { InboxFilterView, InboxStatusesView } from '../InboxKindView';

/** A kind's statuses in their order, with their labels, chip tones and choices. */
export function statusesOf<S extends string>(
  codes: readonly S[],
  labels: Readonly<Record<S, string>>,
  tones: Readonly<Record<S, StatusTone>>,
): InboxStatusesView<S> {
  return { labels, tones, options: optionsOf(codes, labels) };
}

/** The status filter of a kind that lists every status by default: one status, or the archived. */
export function statusFilterOf(statuses: InboxStatusesView<string>): InboxFilterView {
  return {
    label: 'Status',
    allLabel: 'All Status',
    options: [...statuses.options, ARCHIVED_OPTION],
  };
}
