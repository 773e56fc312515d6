import { useSyncExternalStore } from 'react';
import { notifyManager } from '@tanstack/react-query';
import type { AddBasketItemBody, BasketDetail, BasketItem, DelBasketItemBody, UpdBasketNameBody } from '@chef/shared';
import { ApiError, apiPost } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { toastError } from '../../../lib/notify';
import { dropChange, queueChange, queuedChanges, replaceChange, type QueuedChange } from '../../../lib/offline-db';
import { queryClient } from '../../../lib/query-client';
import { getSession, subscribeSession } from '../../../lib/session';
import { refreshBaskets } from '../api/qry-basket';
import { basketDetailKey } from '../api/qry-basket-detail';
import { whileSending } from './sending';

/**
 * Changes to shopping lists that wait on this device (issue 31; docs/API.md "Offline and
 * installable"). Every change of a list page goes through here: kept in IndexedDB first (it survives a
 * reload and a closed browser), shown at once over the list as last seen (`withPending`), then sent in
 * the order made, now if the network is up, else when it returns or the app next starts. Each carries
 * its own changeId, so a change sent twice (an answer lost, two tabs sending) is applied once.
 * Each is one call that writes only what it changes (updBasketItem: the fields of one item;
 * addBasketItem, delBasketItem, updBasketName), never the whole list, so what others did meanwhile (a
 * tick on another device) stays. The conflict rule: a change to an item or list gone meanwhile is
 * dropped and the user told; two ticks of one item leave it ticked (a tick sets, it does not toggle).
 */
export interface ItemFields {
  name: string;
  value: number | null;
  unit: string | null;
  checked: boolean;
}

export type BasketOp =
  /** The fields of one item that changed (a tick sends `checked` alone); label: its name, to tell the user. */
  | { kind: 'item'; id: string; label: string; fields: Partial<ItemFields> }
  | { kind: 'add'; item: ItemFields }
  | { kind: 'remove'; id: string }
  | { kind: 'rename'; name: string };

export interface BasketChange {
  basketId: string;
  op: BasketOp;
}
type Pending = QueuedChange<BasketChange>;

/** An item not on the server yet (added offline) is shown under this id prefix and its change's id. */
const PENDING_ID = 'pending-';
export const isPendingItem = (id: string) => id.startsWith(PENDING_ID);

// ---- the waiting changes of the signed-in user, mirrored in memory for rendering ----

let pending: Pending[] = [];
let loadedFor: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
// Other tabs of this browser reload their mirror when one queues or sends (they share the store).
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('chef-basket-changes') : null;
channel?.addEventListener('message', () => void reload());

async function reload(): Promise<void> {
  const userId = getSession().userInfo?.id ?? null;
  loadedFor = userId;
  pending = userId ? await queuedChanges<BasketChange>(userId) : [];
  notify();
}
const changed = () => {
  notify();
  channel?.postMessage('changed');
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const snapshot = () => pending;

/** The waiting changes (all lists, or one), for the list page and the offline banner. */
export function usePendingChanges(basketId?: string): Pending[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return basketId === undefined ? all : all.filter((change) => change.data.basketId === basketId);
}

// ---- showing them ----

export type ShownItem = BasketItem & { pending?: boolean };
export type ShownBasket = Omit<BasketDetail, 'items'> & { items: ShownItem[]; namePending?: boolean };

/** The list as last seen with the waiting changes over it, each changed part marked pending. */
export function withPending(basket: BasketDetail, changes: readonly Pending[]): ShownBasket {
  const shown: ShownBasket = { ...basket };
  for (const { changeId, data } of changes) {
    const { op } = data;
    if (op.kind === 'rename') Object.assign(shown, { name: op.name, namePending: true });
    else if (op.kind === 'remove') shown.items = shown.items.filter((item) => item.id !== op.id);
    else if (op.kind === 'add') {
      shown.items = [...shown.items, { id: PENDING_ID + changeId, ...op.item, recipeIds: [], checkedBy: null, pending: true }];
    } else {
      shown.items = shown.items.map((item) => (item.id === op.id ? { ...item, ...op.fields, pending: true } : item));
    }
  }
  return shown;
}

// ---- making them ----

/**
 * Keeps a change and sends it when it can. A change to an item added offline (not on the server yet)
 * changes or removes that waiting addition instead.
 */
export async function makeChange(basketId: string, op: BasketOp): Promise<void> {
  const userId = getSession().userInfo?.id;
  if (!userId) return;
  if (loadedFor !== userId) await reload();
  if ((op.kind === 'item' || op.kind === 'remove') && isPendingItem(op.id)) {
    const addition = pending.find((change) => PENDING_ID + change.changeId === op.id);
    if (addition?.data.op.kind !== 'add') return;
    if (op.kind === 'remove') {
      await dropChange(addition.seq);
      pending = pending.filter((change) => change !== addition);
    } else {
      const next: Pending = { ...addition, data: { basketId, op: { kind: 'add', item: { ...addition.data.op.item, ...op.fields } } } };
      await replaceChange(next);
      pending = pending.map((change) => (change === addition ? next : change));
    }
    changed();
    return;
  }
  const change = await queueChange<BasketChange>({ userId, changeId: crypto.randomUUID(), data: { basketId, op } });
  pending = [...pending, change];
  changed();
  void sendChanges();
}

// ---- sending them ----

type Answer = (detail: BasketDetail | undefined) => BasketDetail | undefined;

/**
 * One change to the server: resolves, once applied (or answered as a repeat), with how the list as
 * last read is to change; rejects as the call does.
 */
async function send({ changeId, data: { basketId, op } }: Pending): Promise<Answer> {
  if (op.kind === 'item') {
    const item = await apiPost<BasketItem>('/api/basket/updBasketItem', { basketId, id: op.id, ...op.fields, changeId });
    return (detail) => detail && { ...detail, items: detail.items.map((one) => (one.id === item.id ? item : one)) };
  }
  // The list as the server has it after the change (others' changes of meanwhile included).
  let saved: BasketDetail;
  if (op.kind === 'add') {
    const { name, value, unit, checked } = op.item;
    const body: AddBasketItemBody = { basketId, name, value, unit, checked, changeId };
    saved = await apiPost<BasketDetail>('/api/basket/addBasketItem', body);
  } else if (op.kind === 'remove') {
    const body: DelBasketItemBody = { basketId, id: op.id, changeId };
    saved = await apiPost<BasketDetail>('/api/basket/delBasketItem', body);
  } else {
    const body: UpdBasketNameBody = { id: basketId, name: op.name, changeId };
    saved = await apiPost<BasketDetail>('/api/basket/updBasketName', body);
  }
  return () => saved;
}

/**
 * A sent change leaves the waiting ones and its answer enters the list in one render: apart, a frame
 * showed an added item twice (the server's and the waiting one) or a renamed list under its old name.
 * The query cache tells React on its own later tick (notifyManager), so the change leaves in that tick.
 * Resolves once that render is asked for.
 */
function settle(change: Pending, answer: Answer | null): Promise<void> {
  const key = basketDetailKey(change.data.basketId);
  return new Promise((resolve) => {
    notifyManager.batch(() => {
      if (answer) {
        // A read under way may answer the list from before this change: the answer here is newer.
        void queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData<BasketDetail>(key, answer);
      }
      notifyManager.schedule(() => {
        pending = pending.filter((one) => one.seq !== change.seq);
        changed();
        resolve();
      });
    });
  });
}

/** Why a refused change is dropped, in the user's words (the conflict rule). */
function droppedMessage(error: ApiError, op: BasketOp): string {
  if (error.code === 404 && op.kind === 'item') return t('offline.itemGone', { name: op.label });
  if (error.code === 404) return t('offline.listGone');
  return t('offline.refused', { reason: error.message });
}

let sending = false;
let again = false;
/** The server could not be reached while the browser says it is online: tried again after this. */
const RETRY_MS = 30_000;
let retry: number | undefined;

/**
 * Sends the signed-in user's waiting changes in order, one at a time, reading the queue afresh before
 * each (a change made meanwhile joins the end). Stops at the first that cannot reach the server (kept
 * for later); one the server refuses is dropped and the user told. One tab at a time (a Web Lock),
 * though a change sent twice would still be applied once.
 */
export async function sendChanges(): Promise<void> {
  if (!getSession().token) return;
  if (sending) {
    again = true;
    return;
  }
  sending = true;
  let unreachable = false;
  const run = async () => {
    let sent = 0;
    for (;;) {
      await reload();
      const change = pending[0];
      if (!change) break;
      const settled = await whileSending(change.data.basketId, async () => {
        let answer: Answer | null = null;
        try {
          answer = await send(change);
        } catch (error) {
          if (!(error instanceof ApiError && error.kind === 'server' && error.code !== 401)) return false;
          toastError(droppedMessage(error, change.data.op));
        }
        await dropChange(change.seq);
        await settle(change, answer);
        return true;
      });
      if (!settled) {
        unreachable = true;
        break;
      }
      sent += 1;
    }
    if (sent > 0) refreshBaskets();
  };
  try {
    if (navigator.locks) await navigator.locks.request('chef-basket-changes', run);
    else await run();
  } finally {
    sending = false;
  }
  if (unreachable && navigator.onLine) {
    window.clearTimeout(retry);
    retry = window.setTimeout(() => void sendChanges(), RETRY_MS);
  } else if (again) {
    again = false;
    void sendChanges();
  }
}

/**
 * At start (the browser may have been closed with changes waiting), when the network returns, and
 * on a new sign-in: send what waits.
 */
export function startSendingChanges(): void {
  window.addEventListener('online', () => void sendChanges());
  subscribeSession(() => {
    if ((getSession().userInfo?.id ?? null) !== loadedFor) void reload().then(sendChanges);
  });
  void reload().then(sendChanges);
}
