import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  autoUpdate,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from "@floating-ui/react";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { aimTriangle, insideBox, insideTriangle, leftToward, type Point } from "./aim-lock";
import { MENU, popupMiddleware } from "./popup-timing";
import { MenuItemsContext, popupPanelClass } from "./ui-menu-items";
import { useTap } from "./use-tap";

/**
 * The kit's menu (docs/product.md §9): opens when the pointer enters its button or the button gets
 * keyboard focus (a click or tap opens it too), and closes 400 ms after the pointer left both the
 * button and the popup. While the pointer travels from the button toward the popup (inside the
 * triangle between where it left and the popup's facing side) the popup is locked open for up to
 * 1 s, so a slow or diagonal move across the gap does not close it. Arrow keys move through the items.
 */
export function HoverMenu({
  label,
  buttonClassName,
  panelClassName = "w-80",
  testId,
  children,
}: {
  label: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const stopAiming = useRef<() => void>(() => undefined);
  // Focus given back after Escape must not open the menu again.
  const refocused = useRef(false);
  const { pathname } = useLocation();
  const { refs, floatingStyles, context }: ReturnType<typeof useFloating> = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      setOpen(next);
      // Focus never has to enter a hover menu, so Escape brings it back to the button explicitly.
      if (!next && reason === "escape-key") {
        refocused.current = true;
        (refs.domReference.current as HTMLElement | null)?.focus();
      }
    },
    placement: MENU.placement,
    middleware: popupMiddleware(MENU.distancePx),
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: "menu" }),
    useListNavigation(context, { listRef: elements, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  const cancelClose = () => {
    clearTimeout(timer.current);
    stopAiming.current();
  };
  const close = () => {
    cancelClose();
    setOpen(false);
  };
  const closeLater = (ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, ms);
  };
  useEffect(() => close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => cancelClose, []);

  /** The pointer left the button toward the open popup: hold it open while it keeps aiming, 1 s at most. */
  const leaveButton = (from: Point) => {
    cancelClose();
    const popup = refs.floating.current?.getBoundingClientRect();
    const trigger = (refs.domReference.current as HTMLElement | null)?.getBoundingClientRect();
    if (!popup || !trigger || !leftToward(from, trigger, popup)) return closeLater(MENU.hideDelayMs);
    const triangle = aimTriangle(from, popup);
    const watch = (event: PointerEvent) => {
      const p = { x: event.clientX, y: event.clientY };
      if (insideBox(p, popup) || insideTriangle(p, triangle)) return;
      // It turned away: the ordinary hide delay from here.
      stopAiming.current();
      closeLater(MENU.hideDelayMs);
    };
    document.addEventListener("pointermove", watch);
    stopAiming.current = () => document.removeEventListener("pointermove", watch);
    closeLater(MENU.aimLockMs);
  };

  const tap = useTap(() => (open ? close() : setOpen(true)));
  const referenceProps = getReferenceProps({
    ...tap,
    onPointerEnter: (e: React.PointerEvent) => {
      if (e.pointerType !== "mouse") return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (e: React.PointerEvent) =>
      e.pointerType === "mouse" && (open ? leaveButton({ x: e.clientX, y: e.clientY }) : undefined),
    onFocus: (e: React.FocusEvent) => {
      if (!refocused.current && e.currentTarget.matches(":focus-visible")) setOpen(true);
      refocused.current = false;
    },
    // A mouse opened it on entering; Enter or Space opens it (Escape closes it).
    onClick: (e: React.MouseEvent) => e.detail === 0 && setOpen(true),
  });

  return (
    <>
      <button ref={refs.setReference} type="button" className={buttonClassName} data-testid={testId} {...referenceProps}>
        {label}
      </button>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className={`${popupPanelClass} ${panelClassName}`}
              data-testid={testId ? `${testId}-panel` : undefined}
              {...getFloatingProps({
                onPointerEnter: cancelClose,
                onPointerLeave: (e: React.PointerEvent) => e.pointerType === "mouse" && closeLater(MENU.hideDelayMs),
              })}
            >
              <FloatingList elementsRef={elements}>
                <MenuItemsContext.Provider value={{ activeIndex, getItemProps, close }}>{children}</MenuItemsContext.Provider>
              </FloatingList>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
