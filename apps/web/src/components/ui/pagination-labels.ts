const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Names for every Pagination button (a disabled arrow has no text of its own), `current` 1-based. */
export function paginationLabels(current: number) {
  return {
    getControlProps: (control: keyof typeof controlLabels) => ({
      'aria-label': controlLabels[control],
    }),
    getItemProps: (item: number) => ({
      'aria-label': `Page ${item}`,
      'aria-current': item === current ? ('page' as const) : undefined,
    }),
  };
}
