import { useState } from 'react';
import { toast } from 'shared-ui';
import { errorMessage } from './marketplaceClient';

/**
 * Sending a form: `busy` while the request runs; a failure becomes the form's message (`failure`,
 * shown as its alert or on its field) and a toast titled `failureTitle` with the same reason. What
 * was typed stays for another try. `setFailure` lets the form show its own checks the same way.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (action: () => Promise<void>, failureTitle: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast.error(failureTitle, { description: message });
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, send };
}
