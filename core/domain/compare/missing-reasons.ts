/** Why an entity of a market is not in a comparison ("Comparamos N de M entidades"). */
export const MISSING_REASONS = ['closed', 'noPublicPrices', 'notYet', 'noOnlineData'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];
