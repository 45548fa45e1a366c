import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../api/settings';
import { mockFetch, renderApp } from '../../../test/utils';

async function renderPage() {
  const site = { ...DEFAULT_SITE, speakerName: 'Alex Rivera' };
  mockFetch({ 'GET /api/site': { body: site } });
  renderApp('/corporate-engagement', { site });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Make Inclusion a Movement Inside Your Organization' },
    { timeout: 5000 },
  );
  await screen.findByRole('link', { name: 'Meet Alex Rivera' });
  // The sections below the hero are a chunk of their own.
  await screen.findByRole(
    'heading',
    { level: 2, name: 'Why Inclusion Matters at Work' },
    { timeout: 5000 },
  );
}

function section(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

describe('/corporate-engagement', () => {
  it('opens with the speaker banner: portrait, audience size, award badge and a button to /mwo-show', async () => {
    await renderPage();
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(
      within(hero).getByRole('img', { name: /^Alex Rivera, in an amber blazer/ }),
    ).toBeInTheDocument();
    expect(within(hero).getByText('100 to 1000+')).toBeInTheDocument();
    expect(within(hero).getByText('2021')).toBeInTheDocument();
    expect(within(hero).getByText('Dream on 3 Award')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Meet Alex Rivera' })).toHaveAttribute(
      'href',
      '/mwo-show',
    );
  });

  it("has a 'Book the Movement' button to /mwo-show", async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Book the Movement' })).toHaveAttribute(
      'href',
      '/mwo-show',
    );
  });

  it('explains why inclusion matters at work with the client figures', async () => {
    await renderPage();
    const why = section('Why Inclusion Matters at Work');
    for (const figure of ['92%', '43%', '85%', '98%']) {
      expect(within(why).getByText(figure)).toBeInTheDocument();
    }
  });

  it('offers four engagement formats, each linking to the form that fits, and a link to /programs', async () => {
    await renderPage();
    const formats = section('Engagement Formats');
    const titles = within(formats)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Keynote', 'Workshop Series', 'Leadership Training', 'ERG Support']);
    for (const [name, href] of [
      ['Plan a Keynote', '/book-mwo-show?event=keynote#booking-request-heading'],
      ['Plan a Workshop Series', '/book-mwo-show?event=workshop#booking-request-heading'],
      ['Plan Leadership Training', '/contact?type=training#contact-forms-heading'],
      ['Discuss ERG Support', '/corporate#corporate-inquiry-heading'],
    ]) {
      expect(within(formats).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      within(formats).getByRole('link', { name: 'Compare all programs and services' }),
    ).toHaveAttribute('href', '/programs');
  });

  it('closes with a call to action', async () => {
    await renderPage();
    const cta = section('Bring the Movement to Your Workplace');
    expect(within(cta).getByRole('link', { name: 'Plan Your Engagement' })).toHaveAttribute(
      'href',
      '/book-mwo-show#booking-request-heading',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
