import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { SCHEDULE_MESSAGES } from '@bb/shared/schedule';
import {
  fromZonedInput,
  nextWholeHour,
  scheduleChanges,
  scheduledTimeText,
  scheduleRules,
  scheduleTimeRule,
  scheduleValues,
  toZonedInput,
  zoneHelp,
} from './zonedTime';

// Times are typed and shown on the organisation's clocks, whatever the browser's, and sent in UTC.

const NOW = new Date('2026-11-28T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The first error of `schema` for `values`, or null when they pass. */
async function errorOf(schema: yup.AnySchema, values: unknown): Promise<string | null> {
  try {
    await schema.validate(values);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe('a typed time on the organisation clocks', () => {
  it.each([
    ['UTC', '2026-12-07T09:00', '2026-12-07T09:00:00.000Z'],
    ['Europe/London', '2026-12-07T09:00', '2026-12-07T09:00:00.000Z'],
    ['Europe/London', '2027-06-01T09:00', '2027-06-01T08:00:00.000Z'],
    ['America/New_York', '2026-12-07T09:00', '2026-12-07T14:00:00.000Z'],
    ['Asia/Tokyo', '2026-12-07T09:00', '2026-12-07T00:00:00.000Z'],
    // A browser may add seconds.
    ['America/New_York', '2026-12-07T09:00:00', '2026-12-07T14:00:00.000Z'],
  ])('%s: %s is %s', (zone, typed, utc) => {
    expect(fromZonedInput(typed, zone)?.toISOString()).toBe(utc);
    expect(toZonedInput(utc, zone)).toBe(typed.slice(0, 16));
  });

  it('is nothing when it is not a date and time', () => {
    for (const typed of ['', '2026-12-07', '09:00', '2026-02-30T09:00', '2026-12-07T25:00'])
      expect(fromZonedInput(typed, 'UTC')).toBeNull();
  });

  it('suggests the next whole hour on those clocks', () => {
    expect(nextWholeHour('UTC')).toBe('2026-11-28T13:00');
    expect(nextWholeHour('America/New_York')).toBe('2026-11-28T08:00');
    // Half-hour offsets: 17:30 in Kolkata now, so 18:00 there.
    expect(nextWholeHour('Asia/Calcutta')).toBe('2026-11-28T18:00');
  });

  it('is written with its zone, and the help names the zone', () => {
    expect(scheduledTimeText('2026-12-07T14:00:00.000Z', 'America/New_York')).toBe(
      'Mon, 7 Dec 2026, 09:00 (America/New_York)',
    );
    expect(zoneHelp('Europe/London')).toBe(
      "Times are in Europe/London (the organisation's time zone).",
    );
  });
});

describe('the rules of a scheduled time', () => {
  const one = (zone: string, options: Parameters<typeof scheduleTimeRule>[1] = {}) =>
    yup.object({ at: scheduleTimeRule(zone, options) });

  it('takes a time in the future, at most 366 days ahead, on the zone clocks', async () => {
    // 12:00 UTC is 07:00 in New York: 07:30 there is in the future, 06:59 is past.
    expect(await errorOf(one('America/New_York'), { at: '2026-11-28T07:30' })).toBeNull();
    expect(await errorOf(one('America/New_York'), { at: '2026-11-28T06:59' })).toBe(
      SCHEDULE_MESSAGES.past,
    );
    // The same 07:30 in UTC is past.
    expect(await errorOf(one('UTC'), { at: '2026-11-28T07:30' })).toBe(SCHEDULE_MESSAGES.past);
    expect(await errorOf(one('UTC'), { at: '2027-11-29T12:00' })).toBeNull();
    expect(await errorOf(one('UTC'), { at: '2027-11-29T12:01' })).toBe(SCHEDULE_MESSAGES.far);
    expect(await errorOf(one('UTC'), { at: '2026-13-01T09:00' })).toBe(SCHEDULE_MESSAGES.invalid);
  });

  it('is optional unless required, with the caller messages', async () => {
    expect(await errorOf(one('UTC'), { at: '' })).toBeNull();
    const messages = { invalid: 'When?', past: 'Too late.', far: 'Too far.' };
    const required = one('UTC', { required: 'When?', messages });
    expect(await errorOf(required, { at: '' })).toBe('When?');
    expect(await errorOf(required, { at: '2020-01-01T09:00' })).toBe('Too late.');
    expect(await errorOf(required, { at: '2030-01-01T09:00' })).toBe('Too far.');
  });

  it('leaves a time kept as it was alone, even past', async () => {
    expect(
      await errorOf(one('UTC', { unchanged: '2026-11-28T11:59' }), { at: '2026-11-28T11:59' }),
    ).toBeNull();
  });

  it('puts the unpublish after the publish', async () => {
    const schema = yup.object(scheduleRules('UTC'));
    expect(
      await errorOf(schema, { publishAt: '2026-12-07T09:00', unpublishAt: '2026-12-07T09:00' }),
    ).toBe(SCHEDULE_MESSAGES.order);
    expect(
      await errorOf(schema, { publishAt: '2026-12-07T09:00', unpublishAt: '2026-12-07T09:01' }),
    ).toBeNull();
    expect(await errorOf(schema, { publishAt: '', unpublishAt: '2026-12-07T09:00' })).toBeNull();
    expect(await errorOf(schema, { publishAt: '2026-12-07T09:00', unpublishAt: '' })).toBeNull();
  });
});

describe('what a form sends of its schedule', () => {
  it('sends the times typed (UTC), and nothing when none is', () => {
    const empty = scheduleValues(null, 'Europe/London');
    expect(empty).toEqual({ publishAt: '', unpublishAt: '' });
    expect(scheduleChanges(empty, empty, 'Europe/London')).toEqual({});
    expect(
      scheduleChanges(
        { publishAt: '2027-06-01T09:00', unpublishAt: '2027-07-01T17:30' },
        empty,
        'Europe/London',
      ),
    ).toEqual({ publishAt: '2027-06-01T08:00:00.000Z', unpublishAt: '2027-07-01T16:30:00.000Z' });
  });

  it('sends only what changed, and null for a time cleared', () => {
    const stored = {
      publishAt: '2026-12-07T14:00:00.000Z',
      unpublishAt: '2027-01-07T14:00:00.000Z',
    };
    const initial = scheduleValues(stored, 'America/New_York');
    expect(initial).toEqual({ publishAt: '2026-12-07T09:00', unpublishAt: '2027-01-07T09:00' });
    expect(scheduleChanges(initial, initial, 'America/New_York')).toEqual({});
    expect(scheduleChanges({ ...initial, unpublishAt: '' }, initial, 'America/New_York')).toEqual({
      unpublishAt: null,
    });
    expect(
      scheduleChanges({ ...initial, publishAt: '2026-12-08T09:00' }, initial, 'America/New_York'),
    ).toEqual({ publishAt: '2026-12-08T14:00:00.000Z' });
  });
});
