export function LoadingIndicator({ progress }: { progress: number }) {
  return (
    <div className="loading-indicator" role="status" data-testid="tracker-loading">
      <span className="spinner" aria-hidden="true" />
      <span>Loading Global Legislation Data</span>
      <div className="progress" role="progressbar" aria-label="Loading progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="progress-fill" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
