import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  autoUpdate,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from "@floating-ui/react";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { DROPDOWN, popupMiddleware } from "./popup-timing";
import { MenuItemsContext, popupPanelClass } from "./ui-menu-items";
import { Tooltip } from "./ui-tooltip";
import { useTap } from "./use-tap";

/**
 * The kit's dropdown (docs/product.md §9): opens below its button on click (or Enter, Space, ↓), flips
 * above or shifts sideways at the viewport's edges, moves with the arrow keys, and closes on Escape,
 * an outside click, choosing an item or a page change. Children are MenuItem / MenuHeader /
 * MenuSeparator. `label` is the button's accessible name when its content is not text enough.
 */
export function Dropdown({
  button,
  label,
  buttonClassName,
  placement = DROPDOWN.placement,
  panelClassName = "w-56",
  testId,
  tooltip,
  children,
}: {
  button: ReactNode;
  label?: string;
  /** For an icon-only button: the tooltip that names it on hover, focus and tap. */
  tooltip?: string;
  buttonClassName?: string;
  placement?: Placement;
  panelClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: popupMiddleware(DROPDOWN.distancePx),
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: "menu" }),
    useListNavigation(context, { listRef: elements, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  const tap = useTap();
  const trigger = (
    <button
      ref={refs.setReference}
      type="button"
      aria-label={label}
      className={buttonClassName}
      data-testid={testId}
      {...getReferenceProps(tap)}
    >
      {button}
    </button>
  );

  return (
    <>
      {tooltip ? <Tooltip label={tooltip}>{trigger}</Tooltip> : trigger}
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className={`${popupPanelClass} ${panelClassName}`}
              data-placement={context.placement}
              data-testid={testId ? `${testId}-panel` : undefined}
              {...getFloatingProps()}
            >
              <FloatingList elementsRef={elements}>
                <MenuItemsContext.Provider value={{ activeIndex, getItemProps, close: () => setOpen(false) }}>
                  {children}
                </MenuItemsContext.Provider>
              </FloatingList>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
