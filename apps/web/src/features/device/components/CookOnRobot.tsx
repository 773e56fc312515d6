import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Ingredient, MyDevice, Step } from '@chef/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSuccess } from '../../../lib/notify';
import { useMyDevices } from '../api/qry-my-device';
import { useSendRecipe } from '../api/send-recipe';
import { DeviceStateBadges } from './DeviceCard';
import { LiveCooking } from './LiveCooking';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const ready = (device: MyDevice) => device.online && device.status === 'idle';

/**
 * The spec's "Device not bound": asks whether to go to the app to bind, with the app's download links,
 * and offers the portal's own binding page first (issue 28): it binds with the same pairing code.
 */
function NotBound({ opened, onClose, downloadButtons }: { opened: boolean; onClose: () => void; downloadButtons: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('device.notBoundTitle')} centered size="sm">
      <Stack gap="md" data-testid="device-not-bound">
        <Text size="sm">{t('device.notBound')}</Text>
        <Button component={Link} to="/myCenter/myDevice" onClick={onClose} style={{ alignSelf: 'flex-start' }} data-testid="bind-here">
          {t('device.bindHere')}
        </Button>
        <Text size="sm" fw={600}>
          {t('device.bindInApp')}
        </Text>
        {downloadButtons}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * "Cook on the robot" for one recipe: the dialog (no device: the not-bound prompt; otherwise the
 * devices to choose from, ready ones first chosen) and, under the actions, the live cooking of any of
 * the caller's devices running this recipe. A refusal (offline, busy, a step the model cannot run)
 * is shown in the dialog as the server words it.
 */
export function CookOnRobot({
  recipeId,
  steps,
  ingredients,
  opened,
  onClose,
  downloadButtons,
  onRate,
}: {
  recipeId: string;
  steps: readonly Step[];
  ingredients: readonly Ingredient[];
  opened: boolean;
  onClose: () => void;
  downloadButtons: ReactNode;
  onRate: () => void;
}) {
  const { t } = useTranslation();
  const devices = useMyDevices();
  const send = useSendRecipe();
  const [chosen, setChosen] = useState<string | null>(null);
  // Devices seen cooking this recipe stay shown after the program ends, so the ending (and the rating
  // prompt) can be read; the list's recipeId is cleared by then.
  const [shown, setShown] = useState<readonly string[]>([]);
  const list = devices.data ?? [];
  const selected = chosen ?? (list.find(ready) ?? list[0])?.id ?? null;
  const cookingNow = list.filter((device) => device.recipeId === recipeId).map((device) => device.id);
  const newlyCooking = cookingNow.filter((id) => !shown.includes(id));
  // Adjusted while rendering (React's pattern for state derived from changing data), not in an effect.
  if (newlyCooking.length > 0) setShown([...shown, ...newlyCooking]);
  const cookingHere = list.filter((device) => device.recipeId === recipeId || shown.includes(device.id));

  const close = () => {
    send.reset();
    onClose();
  };
  const start = () => {
    if (!selected) return;
    send.mutate(
      { deviceId: selected, recipeId },
      {
        onSuccess: () => {
          toastSuccess(t('device.sent', { name: list.find((device) => device.id === selected)?.name ?? '' }));
          close();
        },
      },
    );
  };

  return (
    <>
      {cookingHere.length > 0 && (
        <Stack gap="xs" mt="sm" data-testid="recipe-live-cooking">
          {cookingHere.map((device) => (
            <LiveCooking key={device.id} device={device} steps={steps} ingredients={ingredients} onRate={onRate} />
          ))}
        </Stack>
      )}
      {opened && devices.isSuccess && list.length === 0 && <NotBound opened onClose={close} downloadButtons={downloadButtons} />}
      {opened && list.length > 0 && (
        <Modal opened onClose={close} title={t('device.chooseDevice')} centered size="md">
          <Stack gap="md" data-testid="cook-on-robot">
            <Radio.Group value={selected} onChange={setChosen}>
              <Stack gap="xs">
                {list.map((device) => (
                  <Group key={device.id} justify="space-between" wrap="nowrap">
                    <Radio value={device.id} label={`${device.name} (${device.model})`} data-testid="cook-device" />
                    <DeviceStateBadges device={device} />
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
            {send.error && (
              <Alert color="red" variant="light" data-testid="cook-error">
                {send.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button onClick={start} loading={send.isPending} disabled={!selected} data-testid="cook-start">
                {t('device.send')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
