import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { sessionQueryOptions } from '../lib/session';
import { routes } from './routes';

function createAppQueryClient() {
  const queryClient = createQueryClient();
  // Ask who is signed in now, not once the first page's code has loaded: the shell and several pages wait for it.
  void queryClient.prefetchQuery(sessionQueryOptions);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
