import { INestApplication, RequestMethod, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ApplicationConfig, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { type Access, ACCESS_KEY } from '../../src/common/access';

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
            });
      }
    }
  }
  return routes;
}
