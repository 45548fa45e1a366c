import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../api/settings';
import { mockFetch, renderApp } from '../../../test/utils';

async function openBooking() {
  const site = { ...DEFAULT_SITE, speakerName: 'Jordan Rivers' };
  mockFetch({ 'GET /api/site': { body: site } });
  renderApp('/book-mwo-show', { site });
  await screen.findByRole('heading', { level: 1, name: 'Book The MWO Show' }, { timeout: 10_000 });
  // The sections below the hero are a chunk of their own.
  await screen.findByRole('heading', { level: 2, name: 'How It Works' }, { timeout: 5000 });
}

describe('BookShowPage', () => {
  it("introduces the speaker by the site's name", async () => {
    await openBooking();
    expect(document.title).toBe('Book The MWO Show | Building Bridges Inclusion');
    const hero = screen.getByRole('region', { name: 'Book The MWO Show' });
    expect(await within(hero).findByRole('link', { name: 'Meet Jordan Rivers' })).toHaveAttribute(
      'href',
      '/mwo-show',
    );
    expect(
      within(hero).getByRole('img', { name: 'Portrait of Jordan Rivers' }),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Request a Booking' })).toHaveAttribute(
      'href',
      '#booking-request-heading',
    );
  });

  it('gives the booking figures and describes what a booking includes and how it works', async () => {
    await openBooking();
    const includes = screen.getByRole('region', { name: 'What Booking Includes' });
    expect(
      within(includes)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['50 to 5,000+', '30 min to 2 hrs', '6-8 weeks', '24 hrs']);
    expect(within(includes).getByText('Advised booking lead time')).toBeInTheDocument();
    expect(
      within(includes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Keynote', 'Workshop', 'Panel', 'Conference', 'With Every Booking']);
    expect(within(includes).getByText('30 minutes to 2 hours')).toBeInTheDocument();
    expect(within(includes).getByText(/45-120 minutes, shaped to your event/)).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByText('Hear back within 24 hours')).toBeInTheDocument();
  });

  it('ends with the speaking request form', async () => {
    await openBooking();
    const request = screen.getByRole('region', { name: 'Request a Speaking Engagement' });
    expect(within(request).getByText(/6-8 weeks/)).toBeInTheDocument();
    expect(
      await within(request).findByRole('form', { name: 'Speaking request' }),
    ).toBeInTheDocument();
    expect(within(request).getByRole('combobox', { name: 'Event type' })).toHaveValue('keynote');
  });
});
