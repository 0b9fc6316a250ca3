import type { PaymentMethod } from '../../../domain/api';

const CARDS: PaymentMethod[] = [
  { code: 'tdc', name: 'Tarjeta de crédito', icon: 'credit-card' },
  { code: 'tdd', name: 'Tarjeta débito', icon: 'debit-card' },
  { code: 'tdcp', name: 'Tarjeta de crédito/prepago', icon: 'prepaid-card' },
];

export const PAYMENT_METHODS_STANDARD: PaymentMethod[] = [
  ...CARDS,
  { code: 'transfer_non_automated', name: 'Transferencia bancaria', icon: 'bank' },
];

export const PAYMENT_METHODS_ONLINE: PaymentMethod[] = [
  ...CARDS,
  { code: 'transfer', name: 'PSE', icon: 'bank' },
  { code: 't', name: 'Pago en línea', icon: 'lock' },
];

/**
 * What the other sites call the online bank transfer: Colombia's PSE is a Colombian network, so Chile,
 * Peru and the international site name the transfer itself (same code, the sandbox pays it alike).
 */
export const otherSiteMethods = (methods: readonly PaymentMethod[]): PaymentMethod[] =>
  methods.map((method) =>
    method.code === 'transfer' ? { ...method, name: 'Transferencia bancaria en línea' } : method,
  );
