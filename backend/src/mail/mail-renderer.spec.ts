import Handlebars from 'handlebars';
import { DEFAULT_SITE_DETAILS } from '../settings/site-details';
import { MailRenderer } from './mail-renderer';

/** Sample variables for every template. A new template must add its sample here, or this test fails. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'newsletter-welcome': { unsubscribeUrl: 'https://example.org/newsletter/unsubscribe?token=abc' },
};

describe('mail templates', () => {
  const renderer = new MailRenderer();

  it('has a sample for every template', () => {
    expect(renderer.templateNames().sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.keys(SAMPLES))('renders %s with a subject, an HTML and a text part', (name) => {
    const mail = renderer.render(name, { ...SAMPLES[name], site: DEFAULT_SITE_DETAILS });
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(DEFAULT_SITE_DETAILS.organizationName);
    expect(mail.text).toContain(DEFAULT_SITE_DETAILS.organizationName);
    expect(mail.html).not.toMatch(/{{|}}/);
    expect(mail.text).not.toMatch(/{{|}}|<[a-z]/i);
    for (const value of Object.values(SAMPLES[name])) {
      if (typeof value === 'string' && value.startsWith('http')) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(Handlebars.escapeExpression(value)); // e.g. = as &#x3D;, which browsers decode
      }
    }
  });

  it('escapes HTML in the HTML part and refuses a missing variable', () => {
    const mail = renderer.render('newsletter-welcome', {
      unsubscribeUrl: 'https://example.org/?a=<b>',
      site: { ...DEFAULT_SITE_DETAILS, organizationName: '<script>x</script>' },
    });
    expect(mail.html).not.toContain('<script>x</script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(() => renderer.render('newsletter-welcome', { site: DEFAULT_SITE_DETAILS })).toThrow(
      /unsubscribeUrl/,
    );
  });
});
