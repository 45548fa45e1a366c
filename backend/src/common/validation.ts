import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

export const VALIDATION_MESSAGES = {
  invalid: 'The request is not valid.',
  /** A field's own message (the `errors` map). */
  nul: 'Must not contain a NUL character.',
  /** The answer's message, naming the field. */
  nulIn: (field: string) =>
    field
      ? `The value of ${field} must not contain a NUL character.`
      : 'The request must not contain a NUL character.',
} as const;

/** Deeper than any payload the API takes (bodies are refused past 32 levels before validation). */
const SCAN_DEPTH = 64;

/**
 * Where the first NUL character is in `value` (a string, or a key or string anywhere inside objects
 * and arrays): its field path (`address.line1`, `tags.2`, a path parameter's name), '' for `value`
 * itself, or null when there is none. A NUL in a key is shown as `\0`. Walked with an explicit stack.
 */
export function nulPathOf(value: unknown, root = ''): string | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (
      current !== null &&
      typeof current === 'object' &&
      !ArrayBuffer.isView(current) &&
      depth < SCAN_DEPTH
    ) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i];
        if (key.includes('\u0000')) return join(path, key.replaceAll('\u0000', '\\0'));
        stack.push([child, join(path, key), depth + 1]);
      }
    }
  }
  return null;
}

/** Flattens class-validator errors into `{ "field.path": "first message" }`, the shape Formik's setErrors takes. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) out[field] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, field));
  }
  return out;
}

/**
 * ValidationPipe plus one rule for every body, query and path parameter: no text may carry a NUL
 * character to the handler (PostgreSQL refuses NUL in text, so it would end as a 500 where the value
 * reaches a query). Checked after the DTO's own transformations, so the fields that clean control
 * characters out (the forms' text, the sign-in username, the newsletter search) keep doing so, and
 * only a value that would still hold a NUL is refused: 400 naming the field.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    // 'custom': the app's own decorators (the signed-in user, uploaded files), not client text.
    if (metadata.type === 'custom') return result;
    const field = nulPathOf(result, metadata.data ?? '');
    if (field !== null)
      throw new BadRequestException({
        statusCode: 400,
        message: VALIDATION_MESSAGES.nulIn(field),
        ...(field ? { errors: { [field]: VALIDATION_MESSAGES.nul } } : {}),
      });
    return result;
  }
}

/**
 * The global ValidationPipe: unknown fields are refused (not silently dropped), values are converted
 * to the DTO's types, no text holds a NUL character (AppValidationPipe), and a failure answers 400
 * `{ statusCode, message, errors }` where `message` is one readable sentence listing every problem and
 * `errors` maps each field to its message.
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const errs = fieldErrors(errors);
      const messages = Object.values(errs);
      return new BadRequestException({
        statusCode: 400,
        // Sentences joined by a space, or by ". " after one without an end mark ("..." stays).
        message: messages.length
          ? messages.reduce((all, m) => `${all}${/[.!?]$/.test(all) ? ' ' : '. '}${m}`)
          : VALIDATION_MESSAGES.invalid,
        errors: errs,
      });
    },
  });
}
