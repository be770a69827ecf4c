import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The list opened bare (no query string of its own, nothing kept) shows flights from today on: a
 * month of timetable sorted by departure would otherwise open on last month's flights. Cleared
 * afterwards, the date filter stays cleared. Returns true until the view is settled, so the list
 * does not load the bare view first.
 */
export function useDefaultView(restoring: boolean, apply: () => void): boolean {
  const { search } = useLocation();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || restoring) return;
    setSettled(true);
    if (search === '') apply();
  }, [settled, restoring, search, apply]);
  return !settled;
}
