import { useMemo, useState } from 'react';

/**
 * Which items of a list are selected (spec: delete requires selecting first). Ids no longer in the
 * list (deleted elsewhere, or on a page not loaded) drop out of the selection by themselves.
 */
export function useSelection(ids: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const present = useMemo(() => ids.filter((id) => chosen.has(id)), [ids, chosen]);
  const all = ids.length > 0 && present.length === ids.length;
  return {
    ids: present,
    size: present.length,
    all,
    some: present.length > 0 && !all,
    /** Nothing listed: nothing to select. */
    empty: ids.length === 0,
    has: (id: string) => chosen.has(id),
    toggle: (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setChosen(all ? new Set() : new Set(ids)),
    clear: () => setChosen(new Set()),
  };
}
