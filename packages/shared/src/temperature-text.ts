import { celsiusToFahrenheit, TEMPERATURE_UNIT, type TemperatureUnit } from './units.js';

// Its own module, not units.ts: only the pages with prose (recipe and article details, the live view)
// need it, and units.ts is in every page's first view.

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
/**
 * A Celsius temperature in prose: "120 °C", "82-84 °C", "30°C", "98 ℃", "60-70℃", "200 摄氏度", "150 ℃ - 160 ℃"
 * (each), unless the text already gives °F right after it ("180 °C (355 °F)").
 */
const CELSIUS_IN_TEXT = new RegExp(
  String.raw`(${NUMBER})(?:\s*(?:-|–|~|～|至|到)\s*(${NUMBER}))?\s*(°\s?C|℃|摄氏度)(?!\s*[(（/]?\s*-?\d+(?:\.\d+)?\s*(?:°\s?F|℉|华氏))`,
  'g',
);

/**
 * Temperatures written in free text (tips, step descriptions, articles) with their Fahrenheit value
 * added when the user reads Fahrenheit: "82-84 °C" → "82-84 °C (180-183 °F)", "98 ℃" → "98 ℃ (208 ℉)".
 * The Celsius text stays (it is what the author wrote); with Celsius the text is unchanged.
 */
export function temperaturesInText(text: string, unit: TemperatureUnit): string {
  if (unit !== TEMPERATURE_UNIT.fahrenheit || !text) return text;
  return text.replace(CELSIUS_IN_TEXT, (whole, from: string, to: string | undefined, symbol: string) => {
    const range = [from, to].filter((v): v is string => v !== undefined).map((v) => celsiusToFahrenheit(Number(v)));
    const fahrenheit = symbol === '℃' ? '℉' : '°F';
    const open = symbol === '摄氏度' ? '（' : ' (';
    const close = symbol === '摄氏度' ? '）' : ')';
    return `${whole}${open}${range.join('-')} ${fahrenheit}${close}`;
  });
}
