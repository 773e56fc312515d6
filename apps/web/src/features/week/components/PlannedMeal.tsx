import { ActionIcon, Anchor, Group, Menu, NativeSelect, Paper, Stack } from '@mantine/core';
import { PORTIONS_MAX, imageVariant, type MyWeekRecord } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChefHatIcon } from '../../../components/icons';
import { toastError } from '../../../lib/notify';
import { useUpdMyWeek } from '../api/upd-my-week';

/** The drag payload's type: a plan entry's id (see MyWeekPage's drop targets). */
export const ENTRY_DRAG_TYPE = 'application/x-chef-week-entry';

const SERVINGS = Array.from({ length: PORTIONS_MAX }, (_, i) => String(i + 1));

/**
 * One planned meal: the recipe (its page a click away), its servings (a native select: one change is
 * one call, the same on a phone), and a menu to move or remove it. On a desktop it can be dragged to
 * another day or meal as well; the menu is the way for keyboards and touch.
 */
export function PlannedMeal({ record, onMove, onRemove }: { record: MyWeekRecord; onMove: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const update = useUpdMyWeek();
  const thumb = imageVariant(record.recipe.cover, 'sm');
  const name = record.recipe.name;
  return (
    <Paper
      withBorder
      radius="sm"
      p={6}
      draggable
      // A drag begun on the name or picture (links drag by themselves) bubbles here and carries the entry too.
      onDragStart={(event) => {
        event.dataTransfer.setData(ENTRY_DRAG_TYPE, record.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="week-recipe"
      data-entry={record.id}
      className="chef-week-meal"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Link to={`/home/recipeDetail/${record.recipe.id}`} className="chef-thumb" tabIndex={-1} aria-hidden="true">
          {thumb ? <img src={thumb} alt="" loading="lazy" /> : <ChefHatIcon size={20} />}
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/home/recipeDetail/${record.recipe.id}`}
            c="dark.7"
            size="sm"
            fw={600}
            lineClamp={2}
            lang={record.recipe.lang}
          >
            {name}
          </Anchor>
          <NativeSelect
            size="xs"
            w={120}
            aria-label={t('myWeek.servingsOfName', { name })}
            value={String(record.servings)}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: record.id, servings: Number(event.currentTarget.value) },
                { onError: (error) => toastError(error.message) },
              )
            }
            data={SERVINGS.map((value) => ({ value, label: t('myWeek.servingsOf', { count: Number(value) }) }))}
            data-testid="week-servings"
          />
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('myWeek.actions', { name })} data-testid="week-recipe-menu">
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onMove}>{t('myWeek.move')}</Menu.Item>
            <Menu.Item color="red" onClick={onRemove}>
              {t('myWeek.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
