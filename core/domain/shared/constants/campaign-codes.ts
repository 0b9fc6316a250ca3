/** The eight campaign codes that redirect to the insurer's site (§9). */
export const INSURER_REDIRECT_CAMPAIGNS = [
  'QPS230',
  'QPS231',
  'QPS235',
  'QPS236',
  'QPS238',
  'QPS239',
  'QPS255',
  'QPS256',
] as const;

export function redirectsToInsurer(campaignCode: string | null | undefined): boolean {
  return (INSURER_REDIRECT_CAMPAIGNS as readonly string[]).includes(
    (campaignCode ?? '').trim().toUpperCase(),
  );
}
