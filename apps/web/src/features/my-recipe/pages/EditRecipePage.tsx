import { Text } from '@mantine/core';
import { unitSetting } from '../../../lib/settings';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useMyRecipeDetail } from '../api/qry-my-recipe-detail';
import { RecipeEditor } from '../components/RecipeEditor';
import { loadDraft } from '../lib/draft';
import { fromRecipe, sentTo } from '../lib/recipe-form';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/** /myCenter/editRecipe?id=: one of my recipes in the editor (this browser's draft of it first); saving sends it for audit or keeps it private. */
export default function EditRecipePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const query = useMyRecipeDetail(id);
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const initial = loadDraft(query.data.id) ?? fromRecipe(query.data, unitSetting().temperature);
  return (
    <RecipeEditor
      key={query.data.id}
      initial={initial}
      canKeepPrivate={!query.data.isPublic}
      onSent={(_, kept) => navigate(sentTo(kept))}
    />
  );
}
