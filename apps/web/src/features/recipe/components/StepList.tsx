import { displayTemperature, heatingOf, temperaturesInText, type Rotation, type Step, type TemperatureUnit } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { GaugeIcon, RotateIcon, ThermometerIcon, TimerIcon } from '../../../components/content-icons';
import { formatDuration } from '../lib/duration';
import { isMachineStep, isRotationType, speedText, stepMode } from '../lib/steps';
import { RecipeBadge } from './RecipeBadge';

function useSpeedLabel() {
  const { t } = useTranslation();
  return (level: number) => {
    const speed = speedText(level);
    return 'key' in speed ? t(speed.key) : speed.text;
  };
}

function RotationText({ rotation }: { rotation: Rotation }) {
  const { t } = useTranslation();
  const speed = useSpeedLabel();
  const name = (type: number | undefined) => (isRotationType(type) ? t(`enum.rotation.${type}`) : null);
  const parts = [[name(rotation.type), name(rotation.type1)].filter(Boolean).join(' / ')];
  if (rotation.gears !== undefined && rotation.gears1 !== undefined) parts.push(`${speed(rotation.gears)} → ${speed(rotation.gears1)}`);
  if (rotation.time !== undefined) parts.push(formatDuration(rotation.time));
  return <>{parts.join(' · ')}</>;
}

export function StepSettings({ step, temperatureUnit }: { step: Step; temperatureUnit: TemperatureUnit }) {
  const { t } = useTranslation();
  const speed = useSpeedLabel();
  // A stored 0 is the editor's old "no heating" (heatingOf): shown as none, not as 0 ℃.
  const temperature = heatingOf(step.temperature);
  return (
    <dl className="chef-step__settings" data-testid="step-settings">
      {temperature !== null && (
        <div>
          <dt>
            <ThermometerIcon size={15} />
            {t('recipe.step.temperature')}
          </dt>
          <dd data-testid="step-temperature">{displayTemperature(temperature, temperatureUnit)}</dd>
        </div>
      )}
      {step.speed !== null && (
        <div>
          <dt>
            <GaugeIcon size={15} />
            {t('recipe.step.speed')}
          </dt>
          <dd data-testid="step-speed">{speed(step.speed)}</dd>
        </div>
      )}
      {/* Only what the data says: a step without rotation settings may alternate (kneading), so no default is shown. */}
      {step.rotation !== null && (
        <div>
          <dt>
            <RotateIcon size={15} />
            {t('recipe.step.rotation')}
          </dt>
          <dd data-testid="step-rotation">
            <RotationText rotation={step.rotation} />
          </dd>
        </div>
      )}
      {step.duration !== null && (
        <div>
          <dt>
            <TimerIcon size={15} />
            {t('recipe.step.duration')}
          </dt>
          <dd data-testid="step-duration">{formatDuration(step.duration)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The method, step by step: number, title, description, mode, and the machine's settings. */
export function StepList({ steps, temperatureUnit }: { steps: readonly Step[]; temperatureUnit: TemperatureUnit }) {
  const { t } = useTranslation();
  return (
    <ol className="chef-steps" data-testid="steps">
      {steps.map((step, index) => {
        const mode = stepMode(step);
        return (
          <li key={index} className="chef-step" data-testid="step">
            <span className="chef-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="chef-step__body">
              <div className="chef-step__head">
                <h3 className="chef-step__title">
                  <span className="chef-visually-hidden">{t('recipe.step.number', { number: index + 1 })}: </span>
                  {step.title}
                </h3>
                {step.stepType !== 1 && (
                  <RecipeBadge color={mode ? 'orange' : 'gray'} data-testid="step-mode">
                    {mode ? t(`enum.stepMode.${mode}`) : t(`enum.stepType.${step.stepType}`)}
                  </RecipeBadge>
                )}
              </div>
              <p className="chef-step__description">{temperaturesInText(step.description, temperatureUnit)}</p>
              {isMachineStep(step) && <StepSettings step={step} temperatureUnit={temperatureUnit} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
