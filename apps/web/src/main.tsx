// The stylesheets stay with the entry: a page the server rendered paints with them, before any script.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { startRemBase } from './lib/rem';
import { startOnInteraction } from './lib/start-on-interaction';
import { SESSION_KEYS } from './lib/storage-keys';

// Here rather than with the app: a rendered page follows a turned phone before the app has started.
startRemBase();

// Without its code (offline, a release gone from the server) a rendered page stays as the server drew it.
const start = () =>
  import('./app/start').then(
    () => undefined,
    (error: unknown) => console.error('the app could not load', error),
  );

/** A toast to show as the page opens (after a language switch): the app has something to say at once. */
function flashPending(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_KEYS.flash) !== null;
  } catch {
    return false;
  }
}

// A page the server rendered waits for its visitor; a page drawn here (signed in, no server build) starts now.
if (document.getElementById('ssr-state') && !flashPending()) startOnInteraction(start);
else void start();
