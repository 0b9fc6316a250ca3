import type { AppLocation, FieldPath, ModuleOutcome, Profile, ScalarValue, SiteCountryCode } from '../domain';
import type { ProfileForm } from '../domain/api';
import type { ProfileFormRef, profileFormMachine } from './profile-form.machine';

/** The profile modal's input, context and events (the machine is profile.machine.ts). */
export interface ProfileInput {
  readonly country: SiteCountryCode;
}

export interface ProfileContext {
  readonly country: SiteCountryCode;
  /** The stored profile for the modal's product type when it opened (null: none stored). */
  readonly stored: Profile | null;
  /** Whether a saved profile goes to the server too (not for internal traffic, §6, §7). */
  readonly sendsToServer: boolean;
  /** The path of the page showing: the modal closes when the visitor goes to another page. */
  readonly pagePath: string | null;
  /** The product type the modal was opened for. */
  readonly productType: string;
  readonly form: ProfileForm | null;
  /** The profile being validated, then saved. */
  readonly submitted: Profile;
  /** What the form's validation module said of it. */
  readonly verdict: ModuleOutcome | null;
  /** The form child's code, loaded when a form first shows (no page's first view carries it). */
  readonly formCode: typeof profileFormMachine | null;
  /** The form child (systemId `profileForm`) while the modal shows the form. */
  readonly formRef: ProfileFormRef | null;
}

/** What the rest of the site may send (forwarded by the root by the 'profile.' prefix). */
export type ProfileCommand =
  | { type: 'profile.open'; productType: string }
  | { type: 'profile.close' }
  | { type: 'profile.retry' }
  | { type: 'profile.field.changed'; path: FieldPath; value: ScalarValue }
  | { type: 'profile.submit' }
  /** shake: opened by a submit over invalid dependants, which shake at once. */
  | { type: 'profile.menu.open'; shake?: boolean }
  | { type: 'profile.menu.close' }
  | { type: 'profile.person.add'; kind: string }
  | { type: 'profile.person.remove' };

export type ProfileEvent =
  | Exclude<ProfileCommand, { type: 'profile.open' }>
  /** From the root, which adds what the modal needs of the projection. */
  | { type: 'profile.open'; productType: string; stored: Profile | null; sendsToServer: boolean }
  /** The root: a page now shows. */
  | { type: 'page.changed'; location: AppLocation; productType: string }
  /** The form child: the local rules accept this profile. */
  | { type: 'profileForm.submitted'; profile: Profile };
