import { RepeatingTask } from '../common/repeating-task';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/** How often every instance looks for scheduled changes that are due. */
export const SCHEDULE_TICK_MS = 5_000;

/**
 * Applies the changes that are due and answers how many it applied. It must apply each change once
 * across every instance: claim the due rows with `FOR UPDATE SKIP LOCKED` and clear their schedule
 * in the same transaction as the change (see PagesService.publishDue).
 */
export type DueChanges = () => Promise<number>;

/**
 * Scheduled publishing's clock (issue 24). The modules that own scheduled content (pages,
 * testimonials, carousel items) register what applies their due changes; every instance runs them
 * all at its start (a time that passed while the app was down is caught up at once) and then every
 * SCHEDULE_TICK_MS, so a change applies within seconds of its time. The times are compared with the
 * database's clock (`now()`), one clock for every instance. It owns no table.
 */
@Injectable()
export class ScheduleRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Scheduled publishing');
  private readonly jobs = new Map<string, DueChanges>();
  private readonly task = new RepeatingTask(
    () => this.runDue(),
    SCHEDULE_TICK_MS,
    (error) => this.logger.error({ err: error }, 'Scheduled publishing error'),
  );

  /** Registers what applies the due changes of `name` (once per module, at construction). */
  register(name: string, apply: DueChanges): void {
    this.jobs.set(name, apply);
  }

  onApplicationBootstrap(): void {
    this.task.wake();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Looks now (a schedule was set for soon), then every SCHEDULE_TICK_MS. */
  wake(): void {
    this.task.wake();
  }

  /** Runs every registered job once; one failing does not stop the others. */
  async runDue(): Promise<void> {
    for (const [name, apply] of this.jobs) {
      if (this.task.stopped) return;
      try {
        const applied = await apply();
        if (applied) this.logger.log(`${applied} scheduled change(s) of ${name} applied`);
      } catch (error) {
        this.logger.error({ err: error }, `Scheduled changes of ${name} failed`);
      }
    }
  }
}
