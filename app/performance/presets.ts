/** The page's and the CLI's quick periods: the last 7, 30 or 90 days of the shop, up to today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
