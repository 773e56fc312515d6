import { Button } from '@mantine/core';
import { DIFFICULTY, DIFFICULTY_LABEL_KEYS, FLAVORS, RECIPE_SORTS, type Difficulty, type RecipeSort } from '@chef/shared';
import { useId } from 'react';
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

interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled native select (app.css .chef-field, .chef-select): plain elements rather than Mantine's
 * NativeSelect, whose input family made the filters a third of a list page's render on the server and
 * of its takeover on a phone.
 */
function FilterSelect({
  label,
  name,
  value,
  choices,
  onPick,
  testId,
}: {
  label: string;
  name: keyof RecipeFilters;
  value: string;
  choices: readonly Choice[];
  onPick: (value: string) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="chef-filter">
      <label htmlFor={id} className="chef-filter__label">
        {label}
      </label>
      <span className="chef-select">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onPick(event.currentTarget.value)}
          className="chef-field"
          data-testid={testId}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

/** The sort: one radio per order, drawn as segments (recipe.css .chef-segments). */
function SortChoice({ value, onPick }: { value: RecipeSort; onPick: (sort: RecipeSort) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('recipe.filter.sort')} className="chef-segments" data-testid="sort">
      {RECIPE_SORTS.map((sort) => (
        <label key={sort} className="chef-segments__item">
          <input type="radio" name="sort" value={sort} checked={value === sort} onChange={() => onPick(sort)} />
          <span>{t(SORT_LABEL_KEYS[sort])}</span>
        </label>
      ))}
    </div>
  );
}

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
      <div className="chef-filters__grid">
        <FilterSelect
          label={t('recipe.filter.category')}
          name="categoryId"
          value={filters.categoryId ?? ''}
          onPick={(value) => onChange(withFilter(filters, 'categoryId', value))}
          choices={[any, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
        />
        <FilterSelect
          label={t('recipe.filter.country')}
          name="country"
          value={filters.country ?? ''}
          onPick={(value) => onChange(withFilter(filters, 'country', value))}
          choices={[any, ...countries.map((country) => ({ value: country.code, label: country.name }))]}
        />
        <FilterSelect
          label={t('recipe.filter.difficulty')}
          name="difficulty"
          value={filters.difficulty === undefined ? '' : String(filters.difficulty)}
          onPick={(value) => onChange(withFilter(filters, 'difficulty', value ? (Number(value) as Difficulty) : undefined))}
          choices={[any, ...Object.values(DIFFICULTY).map((level) => ({ value: String(level), label: t(DIFFICULTY_LABEL_KEYS[level]) }))]}
        />
        <FilterSelect
          label={t('recipe.filter.maxTime')}
          name="maxTime"
          value={filters.maxTime === undefined ? '' : String(filters.maxTime)}
          onPick={(value) => onChange(withFilter(filters, 'maxTime', value ? Number(value) : undefined))}
          choices={[any, ...maxTimes.map((minutes) => ({ value: String(minutes), label: t('recipe.filter.upTo', { count: minutes }) }))]}
        />
        <FilterSelect
          label={t('recipe.filter.flavor')}
          name="flavor"
          value={filters.flavor ?? ''}
          onPick={(value) => onChange(withFilter(filters, 'flavor', (value || undefined) as RecipeFilters['flavor']))}
          choices={[any, ...FLAVORS.map((flavor) => ({ value: flavor, label: t(`enum.flavor.${flavor}`) }))]}
        />
        <FilterSelect
          label={t('recipe.filter.cookOn')}
          name="cookOn"
          value={filters.cookOn ?? ''}
          onPick={(value) => onChange(withFilter(filters, 'cookOn', value === 'robot' ? 'robot' : undefined))}
          choices={[
            { value: '', label: t('recipe.filter.cookOnAll') },
            { value: 'robot', label: t('recipe.filter.cookOnRobot') },
          ]}
          testId="filter-cook-on"
        />
      </div>
      <div className="chef-filters__foot">
        <SortChoice value={filters.sort} onPick={(sort) => onChange(withFilter(filters, 'sort', sort))} />
        <div className="chef-filters__end">
          <ContentLangSwitch
            all={filters.lang === 'all'}
            onChange={(all) => onChange(withFilter(filters, 'lang', all ? 'all' : undefined))}
          />
          {hasNarrowingFilter(filters) && (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange({ sort: filters.sort, lang: filters.lang })}>
              {t('recipe.filter.clear')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
