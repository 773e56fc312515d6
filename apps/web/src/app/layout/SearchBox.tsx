import { SEARCH_KEYWORD_MAX, SEARCH_TYPE, type SearchType } from '@chef/shared';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { PlainButton } from '../../components/PlainButton';
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
  const typeField = useRef<HTMLSelectElement>(null);
  const keywordField = useRef<HTMLInputElement>(null);

  // The fields keep their own values (uncontrolled): what a visitor picks or types on a page drawn by the
  // server, before its script has taken over, is simply there when the search is sent (a press held
  // meanwhile is replayed then, lib/early-input).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keywordField.current?.value.trim();
    if (!text) {
      toastInfo(t('toast.emptySearch'));
      return;
    }
    const type: SearchType = Number(typeField.current?.value) === SEARCH_TYPE.article ? SEARCH_TYPE.article : SEARCH_TYPE.recipe;
    const params = new URLSearchParams({ keyword: text, type: String(type) });
    void navigate(`${RESULT_PAGE[type]}?${params.toString()}`, { state: { search: true } });
  };

  // Plain fields styled in app.css rather than Mantine's inputs: the header is in every first view,
  // and Mantine's input family (wrapper, label, sections, chevron) was 5 KB of its script and a part of
  // the work of taking the page over.
  return (
    <form role="search" onSubmit={submit} className="chef-search">
      <span className="chef-search__type chef-select">
        <select
          aria-label={t('header.searchType')}
          data-testid="search-type"
          ref={typeField}
          defaultValue={SEARCH_TYPE.recipe}
          className="chef-field"
        >
          <option value={SEARCH_TYPE.recipe}>{t('header.searchTypeRecipe')}</option>
          <option value={SEARCH_TYPE.article}>{t('header.searchTypeArticle')}</option>
        </select>
      </span>
      <span className="chef-search__keyword">
        <SearchIcon size={16} className="chef-search__icon" />
        <input
          type="text"
          aria-label={t('header.searchPlaceholder')}
          placeholder={t('header.searchPlaceholder')}
          ref={keywordField}
          maxLength={SEARCH_KEYWORD_MAX}
          className="chef-field"
          data-testid="search-input"
        />
      </span>
      <PlainButton type="submit" className="chef-search__button">
        {t('header.search')}
      </PlainButton>
    </form>
  );
}
