import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminSystemHealth, UploadBudget } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useGetSystemHealthQuery } from '../../../api/admin/stats';
import { LoadError } from '../../../components/page/LoadError';
import { formatBytes, formatCount } from '../format';
import { itemSx, secondary } from './dashboardStyles';

/** A database answer this slow fills its bar (and turns it red from half of it). */
export const DB_LATENCY_FULL_MS = 500;
/** This many mails waiting fill the mail queue's bar. */
export const MAIL_QUEUE_FULL = 100;

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

/**
 * The upload budgets (site settings) and what counts against them: the images first uploaded today,
 * and all stored images; a budget used up says so, with when the day's starts again.
 */
function UploadBudgets({ budget }: { budget: UploadBudget }) {
  const share = (used: number, limit: number) => (limit > 0 ? (used / limit) * 100 : 100);
  const today = share(budget.todayBytes, budget.dailyLimitBytes);
  const stored = share(budget.storedBytes, budget.storageLimitBytes);
  return (
    <>
      <HealthBar
        label="Uploaded today"
        value={today}
        valueText={`${formatBytes(budget.todayBytes)} of the ${formatBytes(budget.dailyLimitBytes)} daily budget`}
        color={levelColor(today, 80, 100)}
      />
      <HealthBar
        label="Storage budget used"
        value={stored}
        valueText={`${formatBytes(budget.storedBytes)} of the ${formatBytes(budget.storageLimitBytes)} storage budget`}
        color={levelColor(stored, 80, 100)}
      />
      {today >= 100 && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
          {`Today's upload budget is used up: uploads start again at midnight (${budget.timeZone}).`}
        </Typography>
      )}
      {stored >= 100 && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
          The storage budget is used up: delete images nothing uses in the Media Library, or raise
          the budget.
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/admin/settings">
          Change the upload budgets
        </Link>
      </Typography>
    </>
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
        <UploadBudgets budget={storage.budget} />
      </HealthCard>
    </Box>
  );
}

/** The system health card: database, mail queue and storage. */
export function SystemHealth() {
  const { data, isLoading, isError, refetch } = useGetSystemHealthQuery();
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (isError || !data) {
    return <LoadError what="the system health" onRetry={() => void refetch()} />;
  }
  return <SystemHealthFigures system={data} />;
}
