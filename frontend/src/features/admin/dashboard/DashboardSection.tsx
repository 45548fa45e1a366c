import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { SectionCard } from '../../../components/page/SectionCard';
import { cardSx } from './dashboardStyles';

/** One titled card of the dashboard, with an optional link beside its heading. */
export function Section(props: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return <SectionCard {...props} sx={cardSx} />;
}

/** The placeholder of a dashboard list while it loads. */
export function ListSkeleton() {
  return <Skeleton variant="rounded" height={200} />;
}
