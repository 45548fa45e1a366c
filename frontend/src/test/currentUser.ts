import { authApi } from '../api/auth';
import { makeStore } from '../app/store';
import { mockFetch, type Handlers } from './utils';

/** Reads the current user into a new store while the fake server answers with `handlers`. */
export async function readCurrentUser(handlers: Handlers = {}) {
  const fetchMock = mockFetch(handlers);
  const result = await makeStore().dispatch(authApi.endpoints.getCurrentUser.initiate());
  return { fetchMock, result };
}
