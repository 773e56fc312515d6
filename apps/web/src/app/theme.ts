import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A warm tomato-orange: appetising, and readable as white-on-colour at shade 6 and above. */
const brand: MantineColorsTuple = [
  '#fff2ec',
  '#ffe2d5',
  '#ffc3a8',
  '#ffa178',
  '#ff8451',
  '#ff7139',
  '#f5622a',
  '#d9501c',
  '#c14515',
  '#a8380b',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
