import { ROTATION_TYPES, speedLabel, type Step, type StepMode } from '@chef/shared';

/**
 * How a step is labelled. The spec lists step types (1 text ... 6 weigh-and-add) and, separately, the
 * machine's mode labels (Flour kneading, Stir, Special mode, Scale, Steam) without saying how they
 * relate; we read the modes off the types: kneading -> knead, stirring -> stir, weigh-and-add ->
 * scale, special cooking -> steam when it runs at the steaming temperature, else special.
 */
export const STEAM_TEMPERATURE_CELSIUS = 120;

export function stepMode(step: Pick<Step, 'stepType' | 'temperature'>): StepMode | null {
  switch (step.stepType) {
    case 3:
      return 'knead';
    case 4:
      return 'stir';
    case 5:
      return step.temperature === STEAM_TEMPERATURE_CELSIUS ? 'steam' : 'special';
    case 6:
      return 'scale';
    default:
      return null;
  }
}

/** A step the machine runs (it has settings), as opposed to a plain instruction. */
export function isMachineStep(step: Pick<Step, 'temperature' | 'speed' | 'duration' | 'rotation'>): boolean {
  return step.temperature !== null || step.speed !== null || step.duration !== null || step.rotation !== null;
}

/** The speed as shown: a number, or the key of the word for level 1 ("stir"). */
export function speedText(level: number): { text: string } | { key: 'recipe.step.speedStir' } {
  const label = speedLabel(level);
  return label === 'stir' ? { key: 'recipe.step.speedStir' } : { text: label };
}

/** Rotation type codes that have a label (0 reverse ... 5 ramp down). */
export function isRotationType(value: number | undefined): value is (typeof ROTATION_TYPES)[number] {
  return value !== undefined && (ROTATION_TYPES as readonly number[]).includes(value);
}
