import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import { LoginInvite, type LoginInviteTopic } from './LoginInvite';

/** What the opener of a personal dialog passes: open or not, how to close, and what to hear once done. */
export interface PersonalDialogProps<R> {
  opened: boolean;
  onClose: () => void;
  onAdded?: (result: R) => void;
}

/**
 * A dialog that adds to the user's own data (collections, week): the form for a user, the login
 * invitation for a visitor. The form calls `added` with the server's answer; the opener hears it
 * through onAdded, then the dialog closes.
 */
export function PersonalDialog<R>({
  title,
  size,
  opened,
  onClose,
  onAdded,
  form,
  invite,
}: PersonalDialogProps<R> & {
  title: string;
  size: ModalProps['size'];
  /** What the visitor is told logging in lets them do here. */
  invite: LoginInviteTopic;
  form: (added: (result: R) => void) => ReactNode;
}) {
  const { token } = useSession();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      {token ? (
        form((result) => {
          onAdded?.(result);
          onClose();
        })
      ) : (
        <LoginInvite topic={invite} />
      )}
    </Modal>
  );
}
