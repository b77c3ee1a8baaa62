/** Leaves the page for a checkout or gift-card page (one place, so tests can stub it). */
export function navigate(url: string): void {
  location.assign(url);
}
