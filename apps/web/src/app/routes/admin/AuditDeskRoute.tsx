import { AuditDesk } from '../../../features/console/components/AuditDesk';
import { RecipeDetailView } from '../../../features/recipe/pages/RecipeDetailPage';

const nothing = () => null;

/** The audit desk, previewing each recipe with the public recipe page itself (the recipe feature's view). */
export default function AuditDeskRoute() {
  return <AuditDesk preview={(recipe) => <RecipeDetailView recipe={recipe} slots={{ actions: nothing, reviews: nothing }} />} />;
}
