import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ResponseObject,
  type SecurityRequirementObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AppConfig } from '../config/config';
import { sessionCookieName } from '../sessions/session';
import { type Access, ACCESS_KEY, SESSION_KEY, type SessionUse } from './access';
import { BODY_TYPES_KEY } from './body-type';

/** The name of the session cookie's security scheme in the document. */
export const SESSION_SCHEME = 'cookie';

const ERROR_SCHEMA = 'ErrorResponseDto';
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA}`;
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** What the document needs to know of one route handler: the metadata the guards read. */
interface HandlerFacts {
  access: Access;
  /** Documentation only: how a public route uses a session it may be sent (see `Public()`). */
  session?: SessionUse;
  rateLimited: boolean;
  /** The request body types BodyTypeGuard accepts (JSON unless the route says otherwise). */
  bodyTypes: string[];
}

/** The operation id Swagger gives a handler (its default, set explicitly so the two always match). */
const operationId = (controller: string, method: string) => `${controller}_${method}`;

/**
 * Every handler of every controller, by operation id, with the metadata AccessGuard, ThrottlerGuard
 * and BodyTypeGuard read: the handler's, else its controller's (the guards' getAllAndOverride).
 */
function handlerFacts(app: INestApplication): Map<string, HandlerFacts> {
  const facts = new Map<string, HandlerFacts>();
  const owners = new Map<string, Type>();
  const scanner = new MetadataScanner();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const type = wrapper.metatype as Type | undefined;
      if (!type) continue;
      for (const name of scanner.getAllMethodNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name] as object;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const own = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ??
          (Reflect.getMetadata(key, type) as T | undefined);
        const guards: unknown[] = [
          ...((Reflect.getMetadata(GUARDS_METADATA, type) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
        ];
        const id = operationId(type.name, name);
        if ((owners.get(id) ?? type) !== type)
          throw new Error(`Two controllers named ${type.name}: their operation ids would clash`);
        owners.set(id, type);
        facts.set(id, {
          access: own<Access>(ACCESS_KEY) ?? 'signed-in',
          session: own<SessionUse>(SESSION_KEY),
          rateLimited: guards.some(
            (g) => g === ThrottlerGuard || (g as object | null) instanceof ThrottlerGuard,
          ),
          bodyTypes: own<string[]>(BODY_TYPES_KEY) ?? ['application/json'],
        });
      }
    }
  }
  return facts;
}

/** The security requirement of a route: none, the session cookie, or either (optional). */
function securityOf(facts: HandlerFacts): SecurityRequirementObject[] {
  const session = { [SESSION_SCHEME]: [] };
  if (facts.access !== 'public' || facts.session === 'pending-sign-in') return [session];
  if (facts.session === 'optional') return [{}, session];
  return [];
}

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

/** Adds an error answer unless the route documents that status already (in its own words). */
function addError(op: OperationObject, status: string, description: string): void {
  op.responses[status] ??= errorResponse(description);
}

/** Whether a response documents the app's error body (whatever content type a decorator gave it). */
function isErrorBody(response: ResponseObject): boolean {
  return Object.values(response.content ?? {}).some(
    (media) =>
      media.schema !== undefined && '$ref' in media.schema && media.schema.$ref === ERROR_REF,
  );
}

/**
 * Completes the operations Swagger built from the decorators with what follows from the guards and
 * the global middleware, so that a new route cannot forget it:
 * - `security` from the route's access (AccessGuard's metadata, signed-in by default): the session
 *   cookie for signed-in, member and administrators' routes and for the second step of a sign-in;
 *   none for public routes; "either" for public routes that treat a signed-in caller differently;
 * - 401 (nobody signed in) and 403 (the member and administrators' guards' refusals);
 * - 403 for every state-changing request (RequestOriginMiddleware: a cross-site request);
 * - 429 where ThrottlerGuard counts requests (@RateLimit);
 * - 400, 413 and 415 for the request body (the body parsers, which run before every route, and
 *   BodyTypeGuard), and `default`: every other error, e.g. 503 while the database is away;
 * - every error answer as JSON: the exception filter answers JSON whatever the route produces.
 */
export function completeApiDocument(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const facts = handlerFacts(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item) as [string, OperationObject][]) {
      if (!op?.responses || !op.operationId) continue;
      const route = facts.get(op.operationId);
      // Swagger suffixes the id of a handler with several paths or of @All(): none is documented.
      if (!route) throw new Error(`${method.toUpperCase()} ${path}: no route handler found`);
      op.security = securityOf(route);
      for (const response of Object.values(op.responses) as ResponseObject[])
        if (isErrorBody(response)) response.content = errorResponse('').content;

      if (route.access !== 'public') addError(op, '401', 'Nobody is signed in');
      if (route.access === 'member') addError(op, '403', 'The e-mail address is not verified');
      if (route.access === 'admin') addError(op, '403', 'Not a verified administrator');
      if (!SAFE_METHODS.has(method)) {
        const crossSite = 'A cross-site request (its Origin is not the site, or Sec-Fetch-Site)';
        const forbidden = op.responses['403'] as ResponseObject | undefined;
        if (!forbidden) addError(op, '403', crossSite);
        else
          forbidden.description = forbidden.description
            ? `${forbidden.description}; or ${crossSite[0].toLowerCase()}${crossSite.slice(1)}`
            : crossSite;
      }
      if (route.rateLimited)
        addError(op, '429', 'Too many requests from this client address: wait and try again');
      if (op.requestBody) {
        addError(op, '413', 'The request body is too large');
        addError(op, '415', `The request body is not ${route.bodyTypes.join(' or ')}`);
      }
      addError(
        op,
        '400',
        'A request body was sent that could not be read (not valid JSON, nested too deeply, not well-formed Unicode)',
      );
      op.responses.default ??= errorResponse(
        'Any other error, e.g. 503 while the database cannot be reached',
      );
    }
  }
  return document;
}

/**
 * The OpenAPI document of the API (served at /api/docs-json): Swagger's document from the
 * decorators, completed by completeApiDocument. Served from the site's own origin: the server is
 * relative, so the document holds on any host.
 */
export function createApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Building Bridges Inclusion API')
    .setDescription(
      'Public, member and admin API of the site. Sign-in uses a session cookie; state-changing requests ' +
        'must send JSON from the site itself (Origin check). Every error answer is JSON ' +
        '`{statusCode, message, errors?, nextStep?}` (ErrorResponseDto).',
    )
    .setVersion('1.0')
    .addServer('/', 'The site that serves this document (paths include /api)')
    .addCookieAuth(
      sessionCookieName(config),
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The session cookie that POST /api/login (and the two-factor step) sets; HttpOnly, SameSite=Lax',
      },
      SESSION_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, builder, { operationIdFactory: operationId });
  return completeApiDocument(document, app);
}
