import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SessionsService } from '../sessions/sessions.service';
import { createOrPromoteAdmin } from './admin-account';
import { warmUpPasswordHashing } from './password';
import { UsersService } from './users.service';

/**
 * First start with ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD set: while the site has no
 * administrator, that account is created (or the account with that username or address promoted).
 * Once any administrator exists the variables change nothing, so a password changed later is never
 * reset by a restart. Also computes the dummy password hash ahead of the first sign-in.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await warmUpPasswordHashing();
    const admin = this.config.bootstrapAdmin;
    if (!admin) return;
    if (await this.users.hasAdministrator()) return;
    try {
      const { action, user, passwordChanged } = await createOrPromoteAdmin(this.dataSource, admin);
      if (passwordChanged) await this.sessions.end({ userId: user.id });
      this.logger.log(`Administrator ${user.username} ${action} from ADMIN_USERNAME/ADMIN_EMAIL`);
    } catch (err) {
      // Several instances starting together: one creates the account, the others find it taken.
      if ((err as { code?: string }).code === '23505') return;
      throw err;
    }
  }
}
