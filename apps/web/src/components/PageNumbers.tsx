import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The footer of the console's paged lists (comments, staff log, users, devices, feedback, recipes):
 * page numbers once the list has more than one page, nothing before the first page has loaded.
 */
export function PageNumbers({
  total,
  size,
  current,
  onChange,
}: {
  /** The list's total (the page's `total`), undefined while loading. */
  total: number | undefined;
  size: number;
  current: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === undefined || total <= size) return null;
  return (
    <Group>
      <Pagination
        total={Math.ceil(total / size)}
        value={current}
        onChange={onChange}
        // The arrows are icons: named for screen readers (axe button-name).
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('console.previousPage') }
            : control === 'next'
              ? { 'aria-label': t('console.nextPage') }
              : {}
        }
      />
    </Group>
  );
}
