import type { FastifyReply } from 'fastify';

/**
 * Error bodies. The seller interface's envelope is not shown by the spec; the simulator uses
 * `{ code, message }` with a stable upper-case code. OAuth errors follow the Spring-style
 * `{ error, error_description }` that the real token service sends.
 */
export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ code, message });
}

export function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  if (status === 401)
    reply.header(
      'WWW-Authenticate',
      `Bearer error="${error}", error_description="${description.replace(/"/g, "'")}"`,
    );
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error, error_description: description });
}

/** An error thrown from a parser or handler that the error handler turns into `{ code, message }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits `name.json` into its name and format; undefined when the suffix is not json or xml. */
export function splitFormat(file: string): { name: string; format: 'json' | 'xml' } | undefined {
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const ext = file.slice(dot + 1);
  if (ext !== 'json' && ext !== 'xml') return undefined;
  return { name: file.slice(0, dot), format: ext };
}
