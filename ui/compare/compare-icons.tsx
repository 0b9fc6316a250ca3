import type { SVGProps } from 'react';
import { Icon } from '../shell/icons';

/** The site's line icons at the comparison's size. */
export function CompareIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  return <Icon name={name} width="20" height="20" {...props} />;
}
