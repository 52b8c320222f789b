import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage, useMarketplaceClient } from 'shared-api';
import { toast } from 'shared-ui';
import type { SupplierCardData as SupplierCard } from '../../suppliers';
import { savedKeys, savedQueries } from '../api/queries';
import { saveSupplier, unsaveSupplier } from '../api/saved';

export interface SavedIds {
  /** Suppliers the buyer has saved (empty until loaded, or when it could not be loaded). */
  ids: ReadonlySet<string>;
  /** Suppliers whose save or unsave is on its way. */
  pending: ReadonlySet<string>;
  toggle: (supplier: SupplierCard) => Promise<void>;
}

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((item) => item !== id));

/**
 * Which suppliers the signed-in buyer has saved (the saved-suppliers query, shared with Saved
 * Suppliers), and Save / Unsave for one. A list that failed to load shows every supplier as not
 * saved: saving again is harmless (the api keeps one).
 */
export function useSavedIds(enabled: boolean): SavedIds {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...savedQueries.list(client), enabled });
  // What this screen saved or unsaved, shown at once and kept over the list fetched again.
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const ids = useMemo(() => {
    const next = new Set(enabled ? (saved.data ?? []).map((item) => item.supplier.id) : []);
    for (const [id, isSaved] of changed)
      if (isSaved) next.add(id);
      else next.delete(id);
    return next;
  }, [enabled, saved.data, changed]);

  const toggle = useCallback(
    async (supplier: SupplierCard) => {
      const wasSaved = ids.has(supplier.id);
      setPending((previous) => new Set(previous).add(supplier.id));
      try {
        if (wasSaved) {
          await unsaveSupplier(client, supplier.id);
          setChanged((previous) => new Map(previous).set(supplier.id, false));
          toast.success('Removed from Saved Suppliers', { description: supplier.businessName });
        } else {
          await saveSupplier(client, supplier.id);
          setChanged((previous) => new Map(previous).set(supplier.id, true));
          toast.success('Saved', { description: `${supplier.businessName} is in your Saved Suppliers.` });
        }
        void queryClient.invalidateQueries({ queryKey: savedKeys.all });
      } catch (error) {
        toast.error(wasSaved ? "Couldn't remove the supplier" : "Couldn't save the supplier", {
          description: errorMessage(error),
        });
      } finally {
        setPending((previous) => without(previous, supplier.id));
      }
    },
    [client, ids, queryClient],
  );

  return { ids, pending, toggle };
}
