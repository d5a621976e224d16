/** What the canvas accepts by drag and drop, as drag data types. */

/** An element type dragged from the insert panel: its kind. */
export const ELEMENT_DRAG_TYPE = "application/x-paperjet-element";

/** An upload dragged from the media library: its image source (`media:{id}`). */
export const MEDIA_DRAG_TYPE = "application/x-paperjet-media";
