import { Module } from '@nestjs/common';
import { ScheduleRunner } from './schedule-runner';

/** Scheduled publishing's clock: the modules that own scheduled content register with it. */
@Module({ providers: [ScheduleRunner], exports: [ScheduleRunner] })
export class SchedulingModule {}
