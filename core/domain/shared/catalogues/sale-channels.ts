const ONLINE_PREFIXES = ['QpOnlineSale', 'ExternalOnlineSale'];

/** Channels whose names start with QpOnlineSale or ExternalOnlineSale count as online (§3, public-site §9). */
export function isOnlineSaleChannel(channel: string): boolean {
  return ONLINE_PREFIXES.some((prefix) => channel.startsWith(prefix));
}

/** A product sells online when any of its channels does. */
export function sellsOnline(channels: readonly string[] | null | undefined): boolean {
  return (channels ?? []).some(isOnlineSaleChannel);
}
