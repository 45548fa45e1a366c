import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';

/**
 * Mail templates live beside this module in templates/ and are copied into the build (nest-cli
 * assets). Each mail has `<name>.subject.hbs`, `<name>.html.hbs` and `<name>.txt.hbs`; the HTML part
 * is wrapped in `layout.html.hbs` and the text part in `layout.txt.hbs`. The HTML uses inline styles
 * only, so it needs no CSS inliner.
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const TEMPLATES_DIR = path.join(__dirname, 'templates');

type Compiled = Handlebars.TemplateDelegate;

export class MailRenderer {
  private readonly hbs = Handlebars.create();
  private readonly cache = new Map<string, Compiled>();

  constructor(private readonly dir = TEMPLATES_DIR) {}

  /** Names of every mail template (those with all three parts). */
  templateNames(): string[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.subject.hbs'))
      .map((f) => f.slice(0, -'.subject.hbs'.length))
      .filter((name) => name !== 'layout');
  }

  private compile(file: string, escape: boolean): Compiled {
    const key = `${file}:${escape}`;
    let t = this.cache.get(key);
    if (!t) {
      const full = path.join(this.dir, file);
      if (!existsSync(full)) throw new Error(`Mail template ${file} is missing from ${this.dir}`);
      t = this.hbs.compile(readFileSync(full, 'utf8'), { strict: true, noEscape: !escape });
      this.cache.set(key, t);
    }
    return t;
  }

  render(name: string, context: Record<string, unknown>): RenderedMail {
    const subject = this.compile(`${name}.subject.hbs`, false)(context).trim();
    const htmlBody = this.compile(`${name}.html.hbs`, true)(context);
    const textBody = this.compile(`${name}.txt.hbs`, false)(context);
    const html = this.compile(
      'layout.html.hbs',
      true,
    )({ ...context, subject, body: new Handlebars.SafeString(htmlBody) });
    const text = this.compile(
      'layout.txt.hbs',
      false,
    )({ ...context, subject, body: textBody.trim() });
    return { subject, html, text };
  }
}
