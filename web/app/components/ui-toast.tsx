import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

const ToastContext = createContext<(message: string, tone?: "success" | "error") => void>(() => {});

/** Short confirmations ("… was deleted") in a polite live region, gone after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; tone: "success" | "error"; id: number } | null>(null);
  const show = useCallback((message: string, tone: "success" | "error" = "success") => setToast({ message, tone, id: Date.now() }), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
        {toast ? (
          <p
            key={toast.id}
            role="status"
            data-testid="toast"
            className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${toast.tone === "success" ? "bg-slate-900 text-white" : "bg-red-600 text-white"}`}
          >
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
