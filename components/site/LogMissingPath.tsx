'use client';
import { useEffect } from 'react';

/** Logs the path that was not found, as the spec asks. */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
