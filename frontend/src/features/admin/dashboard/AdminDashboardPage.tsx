import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetCurrentUserQuery } from '../../../api/auth';
import { useStaffAccess } from '../../../components/auth/staffAccess';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { Section } from './DashboardSection';
import { Figures, useHasFigures } from './Figures';
import { NewInquiries } from './NewInquiries';
import { QuickManagement } from './QuickManagement';
import { RecentActivity } from './RecentActivity';
import { ScheduledChanges } from './ScheduledChanges';
import { SystemHealth } from './SystemHealth';
import { WaitingForReview } from './WaitingForReview';
import { WelcomeBanner } from './WelcomeBanner';
import { Columns } from '../../../components/page/Columns';

// /admin: welcome banner with the database badge, the four figures (each opening its page
// filtered), recent activity from the audit trail, new inquiries, what is scheduled to publish,
// unpublish or send, system health and quick links.
// Every figure is real (spec 001 shows samples; DESIGN.md: real data in the same place).
// Each card is its own file beside this one; this page only composes them, each for those whose
// roles open what it shows (@bb/shared/staff-roles): the figures per page, Recent Activity with the
// audit log, New Inquiries with the inboxes, Scheduled with what can be scheduled, System Health
// with 'system', the quick links to the pages the person may open.

/** What can be scheduled: pages, testimonials, carousel items, campaigns. */
const SCHEDULABLE = ['pages.edit', 'testimonials', 'carousels', 'campaigns.edit'] as const;

/** /admin: the staff member's dashboard. */
export default function AdminDashboardPage() {
  const { data: user } = useGetCurrentUserQuery();
  const { can } = useStaffAccess();
  const hasFigures = useHasFigures();
  return (
    <>
      <PrivatePageMeta
        title="Admin Dashboard"
        description="Accounts, inquiries, activity, what is scheduled and system health at a glance."
      />
      <WelcomeBanner username={user?.username ?? ''} firstSignIn={user?.firstSignIn ?? false} />
      <WaitingForReview />

      {hasFigures && (
        <Box component="section" aria-labelledby="admin-figures" sx={{ mb: 4 }}>
          <Typography id="admin-figures" component="h2" variant="h5" sx={{ mb: 2 }}>
            Overview
          </Typography>
          <Figures />
        </Box>
      )}

      <Columns from={{ md: 'repeat(2, minmax(0, 1fr))' }} sx={{ mb: 4, '&:empty': { mb: 0 } }}>
        {can('audit') && (
          <Section
            id="admin-recent-activity"
            title="Recent Activity"
            link={{ to: '/admin/audit-log', label: 'View audit log' }}
          >
            <RecentActivity />
          </Section>
        )}
        {can('inbox') && (
          <Section id="admin-new-inquiries" title="New Inquiries">
            <NewInquiries />
          </Section>
        )}
      </Columns>

      {can(SCHEDULABLE) && (
        <Box sx={{ mb: 4 }}>
          <Section id="admin-scheduled" title="Scheduled">
            <ScheduledChanges />
          </Section>
        </Box>
      )}

      {can('system') && (
        <Box sx={{ mb: 4 }}>
          <Section id="admin-system-health" title="System Health">
            <SystemHealth />
          </Section>
        </Box>
      )}

      <Section id="admin-quick-management" title="Quick Management">
        <QuickManagement />
      </Section>
    </>
  );
}
