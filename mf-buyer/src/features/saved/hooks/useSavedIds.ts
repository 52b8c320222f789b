import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useMarketplaceClient } from 'shared-api';
import { toast } from 'shared-ui';
import type { SupplierCardData as SupplierCard } from '../../suppliers';
import { listSaved, saveSupplier, unsaveSupplier } from '../api/saved';

export interface SavedIds {
  /** Suppliers the buyer has saved (empty until loaded, or when it could not be loaded). */
  ids: ReadonlySet<string>;
  /** Suppliers whose save or unsave is on its way. */
  pending: ReadonlySet<string>;
  toggle: (supplier: SupplierCard) => Promise<void>;
}

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((item) => item !== id));

/**
 * Which suppliers the signed-in buyer has saved, and Save / Unsave for one. A list that failed to load
 * shows every supplier as not saved: saving again is harmless (the api keeps one).
 */
export function useSavedIds(enabled: boolean): SavedIds {
  const client = useMarketplaceClient();
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listSaved(client, controller.signal).then(
      (saved) => {
        if (!controller.signal.aborted) setIds(new Set(saved.map((item) => item.supplier.id)));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, enabled]);

  const toggle = useCallback(
    async (supplier: SupplierCard) => {
      const wasSaved = ids.has(supplier.id);
      setPending((previous) => new Set(previous).add(supplier.id));
      try {
        if (wasSaved) {
          await unsaveSupplier(client, supplier.id);
          setIds((previous) => without(previous, supplier.id));
          toast.success('Removed from Saved Suppliers', { description: supplier.businessName });
        } else {
          await saveSupplier(client, supplier.id);
          setIds((previous) => new Set(previous).add(supplier.id));
          toast.success('Saved', { description: `${supplier.businessName} is in your Saved Suppliers.` });
        }
      } catch (error) {
        toast.error(wasSaved ? "Couldn't remove the supplier" : "Couldn't save the supplier", {
          description: errorMessage(error),
        });
      } finally {
        setPending((previous) => without(previous, supplier.id));
      }
    },
    [client, ids],
  );

  return { ids, pending, toggle };
}
