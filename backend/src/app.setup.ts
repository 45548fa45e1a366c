import { NotFoundException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { createApiDocument } from './common/api-document';
import { bodyParsers } from './common/body-parsers';
import { responseCompression } from './common/compression';
import { PublicAnswers } from './public-answer-cache/public-answers';
import { publicAnswersFastPath } from './public-answer-cache/fast-path';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/config';
import { SERVER_TIMEOUTS, type ServerTimeouts, TimedExpressAdapter } from './http-server';
import { loggerOptions, requestLogging, withQuietStartUp } from './logger';
import { ROOT_FILES } from './seo/seo';
import { UPLOAD_FILE_ROUTES } from './uploads/upload-files.controller';
import { SettingsService } from './settings/settings.service';
import { PagePreviews } from './pages/page-preview';
import { PagesService } from './pages/pages.service';
import { createSpaHandler } from './spa/spa';
import { FormPages } from './inquiries/form-pages';
import { INQUIRY_FORM_ACTIONS } from '@bb/shared/inquiry-forms';
import { NewsletterArchiveData } from './spa/newsletter-archive';
import { CampaignsService } from './newsletter-campaigns/campaigns.service';
import { ARCHIVE_SLUG } from './newsletter-campaigns/newsletter-archive.controller';
import { SessionsService } from './sessions/sessions.service';
import { hintedColorMode } from './sessions/signed-in-hint';
import { SignedInReads, type TrustProxy } from './sessions/signed-in-reads';
import { RequestUsers } from './users/request-users';

/**
 * Content-Security-Policy: no inline script anywhere (scripts only from this origin; a prerendered
 * page that needs an inline script adds its hash here), styles from this origin plus the inline
 * styles MUI/Emotion inject, no framing of the site by others.
 */
export function contentSecurityPolicy(scriptHashes: string[] = []) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'media-src': ["'self'"],
      // 'self': the page editor's preview frame (GET /api/admin/pages/{slug}/preview).
      'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
    },
  };
}

/** The inquiry forms' plain posts (inquiries/form-pages.ts): at their pages' level, not under /api. */
const INQUIRY_FORM_ROUTES = Object.values(INQUIRY_FORM_ACTIONS).map((action) => action.slice(1));

/** The served pages' settings and documents in PublicAnswers (a snapshot, not a public answer). */
const SERVED_PAGES_SNAPSHOT = 'served-pages';

/** Where the video embed (YouTube's privacy-enhanced host) may use the features a player needs. */
const PLAYER = '(self "https://www.youtube-nocookie.com")';

/**
 * Permissions-Policy: the powerful browser features the site never uses are off for it and for
 * anything it embeds; a video player may play, go full screen and picture-in-picture.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  `autoplay=${PLAYER}`,
  `encrypted-media=${PLAYER}`,
  `fullscreen=${PLAYER}`,
  `picture-in-picture=${PLAYER}`,
].join(', ');

/** Everything around the Nest modules, shared by main.ts and the tests so both run the same app. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(withQuietStartUp(app.get(Logger)));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api', {
    exclude: [...ROOT_FILES, ...UPLOAD_FILE_ROUTES, ...INQUIRY_FORM_ROUTES],
  });
  app.useGlobalPipes(createValidationPipe());
  for (const parser of bodyParsers()) app.use(parser);

  const settings = app.get(SettingsService);
  const pages = app.get(PagesService);
  const campaigns = app.get(CampaignsService);
  const publicAnswers = app.get(PublicAnswers);
  const archive = new NewsletterArchiveData({
    version: () => publicAnswers.contentVersion(),
    list: () => campaigns.archive(),
    issue: (slug) =>
      campaigns
        .archiveIssue(slug)
        .catch((error: unknown) =>
          error instanceof NotFoundException ? null : Promise.reject(error),
        ),
    isSlug: (slug) => ARCHIVE_SLUG.test(slug),
  });
  // What the served pages need (coming-soon mode, the organisation details, the editable pages'
  // published documents), read in one snapshot and kept while the content version holds, as the
  // public answers are: a request waits only for the shared version check.
  const servedPages = () =>
    publicAnswers.snapshot(SERVED_PAGES_SNAPSHOT, async (m) => ({
      ...(await settings.pageSettings(m)),
      documents: await pages.publishedByPath(m),
    }));
  const spa = config.frontendDist
    ? createSpaHandler(config.frontendDist, {
        publicOrigin: config.publicOrigin,
        pageSettings: async (pagePath) => {
          const { version, value } = await servedPages();
          const { comingSoon, siteDetails, documents } = value;
          return { comingSoon, siteDetails, page: documents.get(pagePath), version };
        },
        colorMode: (req) => hintedColorMode(req.headers.cookie, config),
        archivePage: (pagePath) => archive.page(pagePath),
      })
    : undefined;
  if (spa)
    app.get(PagePreviews).use(
      async (pagePath, doc, mode) =>
        spa.preview(pagePath, (await settings.pageSettings()).siteDetails, doc, mode),
      (pagePath, doc, site) => spa.renderAhead(pagePath, doc, site),
    );
  if (spa)
    app
      .get(FormPages)
      .use((pagePath, posted, req) =>
        spa.formPage(pagePath, posted, hintedColorMode(req.headers.cookie, config)),
      );
  // The headers of every answer (security policies); the fast path below sets them the same way.
  const headers: RequestHandler[] = [
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(spa?.scriptHashes),
      strictTransportSecurity: config.secureCookies
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // CSP frame-ancestors 'none' already forbids framing; X-Frame-Options: SAMEORIGIN said otherwise.
      xFrameOptions: false,
    }),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
  for (const handler of headers) app.use(handler);
  app.use(responseCompression());
  if (spa) app.use(spa);

  // Public answers kept in memory go out before Express (public-answer-cache/README.md), unless
  // PUBLIC_FAST_PATH is false.
  const adapter = app.getHttpAdapter();
  if (adapter instanceof TimedExpressAdapter && config.publicFastPath) {
    const signedIn = new SignedInReads(
      config,
      app.get(SessionsService).store,
      (id) => app.get(RequestUsers).byId(id),
      (app.getHttpAdapter().getInstance() as express.Express).get('trust proxy fn') as TrustProxy,
    );
    const answers = publicAnswersFastPath(
      app.get(PublicAnswers),
      headers,
      requestLogging(loggerOptions(config)),
      signedIn,
    );
    // The prerendered pages too (spa/spa.ts), with the same security headers.
    const servedPagesFast = spa?.fastPath(headers, () => {
      publicAnswers.fastPathAnswers += 1;
    });
    adapter.setFastPath(
      servedPagesFast
        ? (req, res, next) => answers(req, res, () => servedPagesFast(req, res, next))
        : answers,
    );
  }

  SwaggerModule.setup('api/docs', app, () => createApiDocument(app, config), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });
}

/** Builds, configures and initialises the app (without listening). */
export async function createApp(
  config: AppConfig,
  extraImports: Parameters<typeof AppModule.forRoot>[1] = [],
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, extraImports),
    new TimedExpressAdapter(timeouts),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  configureApp(app, config);
  await app.init();
  return app;
}
