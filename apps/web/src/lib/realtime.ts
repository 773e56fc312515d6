import { refreshMsgCount } from './api/qry-msg-count';
import { ApiError, HTTP_UNAUTHORIZED } from './api-client';
import { toastSuccess } from './notify';
import { queryClient } from './query-client';
import { getSession, subscribeSession } from './session';

/** The messages page's queries: a new message or a change made elsewhere refreshes them. */
export const messagesQueryKey = ['messages'] as const;
/** Every shopping-list query starts with this key; BasketChanged refreshes it (features/basket). */
export const basketQueryKey = ['basket'] as const;

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * Lets a feature follow hub events of its own (the appliance's DeviceState, CookProgress,
 * CookFinished) without this entry-chunk module knowing them; 'connect' fires on every (re)connection,
 * when whatever was missed meanwhile should be fetched again. Answers the unsubscribe.
 */
export function onHubEvent(event: string, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set.add(listener));
  return () => void set.delete(listener);
}
const dispatch = (event: string, payload?: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));

interface Connection {
  token: string;
  close: () => void;
}

/** How long to wait before asking again whether a refused connection's session still holds (server unreachable). */
const RECHECK_MS = 5000;

let closeLive: () => void = () => undefined;
/**
 * Closes the live channel at once: logging out, the server is about to end this session and drop
 * the connection, which must not read as a session ended elsewhere ('Login failure').
 */
export function closeRealtime(): void {
  closeLive();
}

/**
 * The live channel of spec section 4: one Socket.IO connection to /messageHub while logged in,
 * opened after login (and on a load that finds a session), closed at logout. socket.io-client is
 * fetched only then, so visitors never download it. ShowMsg shows a success toast; SyncMsgCount
 * re-fetches the unread count (and the message list, when it is on screen); BasketChanged the
 * shopping lists.
 */
export function startRealtime(): void {
  let connection: Connection | null = null;

  const sync = () => {
    void refreshMsgCount().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
  };

  async function open(token: string) {
    let closed = false;
    connection = { token, close: () => (closed = true) };
    const { io } = await import('socket.io-client');
    if (closed) return;
    const socket = io({ path: '/messageHub', auth: { token } });
    connection.close = () => {
      closed = true;
      socket.disconnect();
    };
    socket.on('connect', () => {
      socket.emit('SendLogin', getSession().userInfo?.loginNo ?? '');
      // Whatever arrived while the connection was down is in the count.
      sync();
      dispatch('connect');
    });
    socket.onAny((event: string, payload: unknown) => dispatch(event, payload));
    socket.on('ShowMsg', (text: unknown) => toastSuccess(String(text)));
    socket.on('SyncMsgCount', sync);
    // A list changed in another tab or on another device (or by this tab: the refetch is then a
    // no-op). Refetching the lists and the open list keeps every tab showing the stored state.
    socket.on('BasketChanged', () => void queryClient.invalidateQueries({ queryKey: basketQueryKey }));

    // The server ended this connection (the session ended elsewhere: a password change, a logout on
    // another device, an account disabled; or the server restarting) or refused it: socket.io then
    // stops trying. A personal call tells which (issue 28): an ended session gets the spec's 'Login
    // failure' with its re-login action through the api client; otherwise the channel opens again,
    // once the server answers.
    const recheck = () => {
      if (closed) return;
      refreshMsgCount().then(
        () => void (closed || socket.connect()),
        (error: unknown) => {
          if (!(error instanceof ApiError && error.code === HTTP_UNAUTHORIZED)) setTimeout(recheck, RECHECK_MS);
        },
      );
    };
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') recheck();
    });
    socket.on('connect_error', () => {
      if (!socket.active) recheck();
    });
  }

  const update = () => {
    const { token } = getSession();
    if (connection?.token === token) return;
    connection?.close();
    connection = null;
    if (token) void open(token);
  };
  subscribeSession(update);
  closeLive = () => connection?.close();
  update();
}
