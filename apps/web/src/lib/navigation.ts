/**
 * Plain modules (the api client, the session store) must navigate, but the router is created in app/
 * and importing it from lib/ would turn the dependency direction around. app/ registers the router's
 * navigate here once at start-up.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** The current route as the skip-route cookie stores it. */
export function currentRoute(): string {
  return `${window.location.pathname}${window.location.search}`;
}
