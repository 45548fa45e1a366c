import { useState } from 'react';
import type { InboxFilters } from '../../../api/admin/inboxQuery';
import { useToast } from '../../../components/toast/useToast';

/**
 * An inbox's Export CSV: downloads every inquiry matching the filters (`download` answers the
 * saved file's name) and says how it went in a toast. `what` names the rows: 'speaking requests'.
 */
export function useInboxExport(download: (filters: InboxFilters) => Promise<string>, what: string) {
  const { toast, toastFailure } = useToast();
  const [exporting, setExporting] = useState(false);
  const run = async (filters: InboxFilters) => {
    setExporting(true);
    try {
      const name = await download(filters);
      toast({ title: 'Export Complete', description: `The ${what} are saved as ${name}.` });
    } catch (error) {
      toastFailure(error, 'Export Failed', `Failed to export the ${what}.`);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
