import { RENTAL_ACTION_SPECS, rentalActionBody, RentalDetailSchema, type RentalActionRequest, type RentalDetail } from '../../../machines/rentals/rentalScreens.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of a contract's page, each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface RentalDetailApi {
  /** GET /alquileres/{id} (rental.view; 404 also outside the caller's portfolio): terms and late fees at the business date. */
  getRental(id: number, signal?: AbortSignal): Promise<RentalDetail>;
  /** POST /alquileres/{id}/<firma|descarte|renovacion|fin|rescision|liquidacion> with `{ version, … }` and `Idempotency-Key`: 200 the contract. */
  runRentalAction(request: RentalActionRequest, signal?: AbortSignal): Promise<RentalDetail>;
}

const rentalPath = (id: number) => `/alquileres/${encodeURIComponent(String(id))}`;

export function createRentalDetailApi(client: ApiClient): RentalDetailApi {
  return {
    async getRental(id, signal) {
      return parseAnswer(RentalDetailSchema, await client.request(rentalPath(id), { signal }));
    },
    async runRentalAction(request, signal) {
      const path = `${rentalPath(request.id)}/${RENTAL_ACTION_SPECS[request.action].path}`;
      const answer = await client.request(path, { method: 'POST', body: rentalActionBody(request), headers: { 'Idempotency-Key': request.idempotencyKey }, signal });
      return parseAnswer(RentalDetailSchema, answer);
    },
  };
}
