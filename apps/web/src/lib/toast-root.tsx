import { Notifications, notifications } from '@mantine/notifications';
import type { ComponentType, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export { notifications };

/**
 * The toasts' container in a React root of its own, at the end of the body (lib/notify loads this
 * module on first use): drawn the moment its code has arrived, whatever the page's own root is doing.
 * Inside the page's root it could mount only once that root had hydrated and run its effects, so the
 * answer to a press held while the app started (the login prompt, "not provided yet") came 150 to
 * 200 ms after the app on a phone. A toast's message needs Mantine's context only, which this root has
 * too (`Theme`, handed over by the app). At the bottom (issue 28): at the top they covered the sticky
 * header's search box and, on a phone, the logo. On a phone the container is the screen's width, so
 * they sit centred.
 */
export function mountToasts(Theme: ComponentType<{ children: ReactNode }>): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // At once, not queued: a render of this root waits behind the page root's hydration otherwise (React
  // goes on with a render it has begun before starting another of the same priority).
  flushSync(() =>
    root.render(
      <Theme>
        <Notifications position="bottom-right" limit={4} zIndex={1000} withinPortal={false} />
      </Theme>,
    ),
  );
}
