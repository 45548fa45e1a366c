import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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
 * The global ValidationPipe: unknown fields are refused (not silently dropped), values are converted
 * to the DTO's types, and a failure answers 400 `{ statusCode, message, errors }` where `message` is
 * one readable sentence listing every problem and `errors` maps each field to its message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
          : 'The request is not valid.',
        errors: errs,
      });
    },
  });
}
