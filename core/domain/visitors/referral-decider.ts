import { decided, refuse, type Decision } from '../kernel/decision';
import { isReferrerExpired } from '../shared/rules/referrer-expiry';
import { referralEmailError } from '../shared/validators/email';
import type { VisitorState } from '../visitor/visitor-state';

/** Commands on the visitor's referrer (§4 referral modal, §6 referred visitor). Time arrives as `now`. */
export type ReferralCommand =
  | {
      readonly type: 'referral.store';
      readonly email: string;
      readonly name: string;
      readonly ejecutivo: string | null;
      readonly now: number;
    }
  | { readonly type: 'referral.remove' }
  | { readonly type: 'referral.expire'; readonly now: number };

export function decideReferral(command: ReferralCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'referral.store': {
      const email = command.email.trim().toLowerCase();
      if (referralEmailError(email, true) !== null)
        return refuse('referral.bad-email', 'Ingresa un correo válido de máximo 50 caracteres');
      return decided({
        type: 'ReferralStored',
        data: {
          email,
          name: command.name.trim().slice(0, 120),
          ejecutivo: command.ejecutivo?.trim() ? command.ejecutivo.trim().slice(0, 120) : null,
          initialDate: command.now,
        },
      });
    }
    case 'referral.remove':
      if (state.referral === null) return refuse('referral.none', 'No hay un referido guardado');
      return decided({ type: 'ReferralRemoved', data: {} });
    case 'referral.expire':
      if (state.referral === null) return refuse('referral.none', 'No hay un referido guardado');
      if (!isReferrerExpired(state.referral, command.now))
        return refuse('referral.current', 'El referido sigue vigente');
      return decided({ type: 'ReferralRemoved', data: {} });
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
