// After a new deploy, old pages may ask for chunks that no longer exist. Reload once per
// session to pick up the new build; a second failure is left to the error screen
// (docs/product.md#service-worker-and-start-up).
export const CHUNK_RELOAD_KEY = "privacy-atlas-chunk-reload";

export function installChunkErrorRecovery(target: Window): void {
  target.addEventListener("vite:preloadError", (event) => {
    let alreadyReloaded = false;
    try {
      alreadyReloaded = target.sessionStorage.getItem(CHUNK_RELOAD_KEY) === "1";
      if (!alreadyReloaded) target.sessionStorage.setItem(CHUNK_RELOAD_KEY, "1");
    } catch {
      alreadyReloaded = true;
    }
    if (alreadyReloaded) return;
    event.preventDefault();
    target.location.reload();
  });
}
