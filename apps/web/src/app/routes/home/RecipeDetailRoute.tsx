import { TARGET_TYPE } from '@chef/shared';
import { updateCachedRecipe } from '../../../features/recipe/api/qry-recipe-detail';
import { RecipeDetailPage } from '../../../features/recipe/pages/RecipeDetailPage';
import { LazyReviews } from '../../../features/review/components/LazyReviews';
import { RecipeActions } from './RecipeActions';

/**
 * /home/recipeDetail: the recipe feature's page, with the buttons that reach the other features
 * (collections, week, cooking history) and the review feature's rating and comments.
 */
export default function RecipeDetailRoute() {
  return (
    <RecipeDetailPage
      actions={(recipe, portions) => <RecipeActions recipe={recipe} portions={portions} />}
      reviews={(recipe) => (
        <LazyReviews targetType={TARGET_TYPE.recipe} subject={recipe} onRated={(result) => updateCachedRecipe(recipe.id, result)} />
      )}
    />
  );
}
