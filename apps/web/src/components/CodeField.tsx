import { Button, Group, TextInput } from '@mantine/core';
import { CODE_LENGTH, CODE_RESEND_SECONDS, sendCodeBodySchema, type CodeScene } from '@chef/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useSendCode } from '../lib/api/send-code';
import { validate } from '../lib/form';
import { toastError, toastSuccess } from '../lib/notify';
import { addOnDemandWords } from '../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * Verification code input with its "Get code" button. The button validates the account first (same
 * schema as the server), then counts down for as long as the server says a new code must wait.
 */
export function CodeField({
  account,
  scene,
  value,
  error,
  onChange,
  onAccountError,
}: {
  account: string;
  scene: CodeScene;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onAccountError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const sendCode = useSendCode();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const requestCode = () => {
    const checked = validate(sendCodeBodySchema, { account, scene });
    if (!checked.ok) {
      onAccountError(checked.errors.account ?? checked.errors.form);
      return;
    }
    onAccountError(undefined);
    sendCode.mutate(checked.data, {
      onSuccess: (result) => {
        toastSuccess(t('toast.codeSent'));
        setSecondsLeft(result.resendAfter > 0 ? result.resendAfter : CODE_RESEND_SECONDS);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.field === 'account') onAccountError(failure.message);
        else toastError(failure.message);
      },
    });
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('login.code')}
        placeholder={t('login.code')}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value.trim())}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        name="code"
      />
      <Button
        variant="light"
        mt={25}
        w={130}
        px="xs"
        onClick={requestCode}
        loading={sendCode.isPending}
        disabled={secondsLeft > 0}
        data-testid="send-code"
      >
        {secondsLeft > 0 ? t('login.resend', { seconds: secondsLeft }) : t('login.sendCode')}
      </Button>
    </Group>
  );
}
