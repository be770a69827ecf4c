// Whether a Node version ("v20.20.2", "22.12.0") is at least a minimum ("22.12"): major, minor, patch.
export function atLeast(version, minimum) {
  const parts = (text) => String(text).replace(/^v/, '').split('.').map((part) => Number.parseInt(part, 10) || 0);
  const have = parts(version);
  const want = parts(minimum);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) !== (want[i] ?? 0)) return (have[i] ?? 0) > (want[i] ?? 0);
  }
  return true;
}
