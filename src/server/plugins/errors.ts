import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { appErrorOfDatabaseError } from '../db/database-errors';
import { AppError } from '../lib/app-error';
import { ALLOWED_TEXT, answerBodyTooLarge, isTextRefusedByDatabase } from './input-guard';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: { properties?: Record<string, unknown> };
}

/** Turns ajv's first issue into a field path (`phone`, `ids.2`) and a sentence saying what is allowed. */
export function describeValidationIssue(issue: AjvIssue, context: string): { field: string; message: string } {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const join = (name: string) => (base ? `${base}.${name}` : name);
  switch (issue.keyword) {
    case 'required': {
      const field = join(String(issue.params.missingProperty));
      return { field, message: `${context} ${field} is required` };
    }
    case 'additionalProperties': {
      const field = join(String(issue.params.additionalProperty));
      const allowed = Object.keys(issue.parentSchema?.properties ?? {});
      const hint = allowed.length ? `; allowed: ${allowed.join(', ')}` : '';
      return { field, message: `${context} ${field} is not allowed${hint}` };
    }
    case 'enum': {
      const allowed = (issue.params.allowedValues as unknown[]).map(String).join(', ');
      return { field: base || context, message: `${context} ${base} must be one of: ${allowed}` };
    }
    default:
      return {
        field: base || context,
        message: `${context} ${base || ''} ${issue.message ?? 'is invalid'}`.replace(/\s+/g, ' '),
      };
  }
}

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** One error handler for the whole API: 4xx say what is wrong and where; 5xx hide details and are logged. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & { validation?: AjvIssue[] }, request, reply) => {
      const known = error instanceof AppError ? error : appErrorOfDatabaseError(error);
      if (known) {
        if (known.headers) reply.headers(known.headers);
        return reply.status(known.statusCode).send({
          statusCode: known.statusCode,
          code: known.code,
          message: known.message,
          ...(known.field && { field: known.field }),
          ...known.details,
        });
      }
      if (error.validation && error.validation.length > 0) {
        const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
        const { field, message } = describeValidationIssue(error.validation[0], context);
        return reply.status(400).send({ statusCode: 400, code: 'VALIDATION_ERROR', message, field });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return answerBodyTooLarge(request, reply, request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit!);
      if (isTextRefusedByDatabase(error)) {
        return reply.status(400).send({ statusCode: 400, code: 'VALIDATION_ERROR', message: ALLOWED_TEXT });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status < 500) {
        return reply
          .status(status)
          .send({ statusCode: status, code: error.code ?? 'BAD_REQUEST', message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ statusCode: status, code: 'INTERNAL_ERROR', message: 'Something went wrong' });
    });
  },
  { name: 'livery-errors' },
);
