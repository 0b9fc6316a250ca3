// What a profile form's validation module said (§5), apart from the form's rules: the profile modal's
// flow judges a verdict on every page, while the form's rules load with the form.
import { PROFILE_MESSAGES, type Profile } from './profile';
import { isRecord, parseProfileInput } from './profile-input';

/** What running a form's validation module gave: its raw answer, or why it did not load or run. */
export type ValidationModuleRun =
  { readonly loaded: true; readonly result: unknown } | { readonly loaded: false; readonly reason: string };

/**
 * What a validation module said about the profile (§5): a list gives its first item's payload as the
 * profile (an empty list an empty profile), a text is the error, a boolean the verdict. Anything else
 * is no verdict: the profile stands as the local rules left it.
 */
export type ValidationVerdict =
  | { readonly kind: 'valid'; readonly profile: Profile }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'no-verdict' };

export function interpretValidationResult(result: unknown, profile: Profile): ValidationVerdict {
  if (Array.isArray(result)) {
    const first: unknown = result[0];
    const payload = isRecord(first) && Object.hasOwn(first, 'payload') ? first.payload : {};
    const parsed = parseProfileInput(payload);
    return parsed.ok
      ? { kind: 'valid', profile: parsed.value }
      : { kind: 'invalid', message: PROFILE_MESSAGES.invalid };
  }
  if (typeof result === 'string')
    return {
      kind: 'invalid',
      message: result.trim() === '' ? PROFILE_MESSAGES.invalid : result.slice(0, 300),
    };
  if (typeof result === 'boolean')
    return result ? { kind: 'valid', profile } : { kind: 'invalid', message: PROFILE_MESSAGES.invalid };
  return { kind: 'no-verdict' };
}

/**
 * The profile to save after the form's validation module ran (§5): its verdict when it gave one; the
 * submitted profile as the local rules left it when the module ran and gave none. A module that could
 * not be had (not loaded, past its deadline, broken) fails closed (issue 27): nothing is saved
 * unvalidated; the visitor is told and can try again, with what was typed kept. The spec's warning
 * ('Validation script not loaded') is still logged.
 */
export type ModuleOutcome =
  | { readonly kind: 'save'; readonly profile: Profile; readonly warning: null }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'unavailable'; readonly warning: string; readonly reason: string };

export function moduleOutcome(run: ValidationModuleRun, submitted: Profile): ModuleOutcome {
  if (!run.loaded)
    return { kind: 'unavailable', warning: PROFILE_MESSAGES.scriptNotLoaded, reason: run.reason };
  const verdict = interpretValidationResult(run.result, submitted);
  if (verdict.kind === 'invalid') return verdict;
  return { kind: 'save', profile: verdict.kind === 'valid' ? verdict.profile : submitted, warning: null };
}
