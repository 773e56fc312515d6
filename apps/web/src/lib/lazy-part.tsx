import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A part whose code is fetched on first use (a dialog, a menu), drawn the moment its code has arrived
 * (the toasts' container has a root of its own: lib/toast-root). Not React.lazy in a Suspense
 * boundary: React holds a boundary's content back until 300 ms after the last fallback it committed
 * (its FALLBACK_THROTTLE_MS, so that reveals come together), and that fallback was the part's own,
 * shown when it was asked for. A first toast or dialog then came a quarter of a second after its code:
 * the answer to a tap at the load event took 450-520 ms after the click on a phone profile, 280 ms of
 * them waiting for that timer.
 *
 * Until the code is there the part draws `fallback` (the server's render and hydration draw it too:
 * the part's code never changes what the HTML says). A code that fails to load is thrown where the part
 * is drawn, as React.lazy does: the route's error screen says so and offers Retry.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  type State = { component: ComponentType<P> | null; failed: boolean; error?: unknown };
  const initial: State = { component: null, failed: false };
  let state = initial;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const settle = (next: State) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  // The code is asked for once, by the first part drawn; the parts drawn later show it at once.
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    loading ??= load().then(
      (component) => settle({ component, failed: false }),
      (error: unknown) => settle({ component: null, failed: true, error }),
    );
    return () => void listeners.delete(listener);
  };
  const current = () => state;

  return function Part({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // The server's snapshot while hydrating: the HTML was drawn without the part's code.
    const { component: Loaded, failed, error } = useSyncExternalStore(subscribe, current, () => initial);
    if (failed) throw error;
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  };
}
