import { z } from 'zod/mini';

const actions = <R extends string, A extends string>(resource: R, names: readonly A[]): `${R}:${A}`[] =>
  names.map((name) => `${resource}:${name}` as const);

/** Permission strings, resource:action (§6). Which role holds which is not shown. */
export const PERMISSIONS = [
  ...actions('policy', [
    'create',
    'read',
    'update',
    'delete',
    'duplicate',
    'renewal',
    'export',
    'upload-file',
    'read-history',
  ]),
  ...actions('employee', [
    'read',
    'create',
    'update',
    'update-with-policies',
    'delete',
    'add-policy',
    'read-history',
    'read-uninsured',
    'upload-file',
    'export',
  ]),
  ...actions('bulk-load', ['read', 'process', 'bulk-cancellation', 'bulk-activation']),
  ...actions('payment', ['create', 'read', 'delete', 'export', 'upload-file']),
  ...actions('payment-period', ['create', 'read', 'delete', 'upload-file']),
  ...actions('tax-document', ['create', 'read', 'delete', 'upload-file', 'update-status']),
  ...actions('contact-us', ['create']),
  ...actions('admin-preinvoice', ['read', 'request-update']),
  ...actions('admin-policy', ['update-insurance-notification']),
  ...actions('admin-partner', ['read', 'update', 'create']),
  ...actions('admin-unsent-notification', ['read', 'update-status']),
  ...actions('admin-insurer', ['read', 'update-cutting-day', 'update-retroactive-days']),
  ...actions('admin-insurer-contact', ['read', 'update', 'create', 'delete']),
  ...actions('admin-organization', ['read', 'update', 'create', 'delete', 'export', 'metrics']),
  ...actions('admin-employee', ['read']),
  ...actions('admin-tax-document', ['read-comment']),
  ...actions('policy-employee-active', ['process-cancellation']),
  ...actions('policy-employee-process-activation', ['accept', 'decline']),
  ...actions('policy-employee-process-cancellation', ['accept', 'decline']),
] as const;

export const Permission = z.enum(PERMISSIONS as [string, ...string[]]);
export type Permission = (typeof PERMISSIONS)[number];

/** Splits 'resource:action'; null when the text is no permission string. */
export function parsePermission(
  value: string,
): { readonly resource: string; readonly action: string } | null {
  const match = /^([a-z-]+):([a-z-]+)$/.exec(value);
  return match && match[1] && match[2] ? { resource: match[1], action: match[2] } : null;
}

export function hasPermission(granted: readonly string[], permission: Permission): boolean {
  return granted.includes(permission);
}
