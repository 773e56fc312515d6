import { Button, Checkbox, Group, Loader, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  BASKET_NAME_MAX,
  BASKET_ITEMS_MAX,
  BASKET_UNITS,
  BASKET_VALUE_MAX,
  BASKET_VALUE_MIN,
  INGREDIENT_NAME_MAX,
  ingredientLinesOf,
  readsAsIngredientLines,
} from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginInvite } from '../../../components/LoginInvite';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import { ApiError } from '../../../lib/api-client';
import { useLeavePage } from '../../../lib/leave-page';
import { toastError, toastSuccess } from '../../../lib/notify';
import { unitSetting } from '../../../lib/settings';
import { useSession } from '../../../lib/session';
import { useBasketDetail } from '../api/qry-basket-detail';
import { makeChange, usePendingChanges, withPending, type BasketOp, type ShownBasket } from '../lib/offline-changes';
import { shownAmount } from '../lib/amount';
import '../basket.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

interface Row {
  /** A key for the page: the item's id, or a made-up one for an item added here. */
  key: string;
  id?: string | undefined;
  name: string;
  value: number | null;
  unit: string | null;
  checked: boolean;
}

let newKeys = 0;

/** The list's items as the form edits them: mass in the user's weight unit (the server stores grams). */
const rowsOf = (basket: ShownBasket): Row[] =>
  basket.items.map((item) => {
    const amount = shownAmount(item, unitSetting().weight);
    return {
      key: item.id,
      id: item.id,
      name: item.name,
      value: amount?.value ?? null,
      unit: amount ? amount.unit : item.unit,
      checked: item.checked,
    };
  });

/**
 * What the form changed, as the list's changes (issue 31: each kept on the device and sent on its own,
 * so an edit made offline, or while others change the list, touches only what was edited here).
 */
function changesOf(basket: ShownBasket, name: string, rows: readonly Row[]): BasketOp[] {
  const before = new Map(rowsOf(basket).map((row) => [row.key, row]));
  const ops: BasketOp[] = [];
  if (name !== basket.name) ops.push({ kind: 'rename', name });
  for (const row of rows) {
    const { id, name: itemName, value, unit, checked } = row;
    const was = before.get(row.key);
    if (!id || !was) {
      ops.push({ kind: 'add', item: { name: itemName, value, unit, checked } });
      continue;
    }
    const fields = {
      ...(itemName === was.name ? {} : { name: itemName }),
      ...(value === was.value && unit === was.unit ? {} : { value, unit }),
      ...(checked === was.checked ? {} : { checked }),
    };
    if (Object.keys(fields).length > 0) ops.push({ kind: 'item', id, label: was.name, fields });
  }
  const kept = new Set(rows.map((row) => row.key));
  for (const key of before.keys()) if (!kept.has(key)) ops.push({ kind: 'remove', id: key });
  return ops;
}

/** Keeps the changes in order (each is shown at once and sent when the network allows). */
async function saveChanges(basketId: string, ops: readonly BasketOp[]): Promise<void> {
  for (const op of ops) await makeChange(basketId, op);
}

function BasketForm({ basket }: { basket: ShownBasket }) {
  const { t } = useTranslation();
  const leave = useLeavePage();
  const [saving, setSaving] = useState(false);
  // What the form started from: changes are what was edited here, whatever others did to the list meanwhile.
  const [start] = useState(basket);
  const save = {
    isPending: saving,
    mutate: (ops: readonly BasketOp[], callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => {
      setSaving(true);
      saveChanges(basket.id, ops)
        .then(callbacks.onSuccess, callbacks.onError)
        .finally(() => setSaving(false));
    },
  };
  const [name, setName] = useState(basket.name);
  const [rows, setRows] = useState(() => rowsOf(basket));
  const [draft, setDraft] = useState<Omit<Row, 'key' | 'checked'>>({ name: '', value: null, unit: null });
  const [draftError, setDraftError] = useState<string | null>(null);
  const units = [{ value: '', label: t('basket.noUnit') }, ...BASKET_UNITS.map((unit) => ({ value: unit, label: unit }))];
  const nameError = name.trim() ? null : t('basket.nameRequired');

  // Deleting is permanent (spec 5): the confirmed delete saves the list without the selected items at once.
  const removeSelected = {
    isPending: save.isPending,
    mutate: (keys: string[], callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => {
      const kept = rows.filter((row) => !keys.includes(row.key));
      const removed = rows.flatMap((row) => (row.id && keys.includes(row.key) ? [{ kind: 'remove' as const, id: row.id }] : []));
      save.mutate(removed, {
        onSuccess: () => {
          setRows(kept);
          callbacks.onSuccess();
        },
        onError: callbacks.onError,
      });
    },
  };
  const bulk = useSelectionDelete(
    rows.map((row) => row.key),
    removeSelected,
    (keys) => keys,
    'basket.deleted',
  );

  const change = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  /** The new-item row as an item of the list. */
  const draftRow = (): Row => {
    newKeys += 1;
    return { ...draft, name: draft.name.trim(), key: `new-${newKeys}`, checked: false };
  };

  const addItem = () => {
    if (!draft.name.trim()) return setDraftError(t('basket.itemNameRequired'));
    setRows((current) => [...current, draftRow()]);
    setDraft({ name: '', value: null, unit: null });
  };

  /**
   * A line pasted into the empty new-item name is read by the shared parser ("200 g butter" fills
   * the amount and unit); a pasted list adds one item a line, within the list's limit.
   */
  const pasteItems = (text: string): boolean => {
    if (draft.name) return false;
    const lines = ingredientLinesOf(text, Math.max(0, BASKET_ITEMS_MAX - rows.length));
    if (!readsAsIngredientLines(lines)) return false;
    const items = lines.map((line) => ({ name: line.name, value: line.value, unit: line.unit }));
    if (items.length === 1) setDraft(items[0]!);
    else
      setRows((current) => [
        ...current,
        ...items.map((item) => {
          newKeys += 1;
          return { ...item, key: `new-${newKeys}`, checked: false };
        }),
      ]);
    setDraftError(null);
    return true;
  };

  const submit = () => {
    if (nameError) return;
    const blank = rows.find((row) => !row.name.trim());
    if (blank) return toastError(t('basket.itemNameRequired'));
    // What is typed in the new-item row is saved with the list, not dropped; an amount without a name is asked for.
    const typed = draft.name.trim() !== '';
    if (!typed && (draft.value !== null || draft.unit !== null)) return setDraftError(t('basket.itemNameRequired'));
    const items = typed ? [...rows, draftRow()] : rows;
    save.mutate(changesOf(start, name.trim(), items), {
      onSuccess: () => {
        toastSuccess(navigator.onLine ? t('basket.saved') : t('offline.savedHere'));
        leave(`/shopBasket/basketDetail?id=${basket.id}`);
      },
      onError: (error) => toastError(error.message),
    });
  };

  return (
    <Stack gap="md" data-testid="basket-edit-form">
      <TextInput
        label={t('basket.name')}
        maxLength={BASKET_NAME_MAX}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.currentTarget.value)}
        data-testid="edit-basket-name"
      />
      <SelectionBar bulk={bulk} testId="delete-items" />
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.key} gap="xs" wrap="nowrap" data-testid="edit-item">
            <Checkbox aria-label={row.name} checked={bulk.selection.has(row.key)} onChange={() => bulk.selection.toggle(row.key)} />
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('basket.itemName')}
              maxLength={INGREDIENT_NAME_MAX}
              value={row.name}
              error={!row.name.trim()}
              onChange={(event) => change(row.key, { name: event.currentTarget.value })}
              data-testid="edit-item-name"
            />
            <NumberInput
              w={110}
              aria-label={t('basket.value')}
              min={0}
              max={BASKET_VALUE_MAX}
              decimalScale={2}
              value={row.value ?? ''}
              onChange={(value) => change(row.key, { value: typeof value === 'number' && value >= BASKET_VALUE_MIN ? value : null })}
              data-testid="edit-item-value"
            />
            <Select
              w={110}
              aria-label={t('basket.unit')}
              data={units}
              value={row.unit ?? ''}
              onChange={(value) => change(row.key, { unit: value || null })}
              allowDeselect={false}
              data-testid="edit-item-unit"
            />
          </Group>
        ))}
      </Stack>
      <Group gap="xs" align="flex-start" wrap="nowrap" data-testid="add-item">
        <TextInput
          style={{ flex: 1 }}
          placeholder={t('basket.itemName')}
          aria-label={t('basket.itemName')}
          maxLength={INGREDIENT_NAME_MAX}
          value={draft.name}
          error={draftError}
          onChange={(event) => {
            setDraft({ ...draft, name: event.currentTarget.value });
            setDraftError(null);
          }}
          onPaste={(event) => {
            if (pasteItems(event.clipboardData.getData('text'))) event.preventDefault();
          }}
          data-testid="new-item-name"
        />
        <NumberInput
          w={110}
          aria-label={t('basket.value')}
          placeholder={t('basket.value')}
          min={0}
          max={BASKET_VALUE_MAX}
          decimalScale={2}
          value={draft.value ?? ''}
          onChange={(value) => setDraft({ ...draft, value: typeof value === 'number' && value >= BASKET_VALUE_MIN ? value : null })}
          data-testid="new-item-value"
        />
        <Select
          w={110}
          aria-label={t('basket.unit')}
          data={units}
          value={draft.unit ?? ''}
          onChange={(value) => setDraft({ ...draft, unit: value || null })}
          allowDeselect={false}
          data-testid="new-item-unit"
        />
        <Button variant="light" onClick={addItem} data-testid="add-item-button">
          {t('basket.addItem')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="save-basket">
          {t('basket.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /shopBasket/editBasket?id=: rename, add items (name required), change amounts and units, then save
 * the whole list; selected items are deleted at once after the confirm popup (deletion is permanent).
 */
export default function EditBasketPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const id = useSearchParams()[0].get('id');
  const query = useBasketDetail(id);
  const pending = usePendingChanges(id ?? '');
  if (!token) return <LoginInvite topic="lists" />;
  if (id === null || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <Text c="dimmed" data-testid="basket-missing">
        {t('basket.notFound')}
      </Text>
    );
  }
  if (!query.data) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  // Keyed by the list: the form starts from what is stored, and keeps its edits while others change the list.
  return <BasketForm key={query.data.id} basket={withPending(query.data, pending)} />;
}
