import { Button, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './content-icons';

/** Lists show the visitor's language unless this switch asks for every language (lang=all in the URL). */
export function ContentLangSwitch({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={all}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('recipe.filter.allLanguages')}
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
