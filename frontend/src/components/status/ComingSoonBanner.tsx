import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useGetCurrentUserQuery } from '../../api/auth';
import { isStaff } from '../auth/isStaff';
import { useGetComingSoonStatusQuery } from '../../api/settings';
import { NAV_HEIGHT } from '../layout/navHeight';

/** Where an administrator switches coming-soon mode. */
export const COMING_SOON_SETTING_PATH = '/admin/settings';

/**
 * Whether the staff notice shows: the signed-in user is staff (any staff role) and coming-soon mode
 * is on. Nobody else ever sees it (a visitor gets the coming-soon page itself; a member has no say in
 * it). Before the user and the setting have loaded (and so in a prerendered page's first render,
 * which is a visitor's) it does not show. The setting is polled by the app gate; this reads the
 * same cache entry, and an administrator's change of it refreshes that entry at once.
 */
export function useComingSoonNoticeShown(): boolean {
  const { data: user } = useGetCurrentUserQuery();
  const staff = isStaff(user);
  const { data: status } = useGetComingSoonStatusQuery(undefined, { skip: !staff });
  return staff && status?.enabled === true;
}

interface ComingSoonBannerProps {
  /**
   * Inside the public site's fixed navigation bar: also keeps keyboard focus and in-page links
   * clear of the taller bar.
   */
  inFixedBar?: boolean;
  /**
   * An invisible copy that only takes the banner's space (the public layout puts one in the page's
   * flow, so that the fixed bar, now taller, covers nothing). Not read by screen readers, not
   * focusable.
   */
  spacer?: boolean;
}

/**
 * A strip telling an administrator that coming-soon mode is on (visitors who are not signed in see
 * only the Coming Soon page, so the site the administrator sees is not what the public sees), with
 * a link to the setting. A labelled region on the deep brand surface, the same in both colour
 * modes (white on deep indigo, amber focus ring and edge).
 */
export function ComingSoonBanner({ inFixedBar = false, spacer = false }: ComingSoonBannerProps) {
  return (
    <Box
      component={spacer ? 'div' : 'section'}
      aria-label={spacer ? undefined : 'Coming-soon mode'}
      aria-hidden={spacer ? 'true' : undefined}
      data-surface="deep"
      sx={{
        bgcolor: 'brand.deep',
        color: 'brand.onDeep',
        borderBottom: '3px solid',
        borderColor: 'brand.focusOnDeep',
        px: 2,
        py: 0.75,
        ...(spacer ? { visibility: 'hidden' } : {}),
      }}
    >
      {inFixedBar && !spacer && (
        <GlobalStyles styles={{ html: { scrollPaddingTop: `${NAV_HEIGHT + 72}px` } }} />
      )}
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          columnGap: 1.5,
          rowGap: 0.25,
          fontSize: '0.9375rem',
          lineHeight: 1.5,
          textAlign: 'center',
        }}
      >
        <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          <VisibilityOffOutlinedIcon
            aria-hidden="true"
            fontSize="small"
            sx={{ color: 'brand.focusOnDeep' }}
          />
          <span>
            <strong>Coming-soon mode is on.</strong>
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              {' '}
              Visitors who are not signed in see only the Coming Soon page.
            </Box>
          </span>
        </Box>
        <Link
          component={RouterLink}
          to={COMING_SOON_SETTING_PATH}
          tabIndex={spacer ? -1 : undefined}
          sx={{ color: 'inherit', fontWeight: 700, textDecorationColor: 'currentColor' }}
        >
          Coming-soon setting
        </Link>
      </Box>
    </Box>
  );
}
