import { fillPlaceholders } from '@bb/shared/pages/placeholders';
import { useSiteDetails } from '../../api/settings';

/** A page text with its `{name}`-style placeholders filled with the current organisation details. */
export function useFill(): (text: string) => string {
  const site = useSiteDetails();
  return (text: string) => fillPlaceholders(text, site);
}
