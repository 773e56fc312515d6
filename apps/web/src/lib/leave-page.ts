import { useNavigate } from 'react-router';
import { parseTrail, previousCrumbIs } from './breadcrumb';
import { SESSION_KEYS, session } from './storage';

/**
 * For a page that is done (an editor saved): goes to `target` as a step back, not a step further
 * (issue 28: saving a list's edit page no longer leaves "Edit Basket" on the trail before the list).
 * When the trail's crumb before this page is the target, the browser goes back to it: the trail is
 * trimmed and the page refreshes (spec "Breadcrumb trail"). Otherwise the target takes this page's
 * place, in the history and on the trail (lib/breadcrumb, replaceCrumb).
 */
export function useLeavePage(): (target: string) => void {
  const navigate = useNavigate();
  return (target) => {
    if (previousCrumbIs(parseTrail(session.get(SESSION_KEYS.breadcrumb)), target)) void navigate(-1);
    else void navigate(target, { replace: true, state: { replaceCrumb: true } });
  };
}
