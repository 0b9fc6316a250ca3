import { useSelector } from '@xstate/react';
import { childActor, selectResolution, type NavigationRef } from '../../core/machines/surface';
import { useApp } from '../app-context';

function useNavigationActor(): NavigationRef {
  return childActor(useApp().actor, 'navigation');
}

export function useRoute() {
  return useSelector(useNavigationActor(), selectResolution);
}
