import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-cn';
import { Anchor, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { BIRTHDAY_MIN, NICKNAME_MAX, updUserInfoBodySchema, type Gender, type UserInfo } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageUpload } from '../../../components/ImageUpload';
import { shownAccount } from '../../../lib/account';
import { useCurrentUserInfo, userInfoQueryKey } from '../../../lib/api/qry-user-info';
import { toastSuccess } from '../../../lib/notify';
import { useRefreshQueries } from '../../../lib/refresh';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdUserInfo } from '../api/upd-user-info';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

function Field({
  label,
  value,
  testId,
  action,
}: {
  label: string;
  value: string | null | undefined;
  testId: string;
  action?: React.ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="sm">
        <Text size="md" data-testid={testId}>
          {value || '—'}
        </Text>
        {action}
      </Group>
    </Stack>
  );
}

const GENDER_NONE = 'none';

function ProfileForm({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const form = useApiForm({
    initial: {
      nickname: userInfo.nickname,
      avatar: userInfo.avatar,
      gender: userInfo.gender as Gender | null,
      birthday: userInfo.birthday,
    },
    schema: updUserInfoBodySchema,
    mutation: useUpdUserInfo(),
    onSuccess: () => toastSuccess(t('profile.saved')),
  });

  return (
    <form onSubmit={form.submit} noValidate data-testid="profile-form">
      <Stack gap="md" maw={480}>
        <ImageUpload
          label={t('profile.avatar')}
          value={form.values.avatar}
          onChange={(url) => form.setValue('avatar', url)}
          folderName="avatar"
          round
          removable
          testId="avatar-upload"
        />
        {form.errors.avatar && (
          <Text size="xs" c="red">
            {form.errors.avatar}
          </Text>
        )}
        <TextInput label={t('profile.nickname')} required maxLength={NICKNAME_MAX} autoComplete="nickname" {...form.text('nickname')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="gender-label">
            {t('profile.gender')}
          </Text>
          <SegmentedControl
            aria-labelledby="gender-label"
            value={form.values.gender ?? GENDER_NONE}
            onChange={(value) => form.setValue('gender', value === GENDER_NONE ? null : (value as Gender))}
            data={[
              { value: GENDER_NONE, label: t('profile.genderUnset') },
              { value: 'male', label: t('profile.male') },
              { value: 'female', label: t('profile.female') },
            ]}
          />
        </Stack>
        <DatesProvider settings={{ locale: i18n.language === 'zh-CN' ? 'zh-cn' : 'en' }}>
          <DatePickerInput
            label={t('profile.birthday')}
            placeholder={t('profile.birthdayPlaceholder')}
            value={form.values.birthday}
            onChange={(value) => form.setValue('birthday', value)}
            valueFormat="YYYY-MM-DD"
            minDate={BIRTHDAY_MIN}
            // The viewer's today; the server accepts any date that is today somewhere on Earth.
            maxDate={dayjs().format('YYYY-MM-DD')}
            defaultLevel="decade"
            clearable
            // The clear button is an icon: it needs a name of its own (axe button-name).
            clearButtonProps={{ 'aria-label': t('profile.clearBirthday') }}
            error={form.errors.birthday}
            data-testid="birthday"
          />
        </DatesProvider>
        <Group>
          <Button type="submit" loading={form.pending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Personal information: the editable profile, the account and the links to change number and password. */
export default function MyInfoPage() {
  const { t } = useTranslation();
  const userInfo = useCurrentUserInfo();
  useRefreshQueries([userInfoQueryKey]);

  if (!userInfo) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label={t('field.account')} value={shownAccount(userInfo.loginNo)} testId="my-info-login-no" />
        <Field label={t('field.email')} value={userInfo.email} testId="my-info-email" />
        <Field
          label={t('field.mobile')}
          value={userInfo.mobile}
          testId="my-info-mobile"
          action={
            <Anchor component={Link} to="/myCenter/editPhone" size="sm">
              {t('profile.editPhone')}
            </Anchor>
          }
        />
        <Field
          label={t('field.password')}
          value="••••••"
          testId="my-info-password"
          action={
            <Anchor component={Link} to="/myCenter/editPwd" size="sm">
              {t('profile.editPwd')}
            </Anchor>
          }
        />
      </SimpleGrid>
      <ProfileForm key={userInfo.id} userInfo={userInfo} />
    </>
  );
}
