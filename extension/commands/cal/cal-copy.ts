import { CONNECT_CALENDAR } from '../../shared/calendar-day';

/** Copy of /cal: its labels and the sentences it answers with. */
export const CAL_COPY = {
  placeholder: 'Add an event, like lunch with Sam tomorrow 1pm',
  field: 'New event',
  add: 'Add',
  adding: 'Adding…',
  connect: CONNECT_CALENDAR,
  connectOpened:
    'Finish connecting Google on the tab that opened, then add the event again; what you typed is kept on this device.',
  addWhat: 'Adding the event',
  today: 'Today',
  nothingToday: 'Nothing in your calendar today.',
  added: (title: string, start: string) => `Added to your calendar: ${title}, starting ${start}.`,
  noStart: (title: string) => `Added to your calendar: ${title}.`,
  empty: 'Type the event after /cal, for example "/cal lunch with Sam tomorrow 1pm".',
  kept: 'What you typed is kept on this device.',
} as const;
