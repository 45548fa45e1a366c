import type { AdminNotification } from '@bb/shared/admin';
import type { BellItem } from '../../components/layout/NotificationListBell';

/** What a review item of the bell says before the server's detail. */
export const BELL_REVIEW_TEXT = 'Waiting for your review';

/**
 * One item of the admin bell's list: an inquiry as the server words it; a draft waiting for review
 * says so ('Waiting for your review · Submitted by sam'), and links to the draft.
 */
export function bellItem(item: AdminNotification): BellItem {
  const review = item.kind === 'review';
  return {
    id: `${item.kind}:${item.id}`,
    title: item.title,
    detail: review ? [BELL_REVIEW_TEXT, item.detail].filter(Boolean).join(' · ') : item.detail,
    to: item.path,
    createdAt: item.createdAt,
  };
}
