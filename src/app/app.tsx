import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { registerSessionExpiry } from '@/features/auth/session';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { routes } from './router';

const queryClient = createQueryClient();
registerSessionExpiry(queryClient);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
