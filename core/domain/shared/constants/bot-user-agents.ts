/** Bots and prerender user agents treated as non-browsers (§4); the full crawler list is not shown. */
const BOT_USER_AGENT_MARKERS = [
  'prerender',
  'googlebot',
  'bingbot',
  'petalbot',
  'yahoo',
  'ahrefsbot',
  'ahrefssiteaudit',
] as const;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').toLowerCase();
  return BOT_USER_AGENT_MARKERS.some((marker) => agent.includes(marker));
}
