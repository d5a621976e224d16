type Task = () => Promise<unknown>;

const tasks = new Set<Task>();
/** How long a reload waits for each task (a save) before it goes ahead. */
const TASK_LIMIT_MS = 5_000;

/**
 * Work that must finish before the app reloads itself (a new build, a failed chunk): the designer
 * registers its autosave here. Returns the function that unregisters it.
 */
export function registerBeforeReload(task: Task): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/**
 * Runs every registered task, then reloads the page. A task that fails or takes too long does not
 * block the reload; the designer's own `beforeunload` warning still guards anything left unsaved.
 */
export async function reloadAfterSaving(): Promise<void> {
  const limit = () => new Promise((resolve) => setTimeout(resolve, TASK_LIMIT_MS));
  await Promise.allSettled([...tasks].map((task) => Promise.race([task(), limit()])));
  window.location.reload();
}
