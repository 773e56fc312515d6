/** Averages are shown with one decimal. */
export const roundRating = (average: number) => Math.round(average * 10) / 10;
