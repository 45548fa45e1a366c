import { api } from './base';

export interface MessageResponse {
  message: string;
}

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/newsletter/subscribe', method: 'POST', body }),
    }),
    unsubscribe: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/api/newsletter/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeMutation, useUnsubscribeMutation } = newsletterApi;
