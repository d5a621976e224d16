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
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { CONTEXT_MENU, DROPDOWN, popupMiddleware } from "./popup-timing";
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
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const menu = useMenuPopup({ open, onOpenChange: setOpen, placement, distancePx: DROPDOWN.distancePx, opensOnClick: true });
  const tap = useTap();
  const trigger = (
    <button
      ref={menu.refs.setReference}
      type="button"
      aria-label={label}
      className={buttonClassName}
      data-testid={testId}
      {...menu.getReferenceProps(tap)}
    >
      {button}
    </button>
  );

  return (
    <>
      {tooltip ? <Tooltip label={tooltip}>{trigger}</Tooltip> : trigger}
      {open ? (
        <MenuPanel menu={menu} close={() => setOpen(false)} className={panelClassName} testId={testId ? `${testId}-panel` : undefined}>
          {children}
        </MenuPanel>
      ) : null}
    </>
  );
}

interface ContextMenuProps {
  /** Where it opens, in viewport pixels; closed while null. */
  at: { x: number; y: number } | null;
  onClose: () => void;
  /** The menu's accessible name (it has no button to be named by). */
  label: string;
  panelClassName?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The dropdown opened at a point instead of under a button: where the pointer right-clicked, or where
 * Shift+F10 or the menu key asked for it. It opens to the right of the point (left of it, or shifted
 * up, at the viewport's edges), focuses its first item, and closes like a Dropdown; then focus goes
 * back to where it was when it opened (not after an outside click, which put it elsewhere).
 */
export function ContextMenu(props: ContextMenuProps) {
  return props.at ? <OpenContextMenu {...props} at={props.at} /> : null;
}

function OpenContextMenu({
  at,
  onClose,
  label,
  panelClassName = "w-64",
  testId,
  children,
}: ContextMenuProps & { at: { x: number; y: number } }) {
  const returnTo = useRef<HTMLElement | null>(null);
  const menu = useMenuPopup({
    open: true,
    onOpenChange: (next) => !next && onClose(),
    placement: CONTEXT_MENU.placement,
    distancePx: CONTEXT_MENU.distancePx,
    opensOnClick: false,
  });
  const { setPositionReference } = menu.refs;
  // Layout effects run before the focus manager moves focus (a frame later): this is still where it was.
  useLayoutEffect(() => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  useLayoutEffect(() => setPositionReference({ getBoundingClientRect: () => new DOMRect(at.x, at.y, 0, 0) }), [at, setPositionReference]);
  return (
    <MenuPanel
      menu={menu}
      close={onClose}
      className={panelClassName}
      testId={testId}
      label={label}
      returnFocus={returnTo}
      // Right-clicking the menu itself does not bring the browser's menu over it.
      onContextMenu={(event) => event.preventDefault()}
    >
      {children}
    </MenuPanel>
  );
}

/** What Dropdown and ContextMenu share: role="menu", arrow keys (Home, End), Escape and outside clicks close it. */
function useMenuPopup(options: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: Placement;
  distancePx: number;
  opensOnClick: boolean;
}) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const floating = useFloating({
    open: options.open,
    onOpenChange: options.onOpenChange,
    placement: options.placement,
    middleware: popupMiddleware(options.distancePx),
    whileElementsMounted: autoUpdate,
  });
  const interactions = useInteractions([
    useClick(floating.context, { enabled: options.opensOnClick }),
    useDismiss(floating.context),
    useRole(floating.context, { role: "menu" }),
    useListNavigation(floating.context, { listRef: elements, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  return { ...floating, ...interactions, activeIndex, elements };
}

function MenuPanel({
  menu,
  close,
  className,
  testId,
  label,
  returnFocus = true,
  onContextMenu,
  children,
}: {
  menu: ReturnType<typeof useMenuPopup>;
  close: () => void;
  className: string;
  testId?: string;
  label?: string;
  returnFocus?: boolean | RefObject<HTMLElement>;
  onContextMenu?: (event: React.MouseEvent) => void;
  children: ReactNode;
}) {
  return (
    <FloatingPortal>
      <FloatingFocusManager context={menu.context} modal={false} returnFocus={returnFocus}>
        <div
          ref={menu.refs.setFloating}
          style={menu.floatingStyles}
          className={`${popupPanelClass} ${className}`}
          aria-label={label}
          data-placement={menu.context.placement}
          data-testid={testId}
          {...menu.getFloatingProps({ onContextMenu })}
        >
          <FloatingList elementsRef={menu.elements}>
            <MenuItemsContext.Provider value={{ activeIndex: menu.activeIndex, getItemProps: menu.getItemProps, close }}>
              {children}
            </MenuItemsContext.Provider>
          </FloatingList>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
