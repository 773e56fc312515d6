import { Button, Group, List, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { BASKET_NAME_MAX, MY_WEEK_SHOP_DAYS_MAX, addDays, type ShopMyWeekResult } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverErrorToFields, type FieldErrors } from '../../../lib/form';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useShopMyWeek } from '../api/shop-my-week';
import { dayLabel, daysFrom, shortDay } from '../lib/days';

type Line = ShopMyWeekResult['added'][number];
/** How a line's amount reads in the user's units (the basket's own wording, given by the route). */
export type AmountText = (line: Pick<Line, 'value' | 'unit'>) => string;

function Lines({ lines, amountText, testId }: { lines: readonly Line[]; amountText: AmountText; testId: string }) {
  return (
    <List size="sm" spacing={2} data-testid={testId}>
      {lines.map((line) => (
        <List.Item key={`${line.name}|${line.unit ?? ''}`}>
          {line.name} · {amountText(line)}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * "Shop this week": a range of days (from the week shown, up to MY_WEEK_SHOP_DAYS_MAX days) into a new
 * list. The answer shows what went on the list, scaled by each meal's servings, and the pantry's
 * lines under "You may already have", with "Add them anyway".
 */
function ShopForm({ start, firstDay, amountText }: { start: string; firstDay: string; amountText: AmountText }) {
  const { t, i18n } = useTranslation();
  const shop = useShopMyWeek();
  const anyway = useShopMyWeek();
  const [from, setFrom] = useState(firstDay);
  const [to, setTo] = useState(addDays(start, 6));
  const [name, setName] = useState(t('myWeek.shopDefaultName', { date: shortDay(firstDay, i18n.language) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<ShopMyWeekResult | null>(null);
  const [addedAnyway, setAddedAnyway] = useState(false);
  const days = daysFrom(start, MY_WEEK_SHOP_DAYS_MAX);
  const options = days.map((value) => ({ value, label: dayLabel(value, i18n.language) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: t('basket.nameRequired') });
    setErrors({});
    shop.mutate(
      { from, to, name },
      { onSuccess: setResult, onError: (error) => setErrors(serverErrorToFields(error, ['name', 'from', 'to'])) },
    );
  };

  if (result) {
    const addAnyway = () =>
      anyway.mutate(
        { from, to, basketId: result.id, pantry: 'only' },
        {
          onSuccess: () => {
            setAddedAnyway(true);
            toastSuccess(t('myWeek.addedAnyway'));
          },
          onError: (error) => toastError(error.message),
        },
      );
    return (
      <Stack gap="md" data-testid="shop-result">
        <Title order={3} size="h4">
          {t('myWeek.shopDone')}
        </Title>
        <Text size="sm">{t('myWeek.shopAdded', { count: result.added.length })}</Text>
        <Lines lines={result.added} amountText={amountText} testId="shop-added" />
        {result.leftOut.length > 0 && (
          <Stack gap={6} data-testid="shop-may-have">
            <Title order={4} size="h5">
              {t('myWeek.mayHave')}
            </Title>
            <Lines lines={result.leftOut} amountText={amountText} testId="shop-left-out" />
            {!addedAnyway && (
              <Group>
                <Button size="xs" variant="light" onClick={addAnyway} loading={anyway.isPending}>
                  {t('myWeek.addAnyway')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={`/shopBasket/basketDetail?id=${result.id}`}>
            {t('myWeek.shopOpen')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <NativeSelect
            label={t('myWeek.shopFrom')}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            data={options}
            error={errors.from}
            data-testid="shop-from"
          />
          <NativeSelect
            label={t('myWeek.shopTo')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            data={options}
            error={errors.to}
            data-testid="shop-to"
          />
        </Group>
        <TextInput
          label={t('myWeek.shopName')}
          value={name}
          maxLength={BASKET_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-testid="shop-name"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={shop.isPending}>
            {t('myWeek.shopSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The week page's "Shop this week" button and its dialog. */
export function ShopWeekButton({ start, firstDay, amountText }: { start: string; firstDay: string; amountText: AmountText }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" onClick={() => setOpened(true)} data-testid="shop-week">
        {t('myWeek.shop')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('myWeek.shopTitle')} centered>
        {opened && <ShopForm start={start} firstDay={firstDay} amountText={amountText} />}
      </Modal>
    </>
  );
}
