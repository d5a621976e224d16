import { useListItem, type useInteractions } from "@floating-ui/react";
import { Link } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import { useTap } from "./use-tap";

interface MenuItems {
  activeIndex: number | null;
  getItemProps: ReturnType<typeof useInteractions>["getItemProps"];
  close: () => void;
}

/** What a Dropdown or HoverMenu gives its items: which one is active (arrow keys) and how to close. */
export const MenuItemsContext = createContext<MenuItems | null>(null);

const itemClass =
  "flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-slate-50 hover:text-slate-950 focus:bg-slate-100 focus:text-slate-950 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * One entry of a Dropdown, ContextMenu or HoverMenu: a link (`to`, client-side navigation), a submit
 * button of a form elsewhere on the page (`form`: the popup is portalled out of it), or an action
 * (`onSelect`). Choosing it closes the popup; arrow keys reach it; a touch that moved 20 px or more does
 * not choose it. `shortcut` ("Ctrl+D") is shown at its end and told through `aria-keyshortcuts`, not its name.
 */
export function MenuItem({
  to,
  form,
  onSelect,
  disabled,
  shortcut,
  testId,
  children,
}: {
  to?: string;
  form?: string;
  onSelect?: () => void;
  disabled?: boolean;
  shortcut?: string;
  testId?: string;
  children: ReactNode;
}) {
  const menu = useContext(MenuItemsContext);
  if (!menu) throw new Error("MenuItem belongs inside a Dropdown, ContextMenu or HoverMenu");
  const { ref, index } = useListItem();
  const tap = useTap();
  const props = menu.getItemProps({
    ...tap,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      // Closing removes this button before the browser would submit with it: submit now, then close.
      if (form) {
        event.preventDefault();
        (document.getElementById(form) as HTMLFormElement | null)?.requestSubmit(event.currentTarget as HTMLButtonElement);
      }
      onSelect?.();
      menu.close();
    },
  });
  const common = {
    ref,
    role: "menuitem",
    tabIndex: menu.activeIndex === index || (menu.activeIndex === null && index === 0) ? 0 : -1,
    className: itemClass,
    "aria-keyshortcuts": shortcut?.replace(/Ctrl/g, "Control"),
    "data-testid": testId,
    ...props,
  };
  const content = shortcut ? (
    <>
      <span className="min-w-0 flex-1">{children}</span>
      <kbd aria-hidden="true" className="shrink-0 self-center pl-4 font-sans text-xs text-slate-500">
        {shortcut}
      </kbd>
    </>
  ) : (
    children
  );
  if (to) {
    return (
      <Link to={to} {...common}>
        {content}
      </Link>
    );
  }
  return (
    <button type={form ? "submit" : "button"} form={form} disabled={disabled} {...common}>
      {content}
    </button>
  );
}

export function MenuHeader({ children }: { children: ReactNode }) {
  return <div className="border-b border-slate-100 px-3 pb-2 pt-1">{children}</div>;
}

/** Items that belong together under a small heading (the heading names the group; screen readers hear it once). */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <div aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-medium text-slate-500">
        {label}
      </div>
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 border-t border-slate-100" />;
}

export const popupPanelClass = "z-50 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl outline-none";
