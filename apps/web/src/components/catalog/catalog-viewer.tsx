'use client';

import { createContext, type ReactNode, useContext } from 'react';

import { type CatalogViewer, VISITOR } from '@/lib/catalog-viewer';

const Context = createContext<CatalogViewer>(VISITOR);

export function CatalogViewerProvider({ value, children }: { value: CatalogViewer; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCatalogViewer(): CatalogViewer {
  return useContext(Context);
}
