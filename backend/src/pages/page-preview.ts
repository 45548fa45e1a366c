import { Injectable } from '@nestjs/common';
import type { ColorMode } from '../sessions/color-mode';

/** Renders an editable page with a document, as the served HTML would be (spa/: `spa.preview`). */
export type PreviewRenderer = (
  pagePath: string,
  doc: { slug: string; content: object },
  mode: ColorMode,
) => Promise<string | undefined>;

/**
 * Where the pages module finds the server render for previews: the app's set-up (app.setup.ts)
 * hands it the SPA handler's, which exists only when the built frontend is served.
 */
@Injectable()
export class PagePreviews {
  private renderer?: PreviewRenderer;

  use(renderer: PreviewRenderer): void {
    this.renderer = renderer;
  }

  render(
    pagePath: string,
    doc: { slug: string; content: object },
    mode: ColorMode,
  ): Promise<string | undefined> {
    return this.renderer ? this.renderer(pagePath, doc, mode) : Promise.resolve(undefined);
  }
}
