/** Settings key of the time bar switch (/intently settings); the bar shows unless it is switched off. */
export const TIME_BAR_SETTING = 'timeBar';
