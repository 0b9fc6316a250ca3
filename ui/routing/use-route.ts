import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { navigationMachine, selectResolution } from '../../core/machines/navigation.machine';
import { useApp } from '../app-context';

export function useNavigationActor(): ActorRefFrom<typeof navigationMachine> {
  const app = useApp();
  return app.actor.system.get('navigation') as ActorRefFrom<typeof navigationMachine>;
}

export function useRoute() {
  return useSelector(useNavigationActor(), selectResolution);
}
