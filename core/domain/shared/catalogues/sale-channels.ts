import { z } from 'zod/mini';

/** Sale channels (§3). */
export const SaleChannel = z.enum(['QpOnlineSale', 'ExecutiveEmployee', 'ExternalOnlineSale', 'QpMixSale']);
export type SaleChannel = z.infer<typeof SaleChannel>;

const ONLINE_PREFIXES = ['QpOnlineSale', 'ExternalOnlineSale'];

/** Channels whose names start with QpOnlineSale or ExternalOnlineSale count as online (§3, public-site §9). */
export function isOnlineSaleChannel(channel: string): boolean {
  return ONLINE_PREFIXES.some((prefix) => channel.startsWith(prefix));
}

/** A product sells online when any of its channels does. */
export function sellsOnline(channels: readonly string[] | null | undefined): boolean {
  return (channels ?? []).some(isOnlineSaleChannel);
}

/** Lead sources (§3). */
export const LeadSource = z.enum([
  'AMERINS',
  'QUEPLAN.CL',
  'EMPRESAS',
  'REDSALUD',
  'REDSALUD_TLMK',
  'REDSALUD_ZAPIER',
  'QPSUBSCRIPTION',
]);
export type LeadSource = z.infer<typeof LeadSource>;
