import { RecipesPage } from '../../../features/console/pages/RecipesPage';
import { RecipeEditor } from '../../../features/my-recipe/components/RecipeEditor';
import { emptyForm, fromRecipe } from '../../../features/my-recipe/lib/recipe-form';
import { unitSetting } from '../../../lib/settings';

/**
 * The console's recipes with the users' own editor (the my-recipe feature's): the same fields, rules
 * and machine steps, saved through the console's call with the staff session's uploads.
 */
export default function ConsoleRecipesRoute() {
  return (
    <RecipesPage
      editor={({ detail, onDone, ...target }) => (
        <RecipeEditor
          initial={detail ? fromRecipe(detail, unitSetting().temperature) : emptyForm()}
          canKeepPrivate={false}
          target={target}
          onSent={onDone}
        />
      )}
    />
  );
}
