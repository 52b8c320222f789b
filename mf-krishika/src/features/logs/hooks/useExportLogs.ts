import { useCallback, useState } from 'react';
import { toast } from 'shared-ui';
import { useKrishikaClient } from '../../../lib/clientContext';
import { downloadBlob } from 'shared-api';
import { describeError } from '../../../lib/krishikaClient';
import { EXPORT_FAILED, EXPORT_FAILED_DESCRIPTION, EXPORT_SUCCESSFUL } from '../../../lib/messages';
import { exportLogsCsv } from '../api/logs';
import { useSignInRequired } from '../../../lib/signIn';

/** 'Export CSV' (docs/product.md#logs): GET /export_csv saved as krishika-logs-YYYY-MM-DD.csv. */
export function useExportLogs({ save = downloadBlob }: { save?: (blob: Blob, name: string) => void } = {}) {
  const client = useKrishikaClient();
  const signInRequired = useSignInRequired();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportLogsCsv(client);
      save(blob, fileName);
      toast.success(EXPORT_SUCCESSFUL);
    } catch (error) {
      if (signInRequired(error)) return;
      console.error('Export failed:', describeError(error));
      toast.error(EXPORT_FAILED, { description: EXPORT_FAILED_DESCRIPTION });
    } finally {
      setExporting(false);
    }
  }, [client, save, signInRequired]);

  return { exporting, exportCsv };
}
