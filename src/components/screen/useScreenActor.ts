import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic, InputFrom } from 'xstate';
import { useApp } from '../../app/AppContext.tsx';
import type { SofiaApp } from '../../app/sofiaApp.ts';

export interface ScreenActorOptions<TLogic extends AnyActorLogic> {
  /** Read once, when the screen mounts (as `useActorRef` does). */
  input?: InputFrom<TLogic>;
}

/**
 * A screen's own actor, living as long as the screen: `provide(app)` gives the machine its
 * effects (once, on the first render), and the actor is started with the app's inspector so it
 * shows in the Stately inspector in development. One call instead of the
 * `useState(() => provide…)` + `useActorRef(logic, { inspect, input })` pair.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  provide: (app: SofiaApp) => TLogic,
  options: ScreenActorOptions<TLogic> = {},
): Actor<TLogic> {
  const app = useApp();
  const [logic] = useState(() => provide(app));
  const actorOptions: ActorOptions<TLogic> = { ...options, inspect: app.deps.inspect };
  // useActorRef's rest parameter demands `input` exactly when TLogic requires it, which a generic
  // TLogic cannot show; ScreenActorOptions already types `input` from the logic.
  return (useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>)(logic, actorOptions);
}
