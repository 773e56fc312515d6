// The stylesheets stay with the entry: a page the server rendered paints with them, before any script.
// Only Mantine's components of the first view block it (the rest comes with the app, app/start).
import './app/mantine-first-view.css';
import './app/theme-variables.css';
import './app/app.css';
import { holdEarlyInput } from './lib/early-input';
import { coverShown, preloadRouteCode } from './lib/page-code';
import { notePageLoad } from './lib/page-loads';
import { startRemBase } from './lib/rem';

// Here rather than with the app: a rendered page follows a turned phone before the app has started.
startRemBase();
// For the breadcrumb trail: the visitor may follow a link before the app has taken this page over.
notePageLoad();

// A page the server rendered shows before the app has taken it over: a press meanwhile waits for it.
let pressed = () => {};
const pressedEarly = new Promise<void>((resolve) => (pressed = resolve));
const letThrough = document.getElementById('ssr-state') ? holdEarlyInput(pressed) : () => undefined;

// The app starts once the page's cover is on screen (lib/page-code), or at once when the visitor presses
// something first (on a slow network, before the cover has come: they are waiting for the app, not
// the picture), with the route's code the server listed (the app's among it: Vite's loader then finds
// its files asked for already). Without it (offline, a release gone from the server) a rendered page
// stays as the server drew it: its links and forms still work, and a button no longer waits for an app
// that will not come.
void Promise.race([coverShown(), pressedEarly])
  .then(preloadRouteCode)
  .then(() => import('./app/start'))
  .catch((error: unknown) => {
    letThrough();
    console.error('the app could not load', error);
  });
