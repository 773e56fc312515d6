import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/PasswordChangeForm';
import { toastSuccess } from '../../../lib/notify';
import { useUpdPwd } from '../api/upd-pwd';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

/** Modify password: old and new (6-12 letters plus digits); the user's other sessions are signed out. */
export default function EditPwdPage() {
  const { t } = useTranslation();
  const mutation = useUpdPwd();
  // A fresh, empty form after each change.
  const [generation, setGeneration] = useState(0);
  return (
    <PasswordChangeForm
      key={generation}
      testId="edit-pwd-form"
      mutation={mutation}
      onChanged={() => {
        toastSuccess(t('profile.passwordChanged'));
        setGeneration((n) => n + 1);
      }}
    />
  );
}
