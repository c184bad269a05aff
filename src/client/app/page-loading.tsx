/** Shown while the first page's code loads (lazy routes); deliberately wordless, it lasts a moment. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <div className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
