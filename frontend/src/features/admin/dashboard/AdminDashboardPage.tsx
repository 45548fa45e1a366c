import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminSystemHealth } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FormatQuoteOutlinedIcon from '@mui/icons-material/FormatQuoteOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { useGetAuditLogQuery } from '../../../api/admin/audit';
import {
  useGetAdminNotificationsQuery,
  useGetAdminStatsQuery,
  useGetHealthQuery,
  useGetSystemHealthQuery,
} from '../../../api/admin/stats';
import { useGetCurrentUserQuery } from '../../../api/auth';
import { LoadError } from '../../../components/page/LoadError';
import { StatCard, StatCardList } from '../../../components/page/StatCard';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { ADMIN_NAV } from '../adminPages';
import {
  auditActionLabel,
  auditCountText,
  formatBytes,
  formatCount,
  formatDateTime,
  formatRelative,
} from '../format';

// /admin: welcome banner with the database badge, the four figures (each opening its page
// filtered), recent activity from the audit trail, new inquiries, system health and quick links.
// Every figure is real (spec 001 shows samples; DESIGN.md: real data in the same place).

/** How many audit entries and inquiries the dashboard lists. */
export const RECENT_COUNT = 5;

/** A database answer this slow fills its bar (and turns it red from half of it). */
export const DB_LATENCY_FULL_MS = 500;
/** This many mails waiting fill the mail queue's bar. */
export const MAIL_QUEUE_FULL = 100;

const cardSx = { p: { xs: 2, sm: 3 }, minWidth: 0 } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;
const itemSx = {
  p: 1.5,
  borderRadius: 2,
  border: '1px solid',
  borderColor: 'divider',
  minWidth: 0,
} as const;
const secondary = { color: 'text.secondary' } as const;

function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={cardSx}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={id} component="h2" variant="h5">
          {title}
        </Typography>
        {link && (
          <Link component={RouterLink} to={link.to} sx={{ fontWeight: 700 }}>
            {link.label}
          </Link>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** The database-connected badge, from the public health check. */
function DatabaseBadge() {
  const { data, isLoading, isError } = useGetHealthQuery();
  if (isLoading) return <Chip icon={<HelpOutlineIcon />} label="Checking database..." />;
  if (isError || !data) {
    return <Chip icon={<HelpOutlineIcon />} label="Database status unknown" variant="outlined" />;
  }
  return data.database.status === 'up' ? (
    <Chip
      icon={<CheckCircleOutlineIcon />}
      color="success"
      label="Database connected"
      sx={{ fontWeight: 700 }}
    />
  ) : (
    <Chip
      icon={<ErrorOutlineIcon />}
      color="error"
      label="Database not connected"
      sx={{ fontWeight: 700 }}
    />
  );
}

function WelcomeBanner({ username }: { username: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        mb: 4,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        borderLeft: '6px solid',
        borderLeftColor: 'primary.main',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {`Welcome back, ${username}`}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
          Here is what is happening across the site: accounts, inquiries and the system.
        </Typography>
      </Box>
      <DatabaseBadge />
    </Paper>
  );
}

function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
      {children}
    </Link>
  );
}

function Figures() {
  const { data: s, isLoading, isError, refetch } = useGetAdminStatsQuery();
  if (isError) return <LoadError what="the figures" onRetry={() => void refetch()} />;
  const line = (text: string) => (
    <Typography variant="body2" sx={secondary}>
      {text}
    </Typography>
  );
  return (
    <StatCardList>
      <StatCard
        icon={<PeopleOutlinedIcon />}
        label="Users"
        value={formatCount(s?.users.total ?? 0)}
        loading={isLoading}
      >
        {s && line(`${formatCount(s.users.active)} active`)}
        <CardLink to="/admin/users">Manage users</CardLink>
      </StatCard>
      <StatCard
        icon={<FormatQuoteOutlinedIcon />}
        label="Testimonials"
        value={formatCount(s?.testimonials.total ?? 0)}
        loading={isLoading}
      >
        {s &&
          line(
            `${formatCount(s.testimonials.draft)} ${s.testimonials.draft === 1 ? 'draft' : 'drafts'} to review`,
          )}
        <CardLink to="/admin/testimonials?status=draft">Review drafts</CardLink>
      </StatCard>
      <StatCard
        icon={<EventOutlinedIcon />}
        label="Speaking Requests"
        value={formatCount(s?.speakingRequests.total ?? 0)}
        loading={isLoading}
      >
        {s &&
          line(
            `${formatCount(s.speakingRequests.thisMonth)} this month, ${formatCount(s.speakingRequests.pending)} pending`,
          )}
        <CardLink to="/admin/bookings?status=pending">Review pending requests</CardLink>
      </StatCard>
      <StatCard
        icon={<HandshakeOutlinedIcon />}
        label="Partnerships"
        value={formatCount(s?.partnerships.total ?? 0)}
        loading={isLoading}
      >
        {s &&
          line(
            `${formatCount(s.partnerships.active)} active, ${formatCount(s.partnerships.new)} new`,
          )}
        <CardLink to="/admin/partnerships?status=new">Review new inquiries</CardLink>
      </StatCard>
    </StatCardList>
  );
}

function ListSkeleton() {
  return <Skeleton variant="rounded" height={200} />;
}

/**
 * What administrators did lately: the newest changes of the audit trail (kind=change), never the
 * refused requests or failed sign-ins, which are for the Audit Log page.
 */
function RecentActivity() {
  const { data, isLoading, isError, refetch } = useGetAuditLogQuery({
    pageSize: RECENT_COUNT,
    kind: 'change',
  });
  if (isLoading) return <ListSkeleton />;
  if (isError || !data) {
    return <LoadError what="the recent activity" onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) {
    return <Typography sx={secondary}>No administrative activity recorded yet.</Typography>;
  }
  return (
    <Box component="ul" sx={listSx}>
      {data.items.slice(0, RECENT_COUNT).map((entry) => (
        <Box component="li" key={entry.id} sx={itemSx}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {auditActionLabel(entry.action)}
            {entry.targetLabel ? `: ${entry.targetLabel}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ ...secondary, overflowWrap: 'anywhere' }}>
            {/* No actor: the site's own clean-up (unused images). */}
            {`${entry.actorName ? `by ${entry.actorName}` : 'automatically'} · `}
            <time dateTime={entry.at} title={formatDateTime(entry.at)}>
              {formatRelative(entry.at)}
            </time>
            {auditCountText(entry) && ` · ${auditCountText(entry)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function NewInquiries() {
  const { data, isLoading, isError, refetch } = useGetAdminNotificationsQuery();
  if (isLoading) return <ListSkeleton />;
  if (isError || !data) {
    return <LoadError what="the new inquiries" onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) {
    return <Typography sx={secondary}>No new inquiries are waiting.</Typography>;
  }
  return (
    <Box component="ul" sx={listSx}>
      {data.items.slice(0, RECENT_COUNT).map((item) => (
        <Box component="li" key={`${item.kind}:${item.id}`} sx={itemSx}>
          <Link
            component={RouterLink}
            to={item.path}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Link>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.detail}
          </Typography>
          <Typography variant="body2" sx={secondary}>
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
              {formatRelative(item.createdAt)}
            </time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type BarColor = 'success' | 'warning' | 'error';

/** One system health bar: a labelled meter with its figure as text beside it. */
function HealthBar({
  label,
  value,
  valueText,
  color,
}: {
  label: string;
  /** 0..100 */
  value: number;
  valueText: string;
  color: BarColor;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2">{valueText}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={clamped}
        color={color}
        aria-label={label}
        aria-valuetext={valueText}
        sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

function StatusLine({ up, upText, downText }: { up: boolean; upText: string; downText: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {up ? (
        <CheckCircleOutlineIcon color="success" aria-hidden="true" fontSize="small" />
      ) : (
        <ErrorOutlineIcon color="error" aria-hidden="true" fontSize="small" />
      )}
      <Typography variant="body2">{up ? upText : downText}</Typography>
    </Box>
  );
}

const levelColor = (percent: number, warnFrom: number, errorFrom: number): BarColor =>
  percent >= errorFrom ? 'error' : percent >= warnFrom ? 'warning' : 'success';

function HealthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ ...itemSx, p: 2 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SystemHealthFigures({ system }: { system: AdminSystemHealth }) {
  const { database, mailQueue, storage } = system;
  const latencyPercent = (database.latencyMs / DB_LATENCY_FULL_MS) * 100;
  const queuePercent = (mailQueue.waiting / MAIL_QUEUE_FULL) * 100;
  const diskKnown =
    storage.totalBytes !== null && storage.availableBytes !== null && storage.totalBytes > 0;
  const diskPercent = diskKnown
    ? ((storage.totalBytes! - storage.availableBytes!) / storage.totalBytes!) * 100
    : 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <HealthCard title="Database">
        <StatusLine up={database.status === 'up'} upText="Connected" downText="Not connected" />
        <HealthBar
          label="Response time"
          value={latencyPercent}
          valueText={`${formatCount(Math.round(database.latencyMs))} ms`}
          color={levelColor(latencyPercent, 20, 50)}
        />
        <Typography variant="body2" sx={{ ...secondary, mt: 1 }}>
          {`Database size: ${formatBytes(database.sizeBytes)}`}
        </Typography>
      </HealthCard>
      <HealthCard title="Mail queue">
        <StatusLine up={mailQueue.status === 'up'} upText="Running" downText="Not running" />
        <HealthBar
          label="Waiting to be sent"
          value={queuePercent}
          valueText={`${formatCount(mailQueue.waiting)} ${mailQueue.waiting === 1 ? 'message' : 'messages'}`}
          color={levelColor(queuePercent, 10, 50)}
        />
        <HealthBar
          label="Failed deliveries"
          value={mailQueue.failed > 0 ? Math.max(5, (mailQueue.failed / MAIL_QUEUE_FULL) * 100) : 0}
          valueText={`${formatCount(mailQueue.failed)} ${mailQueue.failed === 1 ? 'message' : 'messages'}`}
          color={mailQueue.failed > 0 ? 'error' : 'success'}
        />
        <Typography variant="body2" sx={{ ...secondary, mt: 1 }}>
          {`${formatCount(mailQueue.active)} being sent now`}
        </Typography>
      </HealthCard>
      <HealthCard title="Storage">
        {diskKnown ? (
          <HealthBar
            label="Disk used"
            value={diskPercent}
            valueText={`${Math.round(diskPercent)}%, ${formatBytes(storage.availableBytes!)} free of ${formatBytes(storage.totalBytes!)}`}
            color={levelColor(diskPercent, 80, 90)}
          />
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {storage.driver === 's3'
              ? 'Uploads are kept in S3-compatible storage, whose free space is not measured here.'
              : 'The free space of the uploads disk could not be measured.'}
          </Typography>
        )}
        <Typography variant="body2" sx={{ ...secondary, mt: 1 }}>
          {storage.usedBytes !== null
            ? `Uploads take ${formatBytes(storage.usedBytes)}`
            : 'The size of the uploads is not measured for this storage.'}
        </Typography>
      </HealthCard>
    </Box>
  );
}

function SystemHealth() {
  const { data, isLoading, isError, refetch } = useGetSystemHealthQuery();
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (isError || !data) {
    return <LoadError what="the system health" onRetry={() => void refetch()} />;
  }
  return <SystemHealthFigures system={data} />;
}

const QUICK_TEXT: Record<string, string> = {
  '/admin/users': 'Create accounts, change roles, verify, suspend or delete users.',
  '/admin/testimonials': 'Write, publish and edit testimonials.',
  '/admin/bookings': 'Review speaking requests, change their status and reply.',
  '/admin/partnerships': 'Follow corporate partnership inquiries and reply.',
  '/admin/content':
    "Edit the organisation's details on the public pages; see newsletter subscribers.",
  '/admin/carousels': "Manage the pages' carousels.",
  '/admin/settings':
    'Coming soon mode, two-factor sign-in for administrators, notices and the audit retention.',
  '/admin/messages': 'Read and answer contact messages.',
  '/admin/audit-log': 'See who changed what, and when.',
};

function QuickManagement() {
  const pages = ADMIN_NAV.filter((page) => page.to !== '/admin');
  return (
    <Box
      component="ul"
      sx={{
        ...listSx,
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {pages.map(({ to, label, icon: Icon }) => (
        <Box component="li" key={to} sx={{ ...itemSx, p: 2, display: 'flex', gap: 1.5 }}>
          <Icon aria-hidden="true" color="primary" />
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={to} sx={{ fontWeight: 700 }}>
              {label}
            </Link>
            <Typography variant="body2" sx={secondary}>
              {QUICK_TEXT[to]}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** /admin: the administrator's dashboard. */
export default function AdminDashboardPage() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <>
      <PrivatePageMeta
        title="Admin Dashboard"
        description="Accounts, inquiries, activity and system health at a glance."
      />
      <WelcomeBanner username={user?.username ?? ''} />

      <Box component="section" aria-labelledby="admin-figures" sx={{ mb: 4 }}>
        <Typography id="admin-figures" component="h2" variant="h5" sx={{ mb: 2 }}>
          Overview
        </Typography>
        <Figures />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          mb: 4,
        }}
      >
        <Section
          id="admin-recent-activity"
          title="Recent Activity"
          link={{ to: '/admin/audit-log', label: 'View audit log' }}
        >
          <RecentActivity />
        </Section>
        <Section id="admin-new-inquiries" title="New Inquiries">
          <NewInquiries />
        </Section>
      </Box>

      <Box sx={{ mb: 4 }}>
        <Section id="admin-system-health" title="System Health">
          <SystemHealth />
        </Section>
      </Box>

      <Section id="admin-quick-management" title="Quick Management">
        <QuickManagement />
      </Section>
    </>
  );
}
