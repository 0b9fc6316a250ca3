import * as Effect from 'effect/Effect';
import { OffersEnvelope, PaymentInfoEnvelope, type ApiError, type OffersValue } from '../../../domain/api';
import { decode, exchange, fetchJson, type Deps } from '../http-exchange';

/** Reads the offers status: 200 gives the data, 204 none (0), anything else null (§4). */
function offersFromStatus(status: number, data: OffersValue | undefined): OffersValue {
  if (status === 204) return 0;
  if (status === 200) return data ?? [];
  return null;
}

export function offers(productCode: string, hasOffer: boolean): Effect.Effect<OffersValue, ApiError, Deps> {
  const call = 'offers';
  return Effect.gen(function* () {
    const response = yield* exchange({
      call,
      method: 'GET',
      path: 'api/qppayment/getOffers',
      query: { productCode, hasOffer },
    }).pipe(
      Effect.catch((error: ApiError) =>
        error.kind === 'http' && error.status !== undefined
          ? Effect.succeed({ status: error.status, body: undefined })
          : Effect.fail(error),
      ),
    );
    if (response.status !== 200) return offersFromStatus(response.status, undefined);
    const envelope = yield* decode(call, OffersEnvelope, response.body, response.status);
    return offersFromStatus(envelope.statusCode, envelope.data ?? []);
  });
}

export const paymentInfo = (productId: number) =>
  Effect.map(
    fetchJson(
      { call: 'paymentInfo', method: 'GET', path: `api/qppayment/insurance-payment/${productId}` },
      PaymentInfoEnvelope,
    ),
    (envelope) => envelope.data,
  );
