import { timesInText } from './cooking.js';
import { SPEED_MAX } from './enums.js';
import { STEP_TIME_MAX_SECONDS, TEMPERATURE_MAX_CELSIUS, TEMPERATURE_MIN_CELSIUS } from './limits.js';

/**
 * What a written step names that the robot could do itself: a temperature, a speed and a time
 * ("Cook 5 min at 100 °C, speed 2", "10 Min. / 100 °C / Stufe 1", "3 min/120º/vel 2"). The editor
 * offers them as a machine step for the author to confirm; nothing is filled in without that.
 * Only values the robot can take are read: a temperature within its heating range (an oven's
 * 200 °C is not one), a speed on its scale, a time within a step's limit. Times are read by
 * cooking.ts's timesInText, the same reading cook mode uses.
 */
export interface StepValues {
  celsius?: number;
  /** The stored speed level (speedLabel's scale: 0, stir, then 0.5-10 in half steps). */
  speed?: number;
  seconds?: number;
}

const TEMPERATURE =
  /(\d{2,3})\s*(?:°\s*([CF])?|º\s*([CF])?|℃|(℉)|(?:degrees?|degree|grad(?:e|en)?|degr[ée]s?|grados|gradi|graus|fok(?:on|ra|os)?|stopni|βαθμούς)(?:\s+(celsius|fahrenheit|[CF])(?![\p{L}]))?|度)/giu;

/** A temperature in °C the robot can heat to, from the first one the text names in its range. */
export function temperatureInText(text: string): number | null {
  for (const m of text.matchAll(TEMPERATURE)) {
    const value = Number(m[1]);
    const letter = (m[2] ?? m[3] ?? (m[4] ? 'F' : undefined) ?? m[5] ?? 'C').charAt(0).toUpperCase();
    const celsius = letter === 'F' ? Math.round(((value - 32) * 5) / 9) : value;
    if (celsius >= TEMPERATURE_MIN_CELSIUS && celsius <= TEMPERATURE_MAX_CELSIUS) return celsius;
  }
  return null;
}

const SPEED_WORD = String.raw`(?:speed|vel\.?|velocidad|velocidade|velocità|vitesse|stufe|snelheid|hastighet|hastighed|sebesség|prędkość|obroty|ταχύτητα|速度|档)`;
const SPEED_NUMBER = new RegExp(String.raw`${SPEED_WORD}\s*:?\s*(\d{1,2}(?:[.,]5)?)(?![\d.,]*\s*(?:°|º|℃))`, 'iu');
const SPEED_STIR = new RegExp(
  String.raw`${SPEED_WORD}\s*(?:stir|spoon|cuchara|colher|cucchiaio|mijotage)|sanft[- ]?rührstufe|rührstufe|搅拌档`,
  'iu',
);

/** A speed level on the robot's scale (0-21), from "speed 2", "vel. 7", "Stufe 3,5", "velocidad cuchara" (stir). */
export function speedInText(text: string): number | null {
  if (SPEED_STIR.test(text)) return 1;
  const m = SPEED_NUMBER.exec(text);
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.'));
  const level = value === 0 ? 0 : Math.round(value * 2) + 1;
  return level <= SPEED_MAX ? level : null;
}

/** The temperature, speed and time a step's text names (only those found), or null when it names none. */
export function stepValuesInText(text: string): StepValues | null {
  const values: StepValues = {};
  const celsius = temperatureInText(text);
  if (celsius !== null) values.celsius = celsius;
  const speed = speedInText(text);
  if (speed !== null) values.speed = speed;
  const time = timesInText(text).find((t) => t.seconds <= STEP_TIME_MAX_SECONDS);
  if (time) values.seconds = time.seconds;
  return Object.keys(values).length ? values : null;
}
