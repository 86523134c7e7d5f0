import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loaderMachine } from '../../machines/loader/index.ts';
import type { provideActiveLocation, providePendingFeed, provideProfilePhoto, provideSidebar } from './layoutLogic.ts';

/** Actors that live as long as the application layout: sidebar, loader, photo dialog, the active location's settings, the pending feed. */
export interface LayoutActors {
  sidebar: ActorRefFrom<ReturnType<typeof provideSidebar>>;
  loader: ActorRefFrom<typeof loaderMachine>;
  photo: ActorRefFrom<ReturnType<typeof provideProfilePhoto>>;
  /** Money format and business date of the active location (machines/locations/activeLocation.machine.ts). */
  location: ActorRefFrom<ReturnType<typeof provideActiveLocation>>;
  /** What waits on the signed-in user, polled while the tab is visible (machines/pending/pendingFeed.machine.ts). */
  pending: ActorRefFrom<ReturnType<typeof providePendingFeed>>;
}

export const LayoutContext = createContext<LayoutActors | null>(null);

export function useLayout(): LayoutActors {
  const actors = useContext(LayoutContext);
  if (!actors) throw new Error('useLayout must be used inside the application layout');
  return actors;
}
