import { Button, Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from './ConfirmPopup';
import { toastError } from '../lib/notify';
import { useConfirmedDelete, type DeleteMutation } from '../lib/use-confirmed-delete';
import { useSelection } from '../lib/use-selection';
import { addOnDemandWords } from '../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * Select-and-delete of a personal list (spec: delete requires selecting first): the selection of the
 * listed ids and a delete that says "select first" while nothing is selected, else confirms, deletes
 * the selection, clears it and toasts doneKey.
 */
export function useSelectionDelete<V>(
  ids: readonly string[],
  mutation: DeleteMutation<V>,
  variables: (selected: string[]) => V,
  doneKey = 'message.deleted',
) {
  const { t } = useTranslation();
  const selection = useSelection(ids);
  // The ids are read when the delete is confirmed: one deleted elsewhere meanwhile has dropped out.
  const removal = useConfirmedDelete(mutation, () => variables(selection.ids), doneKey, selection.clear);
  return {
    selection,
    ask: () => {
      if (selection.size === 0) return toastError(t('message.selectFirst'));
      removal.ask(true);
    },
    dialog: removal.dialog,
  };
}

export type SelectionDelete = ReturnType<typeof useSelectionDelete>;

/**
 * Above a personal list: "Select all" on the left, the delete button (after any other actions given
 * as children) on the right, and the delete's confirm dialog.
 */
export function SelectionBar({
  bulk,
  label,
  testId,
  children,
}: {
  bulk: SelectionDelete;
  /** The delete button's text (default: Delete). */
  label?: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { selection } = bulk;
  const remove = (
    <Button size="xs" variant="light" color="red" onClick={bulk.ask} data-testid={testId}>
      {label ?? t('message.delete')}
    </Button>
  );
  return (
    <>
      <Group justify="space-between">
        <Checkbox
          label={t('message.selectAll')}
          checked={selection.all}
          indeterminate={selection.some}
          disabled={selection.empty}
          onChange={selection.toggleAll}
        />
        {children ? (
          <Group gap="xs">
            {children}
            {remove}
          </Group>
        ) : (
          remove
        )}
      </Group>
      <ConfirmPopup {...bulk.dialog} message={t('message.deleteConfirm')} />
    </>
  );
}
