/** Query keys of the dashboard feature: one query, invalidated whole by live events. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  view: (today: string) => [...dashboardKeys.all, today] as const,
};
