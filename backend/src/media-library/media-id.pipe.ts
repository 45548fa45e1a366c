import { MEDIA_ID_PATTERN, MEDIA_MESSAGES } from '@bb/shared/media';
import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** An image's id in the path: 32 lowercase hexadecimal characters, else 400. */
@Injectable()
export class MediaIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !MEDIA_ID_PATTERN.test(value))
      throw new BadRequestException(MEDIA_MESSAGES.badId);
    return value;
  }
}
