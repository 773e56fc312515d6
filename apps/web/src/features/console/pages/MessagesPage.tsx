import { Button, Paper, SegmentedControl, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, sendMsgBodySchema, type AdminUser } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useAdminUsers, useSendMsg } from '../api/people';

addOnDemandWords();

const SUGGESTIONS = 10;
const labelOf = (user: AdminUser) => `${user.nickname} · ${user.email ?? user.mobile ?? ''}`;

/** The recipient: search as you type (the start of a mobile number, an e-mail address or a nickname), then pick one. */
function RecipientPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const [keyword] = useDebouncedValue(search.trim(), 250);
  // Once a user is picked the box shows their label: that is not a new search.
  const typing = picked === null || value === null || search !== labelOf(picked);
  const users = useAdminUsers({ keyword, current: 1, size: SUGGESTIONS }, typing && keyword.length > 0);
  const found = typing && keyword ? (users.data?.records ?? []) : [];
  const options = picked && value === picked.id && !found.some((u) => u.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select
      label={t('people.recipient')}
      placeholder={t('people.recipientHint')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched: show its answer as it is.
      filter={({ options: all }) => all}
      data={options.map((user) => ({ value: user.id, label: labelOf(user) }))}
      value={value}
      onChange={(id) => {
        setPicked(options.find((u) => u.id === id) ?? null);
        onChange(id);
      }}
      nothingFoundMessage={keyword && users.isFetched ? t('people.noMatch') : undefined}
      error={error}
      data-testid="message-recipient"
    />
  );
}

/** Staff send a message to one user or to every user; it arrives live to those connected. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const send = useSendMsg();
  const [target, setTarget] = useState<'one' | 'everyone'>('one');
  const [userId, setUserId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const body = { ...(target === 'one' && userId ? { userId } : {}), ...(title.trim() ? { title } : {}), text };
  const deliver = () => {
    setConfirming(false);
    send.mutate(body, {
      onSuccess: ({ recipients }) => {
        toastSuccess(t('people.sent', { count: recipients }));
        setTitle('');
        setText('');
        setUserId(null);
        setPickerKey((k) => k + 1);
      },
      onError: (error) => setErrors(serverErrorToFields(error, ['userId', 'title', 'text'])),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(sendMsgBodySchema, body);
    const found: FieldErrors = checked.ok ? {} : checked.errors;
    if (target === 'one' && !userId) found.userId = t('people.pickRecipient');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (target === 'everyone') setConfirming(true);
    else deliver();
  };

  return (
    <Stack gap="md" maw={640} data-testid="console-messages">
      <Title order={2}>{t('people.messages')}</Title>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('people.sendTo')}
            </Text>
            <SegmentedControl
              value={target}
              onChange={(value) => (setTarget(value as 'one' | 'everyone'), setErrors({}))}
              data={[
                { value: 'one', label: t('people.oneUser') },
                { value: 'everyone', label: t('people.everyone') },
              ]}
              data-testid="message-target"
            />
          </div>
          {target === 'one' && <RecipientPicker key={pickerKey} value={userId} onChange={setUserId} error={errors.userId} />}
          <TextInput
            label={t('people.messageTitle')}
            value={title}
            maxLength={MESSAGE_TITLE_MAX}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            data-testid="message-title"
          />
          <Textarea
            label={t('people.messageText')}
            value={text}
            maxLength={MESSAGE_CONTENT_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.text}
            description={`${text.length}/${MESSAGE_CONTENT_MAX}`}
            autosize
            minRows={3}
            required
            data-testid="message-text"
          />
          <Button type="submit" loading={send.isPending} data-testid="message-send" style={{ alignSelf: 'flex-start' }}>
            {t('people.send')}
          </Button>
        </Stack>
      </Paper>
      <ConfirmPopup opened={confirming} message={t('people.confirmEveryone')} onCancel={() => setConfirming(false)} onConfirm={deliver} />
    </Stack>
  );
}
