'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { captureCampaignSource } from '@/lib/campaign-source';

/** Keeps the campaign source of the landing URL (and of any later URL carrying one) in session storage. */
export function CampaignCapture() {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page view reads the address bar again
  useEffect(() => {
    captureCampaignSource(window.location.search);
  }, [pathname]);
  return null;
}
