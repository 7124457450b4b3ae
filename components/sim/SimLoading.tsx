/** What a simulation route shows until its client island has loaded. */
export function SimLoading({ name }: { name: string }) {
  return (
    <div className="sim-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading {name}…
    </div>
  );
}
