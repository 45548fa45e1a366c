import { api } from './base';

export interface MessageResponse {
  message: string;
}

// POST /api/newsletter/subscribe (a confirmation e-mail follows), /confirm (the welcome follows),
// /unsubscribe.
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/newsletter/subscribe', method: 'POST', body }),
    }),
    confirm: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/api/newsletter/confirm', method: 'POST', body }),
    }),
    unsubscribe: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/api/newsletter/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeMutation, useConfirmMutation, useUnsubscribeMutation } = newsletterApi;
