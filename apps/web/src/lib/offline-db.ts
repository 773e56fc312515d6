import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * What a signed-in user's device keeps for offline use (issue 31; docs/API.md "Offline and
 * installable"), in IndexedDB: the changes waiting to be sent, in the order they were made, and the
 * last answer of each personal read (a list as last seen). Every row names its user, so logout
 * removes that user's rows alone (`forgetUser`). Loaded on demand: the first view never carries idb.
 */
export interface QueuedChange<T = unknown> {
  seq: number;
  userId: string;
  changeId: string;
  data: T;
}

interface OfflineSchema extends DBSchema {
  changes: { key: number; value: QueuedChange; indexes: { user: string } };
  snapshots: { key: [string, string]; value: { userId: string; key: string; value: unknown } };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
const db = () =>
  (opened ??= openDB<OfflineSchema>('chef-offline', 1, {
    upgrade(database) {
      database.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true }).createIndex('user', 'userId');
      database.createObjectStore('snapshots', { keyPath: ['userId', 'key'] });
    },
  }));

/** A user's waiting changes, oldest first (the auto-increment key is the order they were made in). */
export async function queuedChanges<T>(userId: string): Promise<QueuedChange<T>[]> {
  return (await (await db()).getAllFromIndex('changes', 'user', userId)) as QueuedChange<T>[];
}

export async function queueChange<T>(change: Omit<QueuedChange<T>, 'seq'>): Promise<QueuedChange<T>> {
  // The key is filled in by the store; put() answers it.
  const seq = await (await db()).add('changes', change as QueuedChange);
  return { ...change, seq };
}

export async function replaceChange<T>(change: QueuedChange<T>): Promise<void> {
  await (await db()).put('changes', change as QueuedChange);
}

export async function dropChange(seq: number): Promise<void> {
  await (await db()).delete('changes', seq);
}

export async function readSnapshot<T>(userId: string, key: string): Promise<T | undefined> {
  return (await (await db()).get('snapshots', [userId, key]))?.value as T | undefined;
}

export async function saveSnapshot(userId: string, key: string, value: unknown): Promise<void> {
  await (await db()).put('snapshots', { userId, key, value });
}

/** Logout: the user's waiting changes and last-seen answers leave the device. */
export async function forgetUser(userId: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(['changes', 'snapshots'], 'readwrite');
  const changes = tx.objectStore('changes');
  for (const key of await changes.index('user').getAllKeys(userId)) await changes.delete(key);
  const snapshots = tx.objectStore('snapshots');
  for (const key of await snapshots.getAllKeys(IDBKeyRange.bound([userId, ''], [userId, '\uffff']))) await snapshots.delete(key);
  await tx.done;
}
