/** Settings key of the side icon bar switch (/intently settings). */
export const SIDE_BAR_SETTING = 'sideBar';
