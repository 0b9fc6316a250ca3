import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';
import { PROFILE_MESSAGES, Profile, productTypeKey } from './profile';

/**
 * Commands on the visitor's stored profiles (§2 "Profile modal", §3): a profile is saved per product
 * type, from the modal's submit or from a perfil parameter in the address.
 */
export type ProfilesCommand = {
  readonly type: 'profile.save';
  /** The product type as the page names it ('' for the general comparison). */
  readonly productType: string;
  readonly profile: Profile;
};

/** The only place that says what may become a stored profile. */
export function decideProfile(command: ProfilesCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'profile.save': {
      const parsed = Profile.safeParse(command.profile);
      if (!parsed.success) return refuse('profile.invalid', PROFILE_MESSAGES.invalid);
      return decided({
        type: 'ProfileSaved',
        data: {
          country: state.country,
          productType: productTypeKey(command.productType),
          profile: parsed.data,
        },
      });
    }
    default:
      return assertNever(command.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
