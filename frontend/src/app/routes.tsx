import { Suspense, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppGate } from '../components/AppGate';
import { RouteErrorBoundary } from '../components/ErrorBoundary';
import { RouteError } from '../components/RouteError';
import { ScrollManager } from '../components/ScrollManager';
import { SkipLink } from '../components/SkipLink';
import { Spinner } from '../components/Spinner';
import { Toaster } from '../components/toast/Toaster';
import { lazyPage, type LazyPage } from '../lib/lazyPage';
import { EnrolmentRedirect } from './EnrolmentRedirect';

// Route areas are code-split: a visitor of / downloads the public layout and the home page only.
// The auth area (/login, /register, ...) and the member area (/my/*, whose layout holds the
// RouteGuard requireVerified) and the admin area (/admin/*, RouteGuard requireVerified requireStaff)
// each have a lazy layout of their own: no admin code (DataGrid, admin pages) in a public page's load.
const PublicLayout = lazyPage(() => import('../components/PublicLayout'));
const HomePage = lazyPage(() => import('../features/marketing/HomePage'));
const NotFoundPage = lazyPage(() => import('../features/marketing/NotFoundPage'));
const AboutPage = lazyPage(() => import('../features/marketing/about/AboutPage'));
const ProgramsPage = lazyPage(() => import('../features/marketing/programs/ProgramsPage'));
const ImpactPage = lazyPage(() => import('../features/marketing/impact/ImpactPage'));
const SpeakerPage = lazyPage(() => import('../features/marketing/speaker/SpeakerPage'));
const BookShowPage = lazyPage(() => import('../features/marketing/speaker/BookShowPage'));
const CorporatePage = lazyPage(() => import('../features/marketing/corporate/CorporatePage'));
const CorporateEngagementPage = lazyPage(
  () => import('../features/marketing/corporate/CorporateEngagementPage'),
);
const ContactPage = lazyPage(() => import('../features/marketing/contact/ContactPage'));
const PrivacyPage = lazyPage(() => import('../features/marketing/legal/PrivacyPage'));
const TermsPage = lazyPage(() => import('../features/marketing/legal/TermsPage'));
const UnsubscribePage = lazyPage(() => import('../features/newsletter/UnsubscribePage'));
const ConfirmPage = lazyPage(() => import('../features/newsletter/ConfirmPage'));
const NewsletterArchivePage = lazyPage(
  () => import('../features/newsletter/archive/NewsletterArchivePage'),
);
const NewsletterIssuePage = lazyPage(
  () => import('../features/newsletter/archive/NewsletterIssuePage'),
);
const ComingSoonPage = lazyPage(() => import('../features/marketing/ComingSoonPage'));

const AuthLayout = lazyPage(() => import('../features/auth/AuthLayout'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'));
const VerifyEmailPage = lazyPage(() => import('../features/auth/VerifyEmailPage'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'));
const SetPasswordPage = lazyPage(() => import('../features/auth/SetPasswordPage'));

const MemberLayout = lazyPage(() => import('../features/member/MemberLayout'));
const DashboardPage = lazyPage(() => import('../features/member/DashboardPage'));
const ProfilePage = lazyPage(() => import('../features/member/ProfilePage'));
const BookingsPage = lazyPage(() => import('../features/member/BookingsPage'));
const MessagesPage = lazyPage(() => import('../features/member/MessagesPage'));
const SettingsPage = lazyPage(() => import('../features/member/SettingsPage'));

// One lazy chunk for the whole admin panel, with its own route table (features/admin/AdminArea.tsx).
const AdminArea = lazyPage(() => import('../features/admin/AdminArea'));

/** Public pages that open with a deep-coloured hero under the (then transparent) navigation bar. */
export const HERO_PATHS: readonly string[] = [
  '/',
  '/about',
  '/programs',
  '/impact',
  '/mwo-show',
  '/book-mwo-show',
  '/corporate',
  '/corporate-engagement',
  '/contact',
];

/** The public marketing pages (prerendered at build time, listed in sitemap.xml). */
export const PUBLIC_PATHS: readonly string[] = [...HERO_PATHS, '/privacy', '/terms'];

/**
 * The route table. Only routes whose pages exist are registered; any other path is the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'auth', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'set-password', element: <SetPasswordPage /> },
    ],
  },
  {
    path: 'my',
    element: <MemberLayout />,
    children: [
      { index: true, element: <Navigate to="/my/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'bookings', element: <BookingsPage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'settings', element: <SettingsPage /> },
    ],
  },
  { path: 'admin/*', element: <AdminArea notFound={<NotFoundPage />} /> },
  {
    element: <PublicLayout heroPaths={HERO_PATHS} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'programs', element: <ProgramsPage /> },
      { path: 'impact', element: <ImpactPage /> },
      { path: 'mwo-show', element: <SpeakerPage /> },
      { path: 'book-mwo-show', element: <BookShowPage /> },
      { path: 'corporate', element: <CorporatePage /> },
      { path: 'corporate-engagement', element: <CorporateEngagementPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'newsletter/unsubscribe', element: <UnsubscribePage /> },
      { path: 'newsletter/confirm', element: <ConfirmPage /> },
      // The archive (rendered by the server from its data, backend/src/spa). A fixed path such as
      // newsletter/unsubscribe outranks :slug whatever the order; slugs are never such words.
      { path: 'newsletter', element: <NewsletterArchivePage /> },
      { path: 'newsletter/:slug', element: <NewsletterIssuePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The preload function of a route element whose component is a `lazyPage`. */
function preloadOf(element: ReactNode): (() => Promise<void>) | undefined {
  return element && typeof element === 'object' && 'type' in element
    ? (element.type as Partial<LazyPage>).preload
    : undefined;
}

/**
 * The code of each public page (its layout's and its own), by path: where visitors land, so
 * preloadRoute finds it without ranking the whole route table (a few milliseconds on a slow phone,
 * in the task that starts the page).
 */
const PUBLIC_PAGE_PRELOADS: ReadonlyMap<string, (() => Promise<void>)[]> = (() => {
  const layout = routes.find(
    (route) => (route.element as ReactElement | undefined)?.type === PublicLayout,
  )!;
  return new Map(
    PUBLIC_PATHS.map((path) => {
      const page = layout.children!.find((route) =>
        path === '/' ? route.index : route.path === path.slice(1),
      )!;
      return [path, [preloadOf(layout.element), preloadOf(page.element)].filter((p) => !!p)];
    }),
  );
})();

/**
 * Downloads the code of every page and layout `pathname` renders, in parallel (a render would find
 * them one after the other). Call it before the first render; a server render awaits it.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const preloads =
    PUBLIC_PAGE_PRELOADS.get(pathname) ??
    (matchRoutes(routes, pathname) ?? [])
      .map((match) => preloadOf(match.route.element))
      .filter((preload) => preload !== undefined);
  return Promise.all(preloads.map((preload) => preload())).then(() => undefined);
}

/** Everything inside the router: skip link, route-change handling, the app gate, pages, toasts. */
export function AppRoutes({ prerendered = false }: { prerendered?: boolean }) {
  const page = useRoutes(routes);
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <EnrolmentRedirect />
      <RouteErrorBoundary fallback={<RouteError />}>
        <Suspense fallback={<Spinner fullPage />}>
          <AppGate comingSoon={<ComingSoonPage />} optimistic={prerendered}>
            {page}
          </AppGate>
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  );
}
