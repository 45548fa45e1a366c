import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';

/**
 * A path parameter that must be a UUID (every table's id): anything else ("../", "%00", a very long
 * string) is a 400 naming what was expected, never a database error. A well-formed id that matches
 * nothing is the service's 404.
 */
export const IdParam = (what: string, name = 'id') =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new BadRequestException(`That is not a valid ${what} id.`),
    }),
  );
