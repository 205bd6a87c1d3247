import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { AppErrorData, ErrorCode } from '../../../shared/errors.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * What the web host says when a request never reaches a contract call, in the app's own envelope: a code and its
 * message, said in the language of the moment.
 */
const BY_STATUS: Record<number, { code: ErrorCode; message: MessageId }> = {
  400: { code: 'BAD_REQUEST', message: 'errors.web.badJson' },
  404: { code: 'NOT_FOUND', message: 'errors.web.notFound' },
  408: { code: 'TIMEOUT', message: 'errors.web.slowRequest' },
  413: { code: 'REQUEST_TOO_LARGE', message: 'errors.web.bodyTooLarge' },
  414: { code: 'URL_TOO_LONG', message: 'errors.web.urlTooLong' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'errors.web.notJson' },
  411: { code: 'BAD_REQUEST', message: 'errors.web.noLength' },
  431: { code: 'REQUEST_TOO_LARGE', message: 'errors.web.headersTooLarge' },
};

/** Refused because the host already holds as much of one kind as it takes (event streams, large bodies). */
export function busyEnvelope(message: string): { ok: false; error: AppErrorData } {
  return { ok: false, error: { code: 'BUSY', message } };
}

export function envelopeFor(status: number): { ok: false; error: AppErrorData } {
  const known = BY_STATUS[status];
  if (known) return { ok: false, error: { code: known.code, message: t(known.message) } };
  const code: ErrorCode = status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  const message =
    status >= 500 ? t('errors.internal') : t('errors.web.refusedStatus', { status: String(status) });
  return { ok: false, error: { code, message } };
}

/** Fastify's own refusals (bad JSON, too large, wrong content type…) answered in the envelope, with a code. */
export function onFastifyError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  return reply.code(status).type('application/json; charset=utf-8').send(envelopeFor(status));
}

export function onNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send(envelopeFor(404));
}

/** Node's own refusals before a request is parsed (headers too large, a slow client): the same envelope. */
export function onClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(envelopeFor(status));
  socket.end(
    `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
