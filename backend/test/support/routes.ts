import { INestApplication, RequestMethod, Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ApplicationConfig, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import type { Permission } from '@bb/shared/staff-roles';
import { type Access, ACCESS_KEY, PERMISSION_KEY } from '../../src/common/access';

export interface RegisteredRoute {
  method: string;
  /** Full path with the global prefix, e.g. "/api/admin/users/:id". */
  path: string;
  controller: string;
  handler: string;
  /** Guards on the controller and on the handler (classes or instances). */
  guards: unknown[];
  /** Who may call it (the handler's @Public/@MemberOnly/@AdminOnly, else the controller's). */
  access: Access;
  /** For an `admin` route: the permissions it needs, any of which will do (@bb/shared/staff-roles). */
  permissions: Permission[];
  /**
   * The query parameters the handler reads: `@Query('name')`, or the validated properties of the
   * class of `@Query() dto` (the global ValidationPipe refuses any other key). `*` for a `@Query()`
   * without such a class, which would read any key.
   */
  query: string[];
}

/** The query parameters a handler reads (see RegisteredRoute.query). */
function queryParamsOf(type: Type, handler: string): string[] {
  const args: Record<string, { index: number; data?: unknown }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, type, handler) ?? {};
  const paramTypes: unknown[] =
    Reflect.getMetadata('design:paramtypes', type.prototype as object, handler) ?? [];
  const names: string[] = [];
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== (RouteParamtypes.QUERY as number)) continue;
    if (typeof arg.data === 'string') {
      names.push(arg.data);
      continue;
    }
    const dto = paramTypes[arg.index];
    const rules =
      typeof dto === 'function'
        ? getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)
        : [];
    if (!rules.length) names.push('*');
    for (const rule of rules) if (!names.includes(rule.propertyName)) names.push(rule.propertyName);
  }
  return names;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/**
 * Every route the Nest app has registered, from the controllers of every module (not from Swagger,
 * which leaves out routes marked @ApiExcludeEndpoint). Used to check that no admin route is open to
 * anyone but administrators.
 */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const config = (app as unknown as { config: ApplicationConfig }).config;
  const prefix = config.getGlobalPrefix();
  // Paths excluded from the prefix (robots.txt, sitemap.xml at the site root).
  const unprefixed = (config.getGlobalPrefixOptions().exclude ?? []).map((r) => join(r.path));
  const scanner = new MetadataScanner();
  const routes: RegisteredRoute[] = [];
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const type = wrapper.metatype as Type | undefined;
      if (!type) continue;
      const classPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '/');
      const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, type) ?? [];
      for (const name of scanner.getAllMethodNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name] as object;
        const methodPaths: string | string[] | undefined = Reflect.getMetadata(
          PATH_METADATA,
          handler,
        );
        if (methodPaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const guards = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
        const access: Access =
          Reflect.getMetadata(ACCESS_KEY, handler) ??
          Reflect.getMetadata(ACCESS_KEY, type) ??
          'signed-in';
        const permissions: Permission[] =
          Reflect.getMetadata(PERMISSION_KEY, handler) ??
          Reflect.getMetadata(PERMISSION_KEY, type) ??
          [];
        for (const classPath of classPaths)
          for (const methodPath of ([] as string[]).concat(methodPaths))
            routes.push({
              method,
              path: unprefixed.includes(join(classPath, methodPath))
                ? join(classPath, methodPath)
                : join(prefix, classPath, methodPath),
              controller: type.name,
              handler: name,
              guards,
              access,
              permissions,
              query: queryParamsOf(type, name),
            });
      }
    }
  }
  return routes;
}
