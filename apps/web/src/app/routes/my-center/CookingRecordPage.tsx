import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToAnthology } from '../../../features/anthology/components/AddToAnthology';
import { CookRecordList } from '../../../features/cook-record/components/CookRecordList';
import { AddToWeek } from '../../../features/week/components/AddToWeek';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

type Action = { kind: 'collect' | 'plan'; recipeId: string };

/** Cooking history, where each dish can be collected or planned again (the anthology and week dialogs). */
export default function CookingRecordPage() {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  return (
    <>
      <CookRecordList
        // Cooked it and liked it: keep it, or cook it again this week.
        actions={(record) => (
          <>
            <Button size="compact-xs" variant="subtle" onClick={() => setAction({ kind: 'collect', recipeId: record.recipe.id })}>
              {t('anthology.addTitle')}
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => setAction({ kind: 'plan', recipeId: record.recipe.id })}>
              {t('myWeek.add')}
            </Button>
          </>
        )}
      />
      <AddToAnthology recipeId={action?.recipeId ?? ''} opened={action?.kind === 'collect'} onClose={() => setAction(null)} />
      <AddToWeek recipeId={action?.recipeId ?? ''} opened={action?.kind === 'plan'} onClose={() => setAction(null)} />
    </>
  );
}
