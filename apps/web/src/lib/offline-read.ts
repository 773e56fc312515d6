import { ApiError } from './api-client';
import { getSession } from './session';

/**
 * A personal read that works offline (issue 31): each answer is kept on the device for its user
 * (lib/offline-db, loaded on demand), and when the network is down (not when the server refuses) the
 * last one kept answers instead, as last seen. The one mechanism of every personal page offline:
 * shopping lists, collections, the week plan, cooking history.
 */
export async function withLastSeen<T>(key: string, read: () => Promise<T>): Promise<T> {
  const userId = getSession().userInfo?.id;
  try {
    const value = await read();
    if (userId) {
      // Kept only while its user is still the one signed in: an answer arriving after a logout keeps nothing.
      void import('./offline-db')
        .then((store) => (getSession().userInfo?.id === userId ? store.saveSnapshot(userId, key, value) : undefined))
        .catch(() => undefined);
    }
    return value;
  } catch (error) {
    if (!userId || !(error instanceof ApiError) || error.kind === 'server') throw error;
    const seen = await import('./offline-db').then((store) => store.readSnapshot<T>(userId, key)).catch(() => undefined);
    if (seen === undefined) throw error;
    return seen;
  }
}
