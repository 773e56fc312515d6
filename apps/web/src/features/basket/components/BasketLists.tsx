import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import { useDelBasket } from '../api/del-basket';
import { useBaskets } from '../api/qry-basket';
import '../basket.css';

/** The caller's lists (name, recipes, items, ticked), each opening its detail; select and delete. */
export function BasketLists() {
  const { t } = useTranslation();
  const query = useBaskets();
  const lists = query.data ?? [];
  const bulk = useSelectionDelete(
    lists.map((list) => list.id),
    useDelBasket(),
    (ids) => ({ ids }),
  );
  const { selection } = bulk;

  if (query.isLoading) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap="sm">
      {lists.length > 0 && <SelectionBar bulk={bulk} testId="delete-baskets" />}
      {lists.length === 0 ? (
        <Text c="dimmed" data-testid="basket-empty">
          {t('basket.empty')}
        </Text>
      ) : (
        <div className="chef-basket__lists" data-testid="basket-lists">
          {lists.map((list) => (
            <div key={list.id} className="chef-basket__list" data-testid="basket-list">
              <Checkbox aria-label={list.name} checked={selection.has(list.id)} onChange={() => selection.toggle(list.id)} />
              <Link to={`/shopBasket/basketDetail?id=${list.id}`} className="chef-basket__list-link">
                <span className="chef-basket__list-name" data-testid="basket-list-name">
                  {list.name}
                </span>
                <Text span size="xs" c="dimmed" data-testid="basket-list-counts">
                  {t('basket.recipeCount', { count: list.recipeCount })} · {t('basket.itemCount', { count: list.itemCount })} ·{' '}
                  {t('basket.checkedOf', { checked: list.checkedCount, count: list.itemCount })}
                </Text>
              </Link>
            </div>
          ))}
        </div>
      )}
    </Stack>
  );
}
