import { DEFAULT_TIME_ZONE, isTimeZone } from '@bb/shared/schedule';
import { useGetAdminSettingsQuery } from '../../api/admin/settings';

/**
 * The organisation's time zone (Settings → Time zone), in which the admin panel shows and takes
 * every scheduled time; DEFAULT_TIME_ZONE while the settings load, or when they cannot be read or
 * name a zone this browser does not know.
 */
export function useOrganisationTimeZone(): string {
  const { data } = useGetAdminSettingsQuery();
  const zone = data?.timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
