/**
 * The lists with a change on its way to the server (offline-changes.ts sendChanges), and how to wait
 * for it. A read of such a list waits until the change has left the waiting ones and its answer is in
 * the cache: read meanwhile, the server's list already held an added item while the waiting copy was
 * still shown, and the list showed it twice until the change settled (a journey saw it when the hub's
 * BasketChanged, or the page opening, read the list between the server's write and its answer).
 */
const sending = new Map<string, Promise<void>>();

/** Resolves once no change of this list is on its way (at once when none is). */
export const changesSettled = (basketId: string): Promise<void> => sending.get(basketId) ?? Promise.resolve();

/** Marks a change of a list on its way while `work` runs (sent, answered and settled). */
export async function whileSending<T>(basketId: string, work: () => Promise<T>): Promise<T> {
  let done = () => {};
  sending.set(basketId, new Promise<void>((resolve) => (done = resolve)));
  try {
    return await work();
  } finally {
    sending.delete(basketId);
    done();
  }
}
