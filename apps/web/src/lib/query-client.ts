import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's TanStack Query cache, one per page load. Only client components loaded on demand
 * (next/dynamic with `ssr: false`: the search suggestions, the category menu's brand panel) import
 * it and pass it to `useQuery` as its second argument, so TanStack Query (≈ 9 kB compressed) is
 * not part of every page's JavaScript and no provider has to wrap the app. It must never be
 * imported by code that renders on the server, where a module-level cache would be shared by
 * every visitor's requests.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: 0 },
  },
});
