import type { FastifyRequest } from 'fastify';
import { code, type MessageCode, type PromotionDto, type PromotionOrderDto } from '@anonse/contracts';
import type { PromotionOrderRow, PromotionRow } from '@anonse/projections';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';

/** An answer in the request's language. */
export const httpError = (status: number, message: MessageCode, request: FastifyRequest) =>
  new ApiHttpError(status, textOf(message, localeOf(request.headers['accept-language'])));
export const adNotFound = (request: FastifyRequest) => httpError(404, code('ads:adNotFound'), request);

const ORDER_STATUS = { pending: 'pending', done: 'done', ended: 'ended', refund_due: 'refundDue', refunded: 'refunded' } as const;

export const orderDto = (o: PromotionOrderRow, until: string | null): PromotionOrderDto => ({
  orderId: o.id,
  adId: o.adId,
  kind: o.kind,
  days: o.days,
  points: o.points,
  status: ORDER_STATUS[o.status],
  refundedPoints: o.refundedPoints,
  until: o.kind === 'promotion' && o.status === 'done' ? until : null,
  createdAt: o.createdAt,
});

export const promotionDto = (p: PromotionRow): PromotionDto => ({
  id: p.adId,
  adId: p.adId,
  adTitle: p.adTitle,
  ownerId: p.ownerId,
  ownerLogin: p.ownerLogin,
  promotedAt: p.promotedAt,
  until: p.until,
  pointsPaid: p.pointsPaid,
});
