import { ConsoleLayout } from '../../../features/console/components/ConsoleLayout';
import { CONSOLE_BASE, CONSOLE_PAGES } from './console-pages';

/** /admin: the console's frame with its menu (its code loads only here, never with the portal). */
export default function ConsoleRoute() {
  return <ConsoleLayout base={CONSOLE_BASE} menu={CONSOLE_PAGES} />;
}
