import { Button, Group, NativeSelect, SegmentedControl, SimpleGrid } from '@mantine/core';
import { DIFFICULTY, DIFFICULTY_LABEL_KEYS, FLAVORS, RECIPE_SORTS, type Difficulty, type RecipeSort } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { ContentLangSwitch } from '../../../components/ListControls';
import { useCategories } from '../../../lib/api/qry-category';
import { useCountries } from '../../../lib/api/qry-country';
import { MAX_TIME_CHOICES, hasNarrowingFilter, withFilter, type RecipeFilters } from '../lib/recipe-filters';

const SORT_LABEL_KEYS: Record<RecipeSort, string> = {
  new: 'recipe.filter.sortNew',
  hot: 'recipe.filter.sortHot',
  rating: 'recipe.filter.sortRating',
};

/**
 * Category, country, difficulty, cooking time and flavor; sort; language. Native selects suit phones.
 * Each control is named as its URL parameter: what was picked before the app was there is read back
 * by that name (RecipeListPage, lib/hydration's useKeptBeforeHydration).
 */
export function RecipeFilterBar({ filters, onChange }: { filters: RecipeFilters; onChange: (filters: RecipeFilters) => void }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const countries = useCountries().data ?? [];
  const any = { value: '', label: t('recipe.filter.any') };
  const maxTimes: number[] = [...MAX_TIME_CHOICES];
  if (filters.maxTime !== undefined && !maxTimes.includes(filters.maxTime)) maxTimes.push(filters.maxTime);

  return (
    <div className="chef-filters" data-testid="recipe-filters">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label={t('recipe.filter.category')}
          name="categoryId"
          value={filters.categoryId ?? ''}
          onChange={(event) => onChange(withFilter(filters, 'categoryId', event.currentTarget.value))}
          data={[any, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
        />
        <NativeSelect
          label={t('recipe.filter.country')}
          name="country"
          value={filters.country ?? ''}
          onChange={(event) => onChange(withFilter(filters, 'country', event.currentTarget.value))}
          data={[any, ...countries.map((country) => ({ value: country.code, label: country.name }))]}
        />
        <NativeSelect
          label={t('recipe.filter.difficulty')}
          name="difficulty"
          value={filters.difficulty === undefined ? '' : String(filters.difficulty)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange(withFilter(filters, 'difficulty', value ? (Number(value) as Difficulty) : undefined));
          }}
          data={[any, ...Object.values(DIFFICULTY).map((level) => ({ value: String(level), label: t(DIFFICULTY_LABEL_KEYS[level]) }))]}
        />
        <NativeSelect
          label={t('recipe.filter.maxTime')}
          name="maxTime"
          value={filters.maxTime === undefined ? '' : String(filters.maxTime)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange(withFilter(filters, 'maxTime', value ? Number(value) : undefined));
          }}
          data={[any, ...maxTimes.map((minutes) => ({ value: String(minutes), label: t('recipe.filter.upTo', { count: minutes }) }))]}
        />
        <NativeSelect
          label={t('recipe.filter.flavor')}
          name="flavor"
          value={filters.flavor ?? ''}
          onChange={(event) => onChange(withFilter(filters, 'flavor', (event.currentTarget.value || undefined) as RecipeFilters['flavor']))}
          data={[any, ...FLAVORS.map((flavor) => ({ value: flavor, label: t(`enum.flavor.${flavor}`) }))]}
        />
        <NativeSelect
          label={t('recipe.filter.cookOn')}
          name="cookOn"
          value={filters.cookOn ?? ''}
          onChange={(event) => onChange(withFilter(filters, 'cookOn', event.currentTarget.value === 'robot' ? 'robot' : undefined))}
          data={[
            { value: '', label: t('recipe.filter.cookOnAll') },
            { value: 'robot', label: t('recipe.filter.cookOnRobot') },
          ]}
          data-testid="filter-cook-on"
        />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <SegmentedControl
          aria-label={t('recipe.filter.sort')}
          name="sort"
          value={filters.sort}
          onChange={(value) => onChange(withFilter(filters, 'sort', value as RecipeSort))}
          data={RECIPE_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }))}
          data-testid="sort"
        />
        <Group gap="md">
          <ContentLangSwitch
            all={filters.lang === 'all'}
            onChange={(all) => onChange(withFilter(filters, 'lang', all ? 'all' : undefined))}
          />
          {hasNarrowingFilter(filters) && (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange({ sort: filters.sort, lang: filters.lang })}>
              {t('recipe.filter.clear')}
            </Button>
          )}
        </Group>
      </Group>
    </div>
  );
}
