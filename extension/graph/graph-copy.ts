/** SPEC §2 "Network graph screen" and §8 "Graph": every text the graph screen shows, to the letter. */
export const GRAPH_COPY = {
  loading: 'Loading browsing data...',
  loadingHint: 'This may take a moment...',
  errorTitle: 'Error Loading Data',
  errorDefault: 'An unexpected error occurred while loading the network data.',
  errorHint: 'This could be due to a network issue or data corruption. Please try refreshing the page.',
  tryAgain: 'Try Again',
  emptyTitle: 'No Network Graph Data',
  emptyText: 'As you start browsing you will start seeing your network graph here.',
  back: 'Back',
  unknownError: 'Unknown error occurred',
} as const;
