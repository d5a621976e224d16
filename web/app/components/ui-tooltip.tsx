import {
  FloatingPortal,
  autoUpdate,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useTransitionStatus,
  type Placement,
} from "@floating-ui/react";
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type Ref } from "react";
import { TOOLTIP, popupMiddleware } from "./popup-timing";
import { useTap } from "./use-tap";

type Handler = ((event: never) => void) | undefined;
type ChildProps = Record<string, unknown>;

/**
 * The kit's tooltip (docs/product.md §9): above its anchor at 5 px, shown 200 ms after a mouse enters,
 * the anchor gets keyboard focus or a finger taps it; hidden at once when the pointer leaves, focus
 * goes or Escape is pressed, and removed 150 ms later (the fade, which reduced motion skips). While
 * it shows, the anchor's `aria-describedby` points at it. The child must be one element that takes a
 * ref (a button or link); icon-only buttons also keep their own `aria-label`.
 */
export function Tooltip({
  label,
  children,
  placement = TOOLTIP.placement,
}: {
  label: string;
  children: ReactElement;
  placement?: Placement;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A mouse press focuses the button too; that focus is not a reason to show the tooltip.
  const pressed = useRef(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: popupMiddleware(TOOLTIP.distancePx),
    whileElementsMounted: autoUpdate,
  });
  const { isMounted, status } = useTransitionStatus(context, { duration: { open: 0, close: TOOLTIP.disposeMs } });
  // Outside presses (a tap elsewhere) and Escape close it; pressing the anchor is handled below.
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context, { referencePress: false })]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A modal <dialog> sits in the top layer, above anything portalled to <body>: show it inside the dialog.
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  const show = () => {
    setPortalRoot((refs.domReference.current as HTMLElement | null)?.closest("dialog") ?? null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP.showDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (TOOLTIP.hideDelayMs === 0) setOpen(false);
    else timer.current = setTimeout(() => setOpen(false), TOOLTIP.hideDelayMs);
  };
  const tap = useTap(show);

  const child = children.props as ChildProps;
  const call = (name: string, event: unknown) => (child[name] as Handler)?.(event as never);
  // React 18 keeps an element's ref beside its props.
  const ref = useMergeRefs([refs.setReference, (children as { ref?: Ref<HTMLElement> }).ref]);
  const ours: Record<string, (event: never) => void> = {
    onPointerEnter: (e: React.PointerEvent) => e.pointerType === "mouse" && show(),
    onPointerLeave: (e: React.PointerEvent) => e.pointerType === "mouse" && hide(),
    onPointerDown: (e: React.PointerEvent) => {
      pressed.current = true;
      if (e.pointerType !== "touch") hide();
      tap.onPointerDown(e);
    },
    onPointerMove: tap.onPointerMove,
    onPointerUp: tap.onPointerUp,
    onPointerCancel: tap.onPointerCancel,
    onClickCapture: tap.onClickCapture,
    onFocus: () => {
      if (!pressed.current) show();
      pressed.current = false;
    },
    onBlur: hide,
    onKeyDown: (e: React.KeyboardEvent) => e.key === "Escape" && hide(),
  };
  const merged: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(ours)) {
    merged[name] = (event: never) => {
      call(name, event);
      handler(event);
    };
  }

  return (
    <>
      {cloneElement(children, {
        ...getReferenceProps(merged),
        ref,
        "aria-describedby": open ? [child["aria-describedby"], id].filter(Boolean).join(" ") : child["aria-describedby"],
      } as ChildProps)}
      {isMounted ? (
        <FloatingPortal root={portalRoot ?? undefined}>
          <div
            ref={refs.setFloating}
            id={id}
            role="tooltip"
            data-status={status}
            data-testid="tooltip"
            style={floatingStyles}
            {...getFloatingProps()}
            className="pointer-events-none z-[70] max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity duration-150 data-[status=open]:opacity-100 motion-reduce:transition-none"
          >
            {label}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
