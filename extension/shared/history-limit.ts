/** History items the bar searches and /history lists (issue 6: results stay within a frame with 5k). */
export const HISTORY_LIMIT = 5000;
