import { Injectable } from '@nestjs/common';
import type { ColorMode } from '../sessions/color-mode';

/** Renders an editable page with a document, as the served HTML would be (spa/: `spa.preview`). */
export type PreviewRenderer = (
  pagePath: string,
  doc: { slug: string; content: object },
  mode: ColorMode,
) => Promise<string | undefined>;

/**
 * Makes the served HTML of an editable page with a document about to be published, and keeps it
 * ready to send (spa/: `spa.renderAhead`).
 */
export type AheadRenderer = (
  pagePath: string,
  doc: { slug: string; content: object },
  site: object,
) => Promise<void>;

/**
 * Where the pages module finds the server render of its pages: for previews, and for the page about
 * to be published (rendered ahead). The app's set-up (app.setup.ts) hands it the SPA handler's,
 * which exists only when the built frontend is served.
 */
@Injectable()
export class PagePreviews {
  private renderer?: PreviewRenderer;
  private ahead?: AheadRenderer;

  use(renderer: PreviewRenderer, ahead?: AheadRenderer): void {
    this.renderer = renderer;
    this.ahead = ahead;
  }

  render(
    pagePath: string,
    doc: { slug: string; content: object },
    mode: ColorMode,
  ): Promise<string | undefined> {
    return this.renderer ? this.renderer(pagePath, doc, mode) : Promise.resolve(undefined);
  }

  /**
   * Renders the page at `pagePath` as it will be served once `doc` is published with these
   * organisation details, so that the first visitors after the publish find it ready (nothing when
   * the frontend is not served). Never fails: a failed render is made again by the first request.
   */
  renderAhead(
    pagePath: string,
    doc: { slug: string; content: object },
    site: object,
  ): Promise<void> {
    return this.ahead ? this.ahead(pagePath, doc, site).catch(() => undefined) : Promise.resolve();
  }
}
