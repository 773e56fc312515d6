import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from './notify';

/** What a confirmed delete needs of a TanStack mutation. */
export interface DeleteMutation<V> {
  mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * A delete the user confirms first (spec: the confirm dialog). ask(target) opens the dialog; confirming
 * runs the mutation, then closes it and toasts doneKey; a failure toasts the server's message and
 * leaves the dialog open to try again. `dialog` goes to ConfirmPopup as it is.
 */
export function useConfirmedDelete<T, V>(mutation: DeleteMutation<V>, variables: (target: T) => V, doneKey: string, onDone?: () => void) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (target === null) return;
    mutation.mutate(variables(target), {
      onSuccess: () => {
        onDone?.();
        setTarget(null);
        toastSuccess(t(doneKey));
      },
      onError: (error) => toastError(error.message),
    });
  };
  return {
    target,
    ask: (next: T) => setTarget(next),
    dialog: { opened: target !== null, loading: mutation.isPending, onCancel: () => setTarget(null), onConfirm: confirm },
  };
}
