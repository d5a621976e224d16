/** The Paperjet mark: a folded page taking off. */
export function SiteLogo({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8 flex-none">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M8 17.5 24.5 8.5l-4 15-5.2-4.6L12 22v-4.6Z" fill="#fff" />
        <path d="m15.3 18.9 9.2-10.4-12.5 8.9" fill="#c7d2fe" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}>Paperjet</span>
    </span>
  );
}
