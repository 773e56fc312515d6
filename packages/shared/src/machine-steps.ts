import type { Step } from './schemas/content.js';

/**
 * What a recipe's steps are to the appliance (design/device-protocol.md). Kept apart from the device
 * schemas (schemas/device.ts): a recipe page reads these, and importing them from there brought zod
 * and the schemas into its first load (90 KB of script to run on a phone before the page answered).
 */

/** A machine step: one the appliance runs by itself (types 2-5), as opposed to text and weigh-and-add. */
export const isMachineStepType = (stepType: number) => stepType >= 2 && stepType <= 5;
/**
 * A recipe for the robot has at least one machine step; one without is a stove recipe (cook mode only,
 * no "Cook on the robot"): sending it would only show text on the appliance.
 */
export const hasMachineStep = (steps: readonly Pick<Step, 'stepType'>[]) => steps.some((step) => isMachineStepType(step.stepType));
/**
 * A wait for the user (protocol "Model limits"): a text step (type 1) or a weigh-and-add step (type 6)
 * without a duration. The appliance shows it and goes on only when its user continues there.
 */
export const isWaitStep = (step: Pick<Step, 'stepType' | 'duration'>) =>
  (step.stepType === 1 || step.stepType === 6) && step.duration === null;

/**
 * Celsius the appliance heats to, or null for none. The editor once stored 0 for "no heating"; 0 ℃ is
 * no temperature a bowl is heated to, so it reads as none everywhere (program, page, limits).
 */
export const heatingOf = (temperature: number | null) => (temperature === null || temperature === 0 ? null : temperature);
