/** The Mantine colour of each history status's badge (spec 001 §3 statuses). */
export const statusColors = { completed: 'teal', processing: 'orange', rejected: 'red' } as const;
