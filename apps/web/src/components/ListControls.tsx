import { Button, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALL_LANGUAGES } from '../lib/content-lang';
import { CloseIcon } from './content-icons';

/**
 * The search params of a list page. The list's own changes (filters, the language switch) are the
 * same page in another state: they replace the history entry and the last crumb (see lib/breadcrumb).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const replaceParams = (next: URLSearchParams) => setParams(next, { replace: true, state: { replaceCrumb: true } });
  const setAllLanguages = (all: boolean) => {
    const next = new URLSearchParams(params);
    if (all) next.set('lang', ALL_LANGUAGES);
    else next.delete('lang');
    replaceParams(next);
  };
  /**
   * For lib/hydration's useKeptBeforeHydration: what was picked before the app was there, into the URL
   * (`canonical` writes it as the list writes its own).
   */
  const keepPicked = (picked: Map<string, string>, canonical = (next: URLSearchParams) => next) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of picked) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    replaceParams(canonical(next));
  };
  return { params, replaceParams, setAllLanguages, keepPicked };
}

/** Lists show the visitor's language unless this switch asks for every language (lang=all in the URL). */
export function ContentLangSwitch({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={all}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('recipe.filter.allLanguages')}
      name="lang"
      value={ALL_LANGUAGES}
      data-testid="lang-switch"
    />
  );
}

/** Above search results: what was searched, how much was found, and a way back to the plain list. */
export function SearchSummary({ keyword, total, onClear }: { keyword: string; total: number | undefined; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" className="chef-search-summary" data-testid="search-summary">
      <div>
        <Text fw={700} size="lg" data-testid="search-keyword">
          {t('recipe.search.resultsFor', { keyword })}
        </Text>
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {t('recipe.search.found', { count: total })}
          </Text>
        )}
      </div>
      <Button variant="default" leftSection={<CloseIcon size={14} />} onClick={onClear} data-testid="clear-search">
        {t('recipe.search.clear')}
      </Button>
    </Group>
  );
}
