import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  ADV_NAME_MAX,
  BANNERS_MAX,
  LANGUAGES,
  RICH_TEXT_URL_MAX,
  SINGLE_ADV_TYPES,
  advInputSchema,
  canMove,
  moveItem,
  type MoveDirection,
  type AdminAdvRecord,
  type AdvType,
  type Language,
} from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { QueryState } from '../../../components/QueryState';
import { ImageUpload } from '../../../components/ImageUpload';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useConsoleAdverts, useDeleteAdvert, useSaveAdvert } from '../api/adverts';
import { staffUploadAuth } from '../lib/staff-session';
import { LANGUAGE_LABELS } from './ArticlesPage';

addOnDemandWords();

type Draft = { advType: AdvType; lang: Language; advName: string; advUrl: string; advPic: string; sort: number };
const draftOf = (advType: AdvType, lang: Language, record?: AdminAdvRecord): Draft => ({
  advType,
  lang,
  advName: record?.advName ?? '',
  advUrl: record?.advUrl ?? '',
  advPic: record?.advPic ?? '',
  sort: record?.sort ?? 0,
});
/** The form's empty text is the API's null. */
const schema = advInputSchema;

/** One config record of a language (phone, links, QR target): its label and address, saved alone. */
function ConfigRecord({ advType, lang, record }: { advType: AdvType; lang: Language; record: AdminAdvRecord | undefined }) {
  const { t } = useTranslation();
  const save = useSaveAdvert();
  const form = useApiForm({
    initial: draftOf(advType, lang, record),
    schema,
    mutation: {
      mutate: (input, callbacks) => save.mutate({ ...input, id: record?.id ?? null }, callbacks),
      isPending: save.isPending,
    },
    onSuccess: () => toastSuccess(t('consoleContent.saved')),
  });
  const phone = advType === 'phone';
  return (
    <Paper withBorder radius="md" p="sm" component="form" noValidate onSubmit={(e) => form.submit(e)} data-testid={`adv-${advType}`}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t(phone ? 'consoleContent.adv.phone' : 'consoleContent.adv.label')}
          maxLength={ADV_NAME_MAX}
          w={phone ? 260 : 200}
          {...form.text('advName')}
          data-testid={`adv-${advType}-name`}
        />
        {!phone && (
          <TextInput
            label={`${t(`consoleContent.adv.${advType}`)}: ${t('consoleContent.adv.address')}`}
            placeholder="https://"
            maxLength={RICH_TEXT_URL_MAX}
            style={{ flex: 1, minWidth: 260 }}
            value={form.values.advUrl}
            error={form.errors.advUrl}
            onChange={(e) => form.setValue('advUrl', e.currentTarget.value)}
            data-testid={`adv-${advType}-url`}
          />
        )}
        <Button type="submit" loading={form.pending} data-testid={`adv-${advType}-save`}>
          {t('consoleContent.save')}
        </Button>
      </Group>
    </Paper>
  );
}

/** A home banner: title, picture and link; order by moving it; saved alone. */
function Banner({
  record,
  lang,
  onMove,
  onRemove,
  first,
  last,
  sort = 0,
  onSaved,
}: {
  record: AdminAdvRecord | null;
  lang: Language;
  onMove?: (direction: MoveDirection) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
  /** A new banner goes last. */
  sort?: number;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAdvert();
  const form = useApiForm({
    initial: { ...draftOf('banner', lang, record ?? undefined), ...(record ? {} : { sort }) },
    schema,
    mutation: {
      mutate: (input, callbacks) => save.mutate({ ...input, id: record?.id ?? null }, callbacks),
      isPending: save.isPending,
    },
    onSuccess: () => {
      toastSuccess(t('consoleContent.saved'));
      onSaved?.();
    },
  });
  return (
    <Paper withBorder radius="md" p="sm" component="form" noValidate onSubmit={form.submit} data-testid="adv-banner">
      <Group align="flex-start" wrap="wrap">
        <ImageUpload
          value={form.values.advPic || null}
          onChange={(url) => form.setValue('advPic', url ?? '')}
          folderName="article"
          auth={staffUploadAuth}
          testId="adv-banner-picture"
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 260 }}>
          <TextInput
            label={t('consoleContent.adv.bannerTitle')}
            maxLength={ADV_NAME_MAX}
            {...form.text('advName')}
            data-testid="adv-banner-name"
          />
          <TextInput
            label={t('consoleContent.adv.bannerLink')}
            maxLength={RICH_TEXT_URL_MAX}
            value={form.values.advUrl}
            error={form.errors.advUrl}
            onChange={(e) => form.setValue('advUrl', e.currentTarget.value)}
            data-testid="adv-banner-url"
          />
          {form.errors.advPic && (
            <Text size="xs" c="red">
              {form.errors.advPic}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" size="xs" loading={form.pending} data-testid="adv-banner-save">
              {t('consoleContent.save')}
            </Button>
            {onMove && (
              <>
                <ActionIcon variant="default" disabled={first} onClick={() => onMove('up')} aria-label={t('consoleContent.moveUp')}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="default" disabled={last} onClick={() => onMove('down')} aria-label={t('consoleContent.moveDown')}>
                  ↓
                </ActionIcon>
              </>
            )}
            <Button size="xs" color="red" variant="subtle" onClick={onRemove}>
              {t('consoleContent.remove')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Adverts and config records of a language: the service phone, the buy, product-site and download
 * links, the app's QR target, and the home banners in their order. Each record is saved by itself.
 */
export function AdvertsPage() {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>('en-US');
  const records = useConsoleAdverts(lang);
  const save = useSaveAdvert();
  const remove = useDeleteAdvert();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<AdminAdvRecord | null>(null);
  const all = records.data ?? [];
  const banners = all.filter((r) => r.advType === 'banner');

  /** Moving a banner renumbers the list (sort = position) and saves the records whose order changed. */
  const move = (index: number, direction: MoveDirection) => {
    const next = moveItem(banners, index, direction);
    next.forEach((banner, sort) => {
      if (banner.sort === sort) return;
      save.mutate(
        { id: banner.id, advType: 'banner', lang, advName: banner.advName, advPic: banner.advPic, advUrl: banner.advUrl, sort },
        { onError: (err) => toastError(err.message) },
      );
    });
  };

  return (
    <Stack gap="md" data-testid="console-adverts">
      <SegmentedControl
        value={lang}
        onChange={(v) => setLang(v as Language)}
        data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
        w="fit-content"
        data-testid="adv-lang"
      />
      <Text size="xs" c="dimmed">
        {t('consoleContent.adv.cacheNote')}
      </Text>
      <QueryState query={records}>
        {() => (
          <Stack gap="sm" key={lang}>
            {SINGLE_ADV_TYPES.map((advType) => (
              <ConfigRecord key={advType} advType={advType} lang={lang} record={all.find((r) => r.advType === advType)} />
            ))}
            <Text fw={600} mt="md">
              {t('consoleContent.adv.banners')}
            </Text>
            {banners.map((banner, index) => (
              <Banner
                key={`${banner.id}-${banner.sort}`}
                record={banner}
                lang={lang}
                first={!canMove(index, banners.length, 'up')}
                last={!canMove(index, banners.length, 'down')}
                onMove={(direction) => move(index, direction)}
                onRemove={() => setToRemove(banner)}
              />
            ))}
            {adding ? (
              <Banner
                record={null}
                lang={lang}
                first
                last
                sort={banners.length}
                onRemove={() => setAdding(false)}
                onSaved={() => setAdding(false)}
              />
            ) : (
              <Button
                variant="light"
                w="fit-content"
                disabled={banners.length >= BANNERS_MAX}
                onClick={() => setAdding(true)}
                data-testid="adv-banner-add"
              >
                {t('consoleContent.adv.addBanner')}
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmPopup
        opened={toRemove !== null}
        message={t('consoleContent.adv.removeConfirm', { name: toRemove?.advName ?? '' })}
        loading={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() =>
          toRemove && remove.mutate(toRemove.id, { onSuccess: () => setToRemove(null), onError: (err) => toastError(err.message) })
        }
      />
    </Stack>
  );
}
