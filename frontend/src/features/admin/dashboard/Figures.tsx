import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Permission } from '@bb/shared/staff-roles';
import Link from '@mui/material/Link';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FormatQuoteOutlinedIcon from '@mui/icons-material/FormatQuoteOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { useGetAdminStatsQuery } from '../../../api/admin/stats';
import { useStaffAccess } from '../../../components/auth/staffAccess';
import { LoadError } from '../../../components/page/LoadError';
import { StatCard, StatCardList } from '../../../components/page/StatCard';
import { formatCount } from '../format';

function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
      {children}
    </Link>
  );
}

/** Each figure: the stats section it shows, the permission its page needs. */
const FIGURE_NEEDS: Record<
  'users' | 'testimonials' | 'speakingRequests' | 'partnerships',
  Permission
> = {
  users: 'users',
  testimonials: 'testimonials',
  speakingRequests: 'inbox',
  partnerships: 'inbox',
};

/** Whether the person sees any figure at all (the dashboard leaves the Overview out otherwise). */
export function useHasFigures(): boolean {
  const { can } = useStaffAccess();
  return Object.values(FIGURE_NEEDS).some((needed) => can(needed));
}

/**
 * The four figures, each opening its page filtered; each only for those whose roles open its page,
 * and only when the server answered its section (GET /api/admin/stats leaves out what the caller
 * may not open).
 */
export function Figures() {
  const { data: s, isLoading, isError, refetch } = useGetAdminStatsQuery();
  const { can } = useStaffAccess();
  if (isError) return <LoadError what="the figures" onRetry={() => void refetch()} />;
  // While loading: a placeholder for each card the person may see; then the sections answered.
  const shows = (section: keyof typeof FIGURE_NEEDS) =>
    can(FIGURE_NEEDS[section]) && (isLoading || s?.[section] !== undefined);
  return (
    <StatCardList>
      {shows('users') && (
        <StatCard
          icon={<PeopleOutlinedIcon />}
          label="Users"
          value={formatCount(s?.users?.total ?? 0)}
          loading={isLoading}
          detail={s?.users && `${formatCount(s.users.active)} active`}
        >
          <CardLink to="/admin/users">Manage users</CardLink>
        </StatCard>
      )}
      {shows('testimonials') && (
        <StatCard
          icon={<FormatQuoteOutlinedIcon />}
          label="Testimonials"
          value={formatCount(s?.testimonials?.total ?? 0)}
          loading={isLoading}
          detail={
            s?.testimonials &&
            `${formatCount(s.testimonials.draft)} ${s.testimonials.draft === 1 ? 'draft' : 'drafts'} to review`
          }
        >
          <CardLink to="/admin/testimonials?status=draft">Review drafts</CardLink>
        </StatCard>
      )}
      {shows('speakingRequests') && (
        <StatCard
          icon={<EventOutlinedIcon />}
          label="Speaking Requests"
          value={formatCount(s?.speakingRequests?.total ?? 0)}
          loading={isLoading}
          detail={
            s?.speakingRequests &&
            `${formatCount(s.speakingRequests.thisMonth)} this month, ${formatCount(s.speakingRequests.pending)} pending`
          }
        >
          <CardLink to="/admin/bookings?status=pending">Review pending requests</CardLink>
        </StatCard>
      )}
      {shows('partnerships') && (
        <StatCard
          icon={<HandshakeOutlinedIcon />}
          label="Partnerships"
          value={formatCount(s?.partnerships?.total ?? 0)}
          loading={isLoading}
          detail={
            s?.partnerships &&
            `${formatCount(s.partnerships.active)} active, ${formatCount(s.partnerships.new)} new`
          }
        >
          <CardLink to="/admin/partnerships?status=new">Review new inquiries</CardLink>
        </StatCard>
      )}
    </StatCardList>
  );
}
