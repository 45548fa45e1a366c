import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../../test/utils';
import { renderInbox, speakingRequest, toasts } from '../../../../test/inbox';
import {
  BookingLogistics,
  END_BEFORE_START,
  LOGISTICS_SAVED,
  NO_DATE_HINT,
  VIDEO_LINK_INVALID,
} from './BookingLogistics';

const PATCH = 'PATCH /api/admin/speaking-requests/sr1/logistics';
const acme = speakingRequest({ eventDate: '2030-05-04', location: 'Old hall' });

const form = () => screen.getByRole('form', { name: 'Booking logistics' });
const field = (name: string | RegExp) => within(form()).getByLabelText(name);
const bodies = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, PATCH).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('BookingLogistics', () => {
  it('sends only the changed fields (a blank one as null) and says it is saved', async () => {
    const { user, fetchMock } = renderInbox(
      '/admin/bookings',
      <BookingLogistics request={acme} />,
      {
        [PATCH]: {
          body: { ...acme, eventTime: '14:00', endTime: '15:30', location: null, feeNote: 'Paid' },
        },
      },
    );
    expect(field('Location')).toHaveValue('Old hall');
    await user.type(field('Start time'), '14:00');
    await user.type(field('End time'), '15:30');
    await user.clear(field('Location'));
    await user.type(field(/^Fee note/), 'Paid');
    await user.click(within(form()).getByRole('button', { name: 'Save Logistics' }));
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(1));
    expect(bodies(fetchMock)[0]).toEqual({
      eventTime: '14:00',
      endTime: '15:30',
      location: null,
      feeNote: 'Paid',
    });
    await waitFor(() => expect(within(toasts()).getByText(LOGISTICS_SAVED)).toBeInTheDocument());
  });

  it('refuses an end before the start and a link that is not a web address, sending nothing', async () => {
    const { user, fetchMock } = renderInbox(
      '/admin/bookings',
      <BookingLogistics request={acme} />,
      {
        [PATCH]: { body: acme },
      },
    );
    await user.type(field('Start time'), '14:00');
    await user.type(field('End time'), '13:00');
    await user.type(field('Video link'), 'javascript:alert(1)');
    await user.click(within(form()).getByRole('button', { name: 'Save Logistics' }));
    expect(await within(form()).findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(within(form()).getByText(VIDEO_LINK_INVALID)).toBeInTheDocument();
    expect(bodies(fetchMock)).toHaveLength(0);
  });

  it('offers the calendar file once the booking has a date', () => {
    renderInbox('/admin/bookings', <BookingLogistics request={acme} />, {});
    expect(screen.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute(
      'href',
      '/api/admin/speaking-requests/sr1/calendar',
    );
  });

  it('says a date is needed for the calendar file', () => {
    renderInbox(
      '/admin/bookings',
      <BookingLogistics request={speakingRequest({ eventDate: null })} />,
      {},
    );
    expect(screen.queryByRole('link', { name: /calendar file/ })).toBeNull();
    expect(screen.getByText(NO_DATE_HINT)).toBeInTheDocument();
  });
});
