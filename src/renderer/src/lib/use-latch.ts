import { useState } from 'react';

/** True from the first render where `condition` held, for good (e.g. to keep a lazy dialog mounted). */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
