import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  displayTemperature,
  ingredientsNamedIn,
  temperaturesInText,
  speedLabel,
  type Ingredient,
  type MyDevice,
  type Step,
} from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { toastError } from '../../../lib/notify';
import { formatNumber } from '../../../lib/number';
import { unitSetting } from '../../../lib/settings';
import { useDeviceCommand } from '../api/device-command';
import { clock, dismissEnd, secondsLeft, useDeviceLive, useNow } from '../lib/live';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The cooking on one device, live from its reports through the hub: the running step (named when the
 * page knows the recipe's steps), the time left counting down between reports, the bowl temperature in
 * the user's unit and the speed; pause, resume and stop. When the program ends it says how, and a
 * finished one asks for a rating when the page can take one (onRate).
 */
export function LiveCooking({
  device,
  steps,
  ingredients,
  onRate,
}: {
  device: MyDevice;
  /** The recipe's steps and ingredients, when the page knows them: a wait then says what to do. */
  steps?: readonly Step[];
  ingredients?: readonly Ingredient[];
  onRate?: () => void;
}) {
  const { t } = useTranslation();
  const { live, end } = useDeviceLive(device.id);
  const running = live?.progress.status === 'running';
  const now = useNow(running);
  const command = useDeviceCommand();
  const [confirmStop, setConfirmStop] = useState(false);
  const send = (action: 'pause' | 'resume' | 'stop') =>
    command.mutate(
      { deviceId: device.id, action },
      { onError: (error) => toastError(error.message), onSettled: () => setConfirmStop(false) },
    );

  if (end && !live) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="cook-end" data-result={end.result}>
        <Group justify="space-between">
          <Text fw={600}>{end.result === 'finished' ? t('device.finished') : t(`device.result.${end.result}`)}</Text>
          <Group gap="xs">
            {end.result === 'finished' && onRate && (
              <Button size="xs" onClick={onRate} data-testid="cook-rate">
                {t('device.rateNow')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => dismissEnd(device.id)} data-testid="cook-end-close">
              {t('common.close')}
            </Button>
          </Group>
        </Group>
        {end.result === 'finished' && onRate && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('device.rate')}
          </Text>
        )}
      </Paper>
    );
  }
  if (!live) {
    if (!device.programId) return null;
    return (
      <Text size="sm" c="dimmed" data-testid="cook-waiting">
        {t('device.waiting')}
      </Text>
    );
  }

  const { progress } = live;
  const left = secondsLeft(live, now);
  const step = steps?.[progress.stepIndex];
  const title = step?.title;
  const speed = speedLabel(progress.speed);
  const waiting = progress.status === 'waiting';
  // For a weigh-and-add step the scale's target: the amounts of the ingredients its text names.
  const scaleTarget =
    waiting && step?.stepType === 6 && ingredients
      ? ingredientsNamedIn(`${step.title} ${step.description}`, ingredients)
          .flatMap(({ value, unit, name }) => (value === null ? [] : [[formatNumber(value), unit, name].filter(Boolean).join(' ')]))
          .join(', ')
      : '';
  return (
    <Paper withBorder radius="md" p="md" data-testid="live-cooking" data-status={progress.status} data-step={progress.stepIndex}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} data-testid="live-step">
            {t('device.stepOf', { index: progress.stepIndex + 1, count: progress.stepCount })}
            {title ? ` · ${title}` : ''}
          </Text>
          <Text size="sm" c={progress.status === 'running' ? 'teal' : 'orange'} data-testid="live-status">
            {waiting ? t('device.waitStatus') : t(`device.status.${progress.status === 'paused' ? 'paused' : 'cooking'}`)}
          </Text>
        </Group>
        {waiting && (
          // What the appliance waits for, read out when it starts: only a person at the appliance continues it.
          <Alert color="orange" variant="light" role="status" data-testid="live-wait">
            {step?.description && <Text size="sm">{temperaturesInText(step.description, unitSetting().temperature)}</Text>}
            {scaleTarget && (
              <Text size="sm" data-testid="live-scale">
                {t('device.waitScale', { target: scaleTarget })}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {t('device.waitContinue')}
            </Text>
          </Alert>
        )}
        <Progress value={((progress.stepIndex + 1) / progress.stepCount) * 100} size="sm" aria-hidden />
        <SimpleGrid cols={3}>
          <Figure label={t('device.remaining')} value={left === null ? '–' : clock(left)} testId="live-remaining" />
          <Figure
            label={t('device.temperature')}
            value={progress.temperature === null ? '–' : displayTemperature(progress.temperature, unitSetting().temperature)}
            testId="live-temperature"
          />
          <Figure label={t('device.speed')} value={speed === 'stir' ? t('recipe.step.speedStir') : speed} testId="live-speed" />
        </SimpleGrid>
        <Group gap="xs">
          {/* No resume or continue of a wait from here: a person must be at the appliance. */}
          {waiting ? null : progress.status === 'paused' ? (
            <Button size="xs" onClick={() => send('resume')} loading={command.isPending} data-testid="cook-resume">
              {t('device.resume')}
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={() => send('pause')} loading={command.isPending} data-testid="cook-pause">
              {t('device.pause')}
            </Button>
          )}
          <Button size="xs" variant="default" color="red" onClick={() => setConfirmStop(true)} data-testid="cook-stop">
            {t('device.stop')}
          </Button>
        </Group>
      </Stack>
      <ConfirmPopup
        opened={confirmStop}
        message={t('device.stopConfirm')}
        loading={command.isPending}
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => send('stop')}
      />
    </Paper>
  );
}
