import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { SEARCH_KEYWORD_MAX, SEARCH_TYPE, type SearchType } from '@chef/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { toastInfo } from '../../lib/notify';

const RESULT_PAGE: Record<SearchType, string> = {
  [SEARCH_TYPE.recipe]: '/home/recipe',
  [SEARCH_TYPE.article]: '/home/article',
};

/**
 * Header search (spec "Header"): recipes (1) or articles (2). The {search: true} state tells the
 * breadcrumb to start a fresh 'all results' trail.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<SearchType>(SEARCH_TYPE.recipe);
  const typeField = useRef<HTMLSelectElement>(null);
  const keywordField = useRef<HTMLInputElement>(null);

  // A page drawn by the server can be typed in before its script takes over: what was picked or typed
  // then is kept rather than reset to the state's defaults.
  useEffect(() => {
    const picked = Number(typeField.current?.value);
    if (picked === SEARCH_TYPE.article) setType(picked);
    const typed = keywordField.current?.value;
    if (typed) setKeyword(typed);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) {
      toastInfo(t('toast.emptySearch'));
      return;
    }
    const params = new URLSearchParams({ keyword: text, type: String(type) });
    void navigate(`${RESULT_PAGE[type]}?${params.toString()}`, { state: { search: true } });
  };

  return (
    <form role="search" onSubmit={submit} className="chef-search">
      <Group gap={0} wrap="nowrap">
        <NativeSelect
          aria-label={t('header.searchType')}
          data-testid="search-type"
          ref={typeField}
          value={String(type)}
          onChange={(event) => setType(Number(event.currentTarget.value) as SearchType)}
          data={[
            { value: String(SEARCH_TYPE.recipe), label: t('header.searchTypeRecipe') },
            { value: String(SEARCH_TYPE.article), label: t('header.searchTypeArticle') },
          ]}
          classNames={{ input: 'chef-search__type' }}
        />
        <TextInput
          aria-label={t('header.searchPlaceholder')}
          placeholder={t('header.searchPlaceholder')}
          ref={keywordField}
          value={keyword}
          maxLength={SEARCH_KEYWORD_MAX}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          leftSection={<SearchIcon size={16} />}
          classNames={{ root: 'chef-search__input-root', input: 'chef-search__input' }}
          data-testid="search-input"
        />
        <Button type="submit" className="chef-search__button">
          {t('header.search')}
        </Button>
      </Group>
    </form>
  );
}
