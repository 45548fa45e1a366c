import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Campaign } from '@bb/shared/newsletter';
import CampaignEditorPage from '../features/admin/content/campaigns/CampaignEditorPage';
import CampaignsPage from '../features/admin/content/campaigns/CampaignsPage';
import NewCampaignPage from '../features/admin/content/campaigns/NewCampaignPage';
import { Toaster } from '../components/toast/Toaster';
import { adminHandlers } from './admin';
import { campaign, campaignHandlers } from './campaigns';
import { mockFetch, renderWithProviders, type Handlers } from './utils';

// Renders the campaigns' pages (list, new, one) at `path` with the toaster, for the editor's and
// the actions' tests; the campaigns API answers from `campaigns` unless `handlers` say otherwise.

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="campaign-location">{`${pathname}${search}`}</output>;
}

export const campaignUrl = () => screen.getByTestId('campaign-location').textContent ?? '';

export function renderCampaign(
  path: string,
  campaigns: Campaign[] = [campaign()],
  handlers: Handlers = {},
) {
  const fetchMock = mockFetch(adminHandlers({ ...campaignHandlers(campaigns), ...handlers }));
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/content/campaigns" element={<CampaignsPage />} />
        <Route path="/admin/content/campaigns/new" element={<NewCampaignPage />} />
        <Route path="/admin/content/campaigns/:id" element={<CampaignEditorPage />} />
      </Routes>
      <Location />
      <Toaster />
    </>,
    { path },
  );
  return { ...result, fetchMock, user: userEvent.setup() };
}
