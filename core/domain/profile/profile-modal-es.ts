import { PROFILE_MODAL_TEXTS } from './profile-modal-texts';

/** The es texts of the profile modal (who will be insured), which come with its code. */
export const PROFILE_MODAL_ES = {
  profileModal: PROFILE_MODAL_TEXTS,
} as const;
