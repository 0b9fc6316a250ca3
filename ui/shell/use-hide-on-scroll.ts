import { useEffect, useState } from 'react';

/**
 * True after the visitor scrolls down past the header, false as soon as they scroll up (mobile header,
 * §2). Purely presentational: CSS applies it only below the mobile breakpoint.
 */
export function useHideOnScroll(threshold = 75): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHidden(y > last && y > threshold);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
