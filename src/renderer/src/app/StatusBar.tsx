import { useStatus } from './status-store.ts';

const when = (iso: string | null) => (iso === null ? 'never' : new Date(iso).toLocaleString());

export function StatusBar() {
  const { status, networkOnline, error } = useStatus();
  const marketplace = !networkOnline
    ? 'Offline: showing saved data'
    : status?.marketplace === 'offline'
      ? 'Marketplace not answering'
      : status?.marketplace === 'online'
        ? 'Online'
        : 'Online (marketplace not checked yet)';
  return (
    <footer className="status-bar" role="status" aria-label="Status">
      {error ? (
        <span className="error">{error}</span>
      ) : (
        <>
          <span>
            Profile: <strong>{status?.profile.name ?? '…'}</strong>
          </span>
          <span className={networkOnline && status?.marketplace !== 'offline' ? 'ok' : 'warn'}>
            {marketplace}
          </span>
          <span>Last sync: {when(status?.lastSyncAt ?? null)}</span>
        </>
      )}
    </footer>
  );
}
