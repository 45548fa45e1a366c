import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/**
 * Marks a route (or a whole controller) as open to everyone. Every other route needs a signed-in
 * user: the global SessionAuthGuard denies by default, so a new controller is never open by accident.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
