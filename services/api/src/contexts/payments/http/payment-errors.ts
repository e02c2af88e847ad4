import { code, type MessageCode } from '@anonse/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { AmountMismatchError } from '../domain/decide';
import { NoProviderError, UnknownProviderError } from '../payment-flow.service';
import { WebhookRejected } from '../provider/payment-provider';

const answer = (request: FastifyRequest, status: number, messageCode: MessageCode, field?: string) => {
  const text = textOf(messageCode, localeOf(request.headers['accept-language']));
  return new ApiHttpError(status, text, field ? { [field]: [text] } : undefined);
};

export const paymentNotFound = (request: FastifyRequest) => answer(request, 404, code('payments:paymentNotFound'));

/**
 * The answers of the payment routes: a forged notification is a 401 (it did not come from the provider), a
 * malformed one or one whose amount differs from the order a 400; anything else goes to the global mapping.
 */
export function paymentHttpError(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof UnknownProviderError) return answer(request, 404, code('payments:unknownProvider'));
  if (error instanceof NoProviderError) return answer(request, 503, code('payments:sandboxDisabled'));
  if (error instanceof WebhookRejected)
    return error.reason === 'signature'
      ? answer(request, 401, code('payments:badSignature'))
      : answer(request, 400, code('payments:badNotification'));
  if (error instanceof AmountMismatchError) return answer(request, 400, code('payments:amountMismatch'), 'amountGrosze');
  return error;
}
