import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { AUDIT_STATUS, imageVariant, PRIVATE_RECIPE, type MyRecipeItem } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChefHatIcon } from '../../../components/icons';
import { LoadMoreFooter } from '../../../components/ListFooter';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { myRecipeQueryKey } from '../api/add-recipe';
import { useDelRecipe } from '../api/del-recipe';
import { useMyRecipes } from '../api/qry-my-recipe';
import { usePublishRecipe } from '../api/publish-recipe';
import { useRepublishRecipe } from '../api/republish-recipe';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

const TABS = [
  { status: 0, label: 'myRecipe.tabAll' },
  { status: AUDIT_STATUS.underAudit, label: 'myRecipe.tabUnderAudit' },
  { status: AUDIT_STATUS.failed, label: 'myRecipe.tabFailed' },
  { status: AUDIT_STATUS.succeeded, label: 'myRecipe.tabSucceeded' },
] as const;
const STATUS_COLOR: Record<number, string> = { 0: 'gray', 1: 'yellow', 2: 'red', 3: 'green' };

/**
 * What a published recipe's own change means for the public (issue 28): under audit, the published
 * version stays public meanwhile; failed, it stays public and the change was not published. Nothing
 * for a recipe that is not public, or whose latest version is the public one.
 */
function publicNoteKey(recipe: Pick<MyRecipeItem, 'auditStatus' | 'isPublic'>): string | null {
  if (!recipe.isPublic) return null;
  if (recipe.auditStatus === AUDIT_STATUS.underAudit) return 'myRecipe.publicStays';
  if (recipe.auditStatus === AUDIT_STATUS.failed) return 'myRecipe.publicKept';
  return null;
}

function RecipeRow({ recipe, selected, onToggle }: { recipe: MyRecipeItem; selected: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const republish = useRepublishRecipe();
  const publish = usePublishRecipe();
  // Issue 26: an imported private recipe is published only with its author's word.
  const [ownText, setOwnText] = useState(false);
  const isPrivate = recipe.auditStatus === PRIVATE_RECIPE;
  const detail = `/myCenter/recipeDetail?id=${recipe.id}`;
  const thumb = imageVariant(recipe.cover, 'sm');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-recipe">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox aria-label={recipe.name} checked={selected} onChange={onToggle} mt={4} />
        <Link to={detail} className="chef-thumb chef-thumb--lg" tabIndex={-1} aria-hidden="true">
          {thumb ? <img src={thumb} alt="" loading="lazy" /> : <ChefHatIcon size={24} />}
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={detail} c="dark.7" fw={600} lineClamp={1} lang={recipe.lang} data-testid="my-recipe-name">
              {recipe.name}
            </Anchor>
            <Badge color={STATUS_COLOR[recipe.auditStatus]} variant="light" data-testid="my-recipe-status">
              {t(`myRecipe.status.${recipe.auditStatus}`)}
            </Badge>
          </Group>
          {recipe.auditStatus === AUDIT_STATUS.failed && recipe.auditReason && (
            <Text size="sm" c="red" data-testid="my-recipe-reason">
              {t('myRecipe.reason', { reason: recipe.auditReason })}
            </Text>
          )}
          {publicNoteKey(recipe) && (
            <Text size="xs" c="dimmed" data-testid="my-recipe-public-note">
              {t(publicNoteKey(recipe)!)}
            </Text>
          )}
          {isPrivate && recipe.sourceUrl && (
            <Checkbox
              size="xs"
              label={t('recipeBox.ownText')}
              checked={ownText}
              onChange={(e) => setOwnText(e.currentTarget.checked)}
              data-testid="my-recipe-own-text"
            />
          )}
          <Text size="xs" c="dimmed">
            {formatRelativeTime(recipe.updateTime)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" component={Link} to={`/myCenter/editRecipe?id=${recipe.id}`} data-testid="my-recipe-edit">
            {t('myRecipe.edit')}
          </Button>
          {recipe.auditStatus === AUDIT_STATUS.failed && (
            <Button
              size="xs"
              loading={republish.isPending}
              onClick={() =>
                republish.mutate(recipe.id, {
                  onSuccess: () => toastSuccess(t('myRecipe.republished')),
                  onError: (e) => toastError(e.message),
                })
              }
              data-testid="my-recipe-republish"
            >
              {t('myRecipe.republish')}
            </Button>
          )}
          {isPrivate && (
            <Button
              size="xs"
              loading={publish.isPending}
              disabled={!!recipe.sourceUrl && !ownText}
              onClick={() =>
                publish.mutate(
                  { id: recipe.id, ...(recipe.sourceUrl ? { ownText } : {}) },
                  { onSuccess: () => toastSuccess(t('recipeBox.published')), onError: (e) => toastError(e.message) },
                )
              }
              data-testid="my-recipe-publish"
            >
              {t('recipeBox.publish')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * One list of my recipes with select-and-delete; withPrivate: the private box (createRecord, issue 26);
 * empty: what it says when there is none (else "No data").
 */
export function RecipeTab({ status, withPrivate = false, empty }: { status: number; withPrivate?: boolean; empty?: string }) {
  const query = useMyRecipes(status, withPrivate);
  const del = useDelRecipe();
  const records = query.data?.records ?? [];
  const bulk = useSelectionDelete(
    records.map((r) => r.id),
    del,
    (ids) => ({ ids }),
    'myRecipe.deleted',
  );
  return (
    <Stack gap="md" mt="md">
      <SelectionBar bulk={bulk} testId="delete-my-recipes" />
      <Stack gap="xs" data-testid="my-recipe-list">
        {records.map((recipe) => (
          <RecipeRow
            key={recipe.id}
            recipe={recipe}
            selected={bulk.selection.has(recipe.id)}
            onToggle={() => bulk.selection.toggle(recipe.id)}
          />
        ))}
      </Stack>
      <LoadMoreFooter query={query} empty={empty} />
    </Stack>
  );
}

/** myRelease: my recipes by audit state (All / Under audit / Audit failed / Audit succeeded); failed ones show the reason and can be edited and republished; select, then delete. */
export default function MyReleasePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('0');
  useRefreshQueries([myRecipeQueryKey]);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to="/createRecipe" size="xs" data-testid="write-recipe">
          {t('myRecipe.write')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(v ?? '0')} keepMounted={false}>
        <Tabs.List>
          {TABS.map(({ status, label }) => (
            <Tabs.Tab key={status} value={String(status)} data-testid={`my-recipe-tab-${status}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ status }) => (
          <Tabs.Panel key={status} value={String(status)}>
            <RecipeTab status={status} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** Shown over my recipe's detail: its audit state and, when it failed, the reason. */
export function AuditNotice({ recipe }: { recipe: Pick<MyRecipeItem, 'auditStatus' | 'auditReason' | 'isPublic'> }) {
  const { t } = useTranslation();
  return (
    <Alert color={STATUS_COLOR[recipe.auditStatus]} title={t(`myRecipe.status.${recipe.auditStatus}`)} data-testid="audit-notice">
      <Stack gap={4}>
        {recipe.auditReason && <Text size="sm">{t('myRecipe.reason', { reason: recipe.auditReason })}</Text>}
        {publicNoteKey(recipe) && <Text size="sm">{t(publicNoteKey(recipe)!)}</Text>}
        <Text size="sm">{t('myRecipe.previewNote')}</Text>
      </Stack>
    </Alert>
  );
}
