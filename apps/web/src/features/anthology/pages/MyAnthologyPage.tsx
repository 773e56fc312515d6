import { ActionIcon, Button, Checkbox, Stack, Text, Tooltip } from '@mantine/core';
import { imageVariant, type Anthology } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnthologyFormModal } from '../components/AnthologyFormModal';
import { ChefHatIcon } from '../../../components/icons';
import { QueryState } from '../../../components/QueryState';
import { anthologyQueryKey, useAnthologies } from '../api/qry-anthology';
import { useRefreshQueries } from '../../../lib/refresh';
import { useDelAnthology } from '../api/del-anthology';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import '../../../components/content.css';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

function AnthologyCard({
  anthology,
  selected,
  onToggle,
  onEdit,
}: {
  anthology: Anthology;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const cover = imageVariant(anthology.cover, 'sm');
  return (
    <div className="chef-select-card" data-testid="anthology-card" data-selected={selected}>
      <Link to={`/myCenter/anthologyRecipe?id=${anthology.id}`} className="chef-card">
        <div className="chef-card__media">
          {cover ? (
            <img src={cover} alt="" width={320} height={240} loading="lazy" decoding="async" />
          ) : (
            <span className="chef-card__placeholder" aria-hidden="true">
              <ChefHatIcon size={36} />
            </span>
          )}
        </div>
        <div className="chef-card__body">
          <h3 className="chef-card__title" data-testid="anthology-name">
            {anthology.anthologyName}
          </h3>
          <Text size="xs" c="dimmed" data-testid="anthology-count">
            {t('anthology.recipeCount', { count: anthology.recipeCount })}
          </Text>
        </div>
      </Link>
      <Checkbox className="chef-select-card__check" aria-label={anthology.anthologyName} checked={selected} onChange={onToggle} />
      <Tooltip label={t('anthology.edit')}>
        <ActionIcon
          className="chef-select-card__action"
          variant="white"
          aria-label={`${t('anthology.edit')} ${anthology.anthologyName}`}
          onClick={onEdit}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M12 20h9" />
            <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
          </svg>
        </ActionIcon>
      </Tooltip>
    </div>
  );
}

/** My anthologies: a grid (cover, name, count); create or edit in the 640 px popup; select and delete. */
export default function MyAnthologyPage() {
  const { t } = useTranslation();
  const query = useAnthologies();
  const delAnthology = useDelAnthology();
  const anthologies = query.data ?? [];
  const bulk = useSelectionDelete(
    anthologies.map((a) => a.id),
    delAnthology,
    (ids) => ({ ids }),
  );
  const { selection } = bulk;
  const [editing, setEditing] = useState<Anthology | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  useRefreshQueries([anthologyQueryKey]);

  const openForm = (anthology: Anthology | null) => {
    setEditing(anthology);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      <SelectionBar bulk={bulk} testId="delete-anthologies">
        <Button size="xs" onClick={() => openForm(null)} data-testid="create-anthology">
          {t('anthology.create')}
        </Button>
      </SelectionBar>
      {/* Not "no collections" while they cannot be read (offline, never seen on this device): the error, with a retry. */}
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={
          <Text c="dimmed" data-testid="anthology-empty">
            {t('anthology.empty')}
          </Text>
        }
      >
        {(list) => (
          <div className="chef-grid" data-testid="anthology-grid">
            {list.map((anthology) => (
              <AnthologyCard
                key={anthology.id}
                anthology={anthology}
                selected={selection.has(anthology.id)}
                onToggle={() => selection.toggle(anthology.id)}
                onEdit={() => openForm(anthology)}
              />
            ))}
          </div>
        )}
      </QueryState>
      <AnthologyFormModal opened={formOpen} onClose={() => setFormOpen(false)} anthology={editing} />
    </Stack>
  );
}
