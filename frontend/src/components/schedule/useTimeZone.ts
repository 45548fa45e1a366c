import { DEFAULT_TIME_ZONE, isTimeZone } from '@bb/shared/schedule';
import { useGetAdminSettingsQuery } from '../../api/admin/settings';
import { useGetScheduledQuery } from '../../api/admin/stats';
import { useStaffAccess } from '../auth/staffAccess';

/** The dashboard's Scheduled card's query, whose answer also names the organisation's time zone. */
export const SCHEDULED_PREVIEW = { page: 1, pageSize: 5 } as const;

/**
 * The organisation's time zone (Settings → Time zone), in which the admin panel shows and takes
 * every scheduled time; DEFAULT_TIME_ZONE while the settings load, or when they cannot be read or
 * name a zone this browser does not know. Staff who may not read the settings (a contributor, the
 * newsletter's writer) take it from the list of what is scheduled, which every staff member reads.
 */
export function useOrganisationTimeZone(): string {
  const { can } = useStaffAccess();
  const readsSettings = can(['settings', 'site-details']);
  const { data: settings } = useGetAdminSettingsQuery(undefined, { skip: !readsSettings });
  const { data: scheduled } = useGetScheduledQuery(SCHEDULED_PREVIEW, { skip: readsSettings });
  const zone = readsSettings ? settings?.timeZone : scheduled?.timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
