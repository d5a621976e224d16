import type { TemplateDocument } from "@paperjet/template";
import type { Command, CommandResult } from "./commands.ts";
import { allIds } from "./element-tree.ts";

/** What an undo step restores: the document and where the user was. */
interface Snapshot {
  document: TemplateDocument;
  selection: readonly string[];
  page: number;
}

interface HistoryEntry extends Snapshot {
  label: string;
  mergeKey?: string;
  at: number;
  /** Selection and page right after the step, which redo brings back. */
  after?: { selection: readonly string[]; page: number };
}

export interface DesignerState {
  document: TemplateDocument;
  selection: readonly string[];
  page: number;
  /** Bumps on every document change (not on selection or page changes): autosave watches it. */
  revision: number;
  canUndo: boolean;
  canRedo: boolean;
  /** Labels of the next undo and redo steps, for the toolbar's tooltips. */
  undoLabel?: string;
  redoLabel?: string;
}

export interface ApplyOptions {
  /** Consecutive commands with the same key within `mergeWindowMs` form one undo step (typing in a field). */
  mergeKey?: string;
}

const HISTORY_LIMIT = 500;

/**
 * The designer's single source of truth: a document that only changes through commands, the selection,
 * the page on screen, and undo/redo stacks of snapshots. Commands build new documents with structural
 * sharing, so a snapshot costs only the branches a command touched. Framework-free: React subscribes
 * through `subscribe`/`getState` (useSyncExternalStore), tests drive it directly.
 */
export class DesignerStore {
  private state: DesignerState;
  private past: HistoryEntry[] = [];
  private future: HistoryEntry[] = [];
  private listeners = new Set<() => void>();
  /** The snapshot from before a gesture (drag, resize, rotate) whose intermediate frames are not history. */
  private gestureStart?: Snapshot;
  /** The state as of the last change that was not a gesture's frame (see `getSettledState`). */
  private settled: DesignerState;

  constructor(
    document: TemplateDocument,
    /** `readOnly`: commands may select and turn pages but never change the document (a viewer's designer). */
    private readonly options: { now?: () => number; mergeWindowMs?: number; readOnly?: boolean } = {},
  ) {
    this.state = { document, selection: [], page: 0, revision: 0, canUndo: false, canRedo: false };
    this.settled = this.state;
  }

  getState = (): DesignerState => this.state;

  /**
   * The state without a gesture's intermediate frames: during a drag, resize or rotation it stays as
   * the gesture found it, and takes the result when the gesture ends. Everything but the canvas follows
   * this one, so a drag re-renders the canvas each frame and not the panels, toolbar and page strip.
   */
  getSettledState = (): DesignerState => this.settled;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs a command as one undoable step. Returns false when it changed nothing (no history entry). */
  apply(label: string, command: Command, options: ApplyOptions = {}): boolean {
    this.finishGesture(label);
    const result = normalize(command(this.state.document));
    if (result.document === this.state.document || this.options.readOnly) {
      if (result.selection || result.page !== undefined) this.setView(result);
      return false;
    }
    const now = this.now();
    const last = this.past.at(-1);
    const merges =
      options.mergeKey !== undefined &&
      last?.mergeKey === options.mergeKey &&
      now - last.at < (this.options.mergeWindowMs ?? 1000) &&
      this.future.length === 0;
    if (merges) last.at = now;
    else this.pushPast({ ...this.snapshot(), label, mergeKey: options.mergeKey, at: now });
    this.future = [];
    this.commit(result, true);
    this.past.at(-1)!.after = this.view();
    return true;
  }

  /**
   * A frame of a gesture: the document changes on screen but history records only the whole gesture,
   * when `endGesture` (or the next command) closes it. Each frame is computed from the gesture's start,
   * so frames never accumulate rounding.
   */
  previewGesture(command: Command): void {
    if (this.options.readOnly) return;
    this.gestureStart ??= this.snapshot();
    const result = normalize(command(this.gestureStart.document));
    this.commit({ ...result, selection: result.selection ?? this.state.selection }, true);
  }

  endGesture(label: string): void {
    this.finishGesture(label);
  }

  cancelGesture(): void {
    if (!this.gestureStart) return;
    const start = this.gestureStart;
    this.gestureStart = undefined;
    this.commit(start, this.state.document !== start.document);
  }

  get inGesture(): boolean {
    return this.gestureStart !== undefined;
  }

  undo(): boolean {
    this.finishGesture("gesture");
    const entry = this.past.pop();
    if (!entry) return false;
    this.future.push({ ...this.snapshot(), ...entry.after, label: entry.label, at: this.now(), after: entry.after });
    this.commit(entry, true);
    return true;
  }

  redo(): boolean {
    this.finishGesture("gesture");
    const entry = this.future.pop();
    if (!entry) return false;
    this.pushPast({ ...this.snapshot(), label: entry.label, at: this.now(), after: entry.after });
    this.commit(entry, true);
    return true;
  }

  select(ids: readonly string[]): void {
    const existing = allIds(this.state.document);
    const selection = [...new Set(ids)].filter((id) => existing.has(id));
    if (sameList(selection, this.state.selection)) return;
    this.setView({ selection });
  }

  setPage(page: number): void {
    if (page === this.state.page || page < 0 || page >= this.state.document.pages.length) return;
    this.setView({ page, selection: [] });
  }

  /** Loads a document from outside (the server's copy after a reload): history starts over. */
  reset(document: TemplateDocument): void {
    this.gestureStart = undefined;
    this.past = [];
    this.future = [];
    this.state = { document, selection: [], page: 0, revision: this.state.revision + 1, canUndo: false, canRedo: false };
    this.emit();
  }

  private finishGesture(label: string) {
    if (!this.gestureStart) return;
    const start = this.gestureStart;
    this.gestureStart = undefined;
    if (start.document === this.state.document) {
      this.emit();
      return;
    }
    this.pushPast({ ...start, label, at: this.now(), after: this.view() });
    this.future = [];
    this.state = { ...this.state, ...this.flags() };
    this.emit();
  }

  private view() {
    return { selection: this.state.selection, page: this.state.page };
  }

  private snapshot(): Snapshot {
    return { document: this.state.document, selection: this.state.selection, page: this.state.page };
  }

  private pushPast(entry: HistoryEntry) {
    this.past.push(entry);
    if (this.past.length > HISTORY_LIMIT) this.past.shift();
  }

  private commit(result: { document: TemplateDocument; selection?: readonly string[]; page?: number }, documentChanged: boolean) {
    const document = result.document;
    const page = clamp(result.page ?? this.state.page, document.pages.length);
    const ids = allIds(document);
    const selection = (result.selection ?? this.state.selection).filter((id) => ids.has(id));
    this.state = {
      document,
      selection,
      page,
      revision: this.state.revision + (documentChanged ? 1 : 0),
      ...this.flags(),
    };
    this.emit();
  }

  private setView(view: { selection?: readonly string[]; page?: number }) {
    this.state = {
      ...this.state,
      selection: view.selection ?? this.state.selection,
      page: clamp(view.page ?? this.state.page, this.state.document.pages.length),
    };
    this.emit();
  }

  private flags() {
    return {
      canUndo: this.past.length > 0 || this.gestureStart !== undefined,
      canRedo: this.future.length > 0,
      undoLabel: this.past.at(-1)?.label,
      redoLabel: this.future.at(-1)?.label,
    };
  }

  private emit() {
    if (!this.gestureStart) this.settled = this.state;
    for (const listener of this.listeners) listener();
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }
}

function normalize(result: TemplateDocument | CommandResult): CommandResult {
  return "pages" in result ? { document: result } : result;
}

function clamp(page: number, count: number) {
  return Math.max(0, Math.min(page, count - 1));
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
