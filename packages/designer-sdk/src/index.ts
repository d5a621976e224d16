export { mount, type Designer, type MountOptions } from "./mount.ts";
export { DesignerError } from "./connection.ts";
export { PROTOCOL, PROTOCOL_VERSION, type DesignerEvent, type DesignerCommand, type Locale, type TemplateDocument } from "./protocol.ts";
