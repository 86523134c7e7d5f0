import { fromCallback } from 'xstate';
import { profilePhotoMachine } from '../../machines/profilePhoto/index.ts';
import { activeLocationMachine } from '../../machines/locations/activeLocation.machine.ts';
import { pendingFeedMachine } from '../../machines/pending/pendingFeed.machine.ts';
import { sidebarMachine, type SidebarEvent } from '../../machines/sidebar/index.ts';
import { fromApi } from '../api/fromApi.ts';
import type { AppDeps } from '../app/deps.ts';
import type { SessionRef } from '../app/sofiaApp.ts';
import { APP_MESSAGES, CATALOGUE } from '../i18n/messages.ts';

/** Effects of the actors that live with the application layout (a lazy chunk). */
export function provideSidebar(deps: AppDeps) {
  return sidebarMachine.provide({
    actors: {
      watchViewport: fromCallback<SidebarEvent>(({ sendBack }) =>
        deps.narrowViewport.subscribe((narrow) => sendBack({ type: 'viewport.changed', narrow }))),
    },
  });
}

export function provideProfilePhoto(deps: AppDeps, session: SessionRef) {
  return profilePhotoMachine.provide({
    actors: {
      uploadPhoto: fromApi(deps.api.uploadPhoto),
    },
    actions: {
      notifyFileRejected: () => void deps.alert('warning', APP_MESSAGES.fileRejected),
      notifySaved: () => void deps.alert('success', CATALOGUE.saved),
      notifySaveFailed: () => void deps.alert('error', CATALOGUE.notSaved),
      announcePhoto: (_, perfil) => session.send({ type: 'profile.photoChanged', perfil }),
    },
  });
}

/** The active location's settings, loaded once the signed-in layout mounts (GET /ubicacion/actual). */
export function provideActiveLocation(deps: AppDeps) {
  return activeLocationMachine.provide({ actors: { loadCurrent: fromApi(deps.api.currentLocation) } });
}

/** What waits on the signed-in user (GET /pendientes), polled while the tab is visible. */
export function providePendingFeed(deps: AppDeps) {
  return pendingFeedMachine.provide({ actors: { loadPending: fromApi(deps.api.pendingFeed) } });
}
