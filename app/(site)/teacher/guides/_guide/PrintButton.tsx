'use client';
/** "Print this guide": the browser's own print dialog (the page's print style drops the site's header and footer). */
export function PrintButton({ label = 'Print this guide' }: { label?: string }) {
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
