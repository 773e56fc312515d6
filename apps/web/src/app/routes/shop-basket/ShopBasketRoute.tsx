import { Divider, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginInvite } from '../../../components/LoginInvite';
import { BasketGenerator, type PickedRecipe } from '../../../features/basket/components/BasketGenerator';
import { BasketLists } from '../../../features/basket/components/BasketLists';
import { PantryButton } from '../../../features/week/components/Pantry';
import { useSession } from '../../../lib/session';
import { RecipeSources } from './RecipeSources';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

/**
 * /shopBasket: my lists, and a new list generated from recipes picked across collections, the weekly
 * plan, recently viewed and search (RecipeSources composes those features for the basket's generator).
 */
export default function ShopBasketRoute() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [picked, setPicked] = useState<PickedRecipe[]>([]);
  if (!token) return <LoginInvite topic="lists" title={t('basket.title')} />;

  const toggle = (recipe: { id: string; name: string }) =>
    setPicked((current) =>
      current.some((r) => r.id === recipe.id)
        ? current.filter((r) => r.id !== recipe.id)
        : [...current, { id: recipe.id, name: recipe.name }],
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('basket.title')}
        </Title>
        <PantryButton />
      </Group>
      <BasketLists />
      <Divider />
      <BasketGenerator
        picked={picked}
        onPortions={(id, portions) => setPicked((current) => current.map((r) => (r.id === id ? { ...r, portions } : r)))}
        onRemove={(id) => setPicked((current) => current.filter((r) => r.id !== id))}
        onDone={() => setPicked([])}
        sources={<RecipeSources isPicked={(id) => picked.some((r) => r.id === id)} onToggle={toggle} />}
      />
    </Stack>
  );
}
