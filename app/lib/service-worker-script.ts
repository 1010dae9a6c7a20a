// An inline script (hashed for the CSP at build time) so that offline reading costs the pages no
// bundled JavaScript: it registers /sw.js once the page has loaded and hydrated and the browser is
// idle (its precache then never competes with the first paint or the first interaction; 15 s after
// load at the latest), fills the offline indicator (again once React has hydrated, which empties
// it), and announces a waiting new version for the update toast.
import { UPDATE_READY_EVENT } from "./update-ready-event";

export const SERVICE_WORKER_SCRIPT = `(function(){var d=document.documentElement;function net(){var off=!navigator.onLine,el=document.getElementById("offline-indicator");if(off)d.setAttribute("data-offline","");else d.removeAttribute("data-offline");if(el)el.textContent=off?"Offline: you are reading saved pages.":""}addEventListener("online",net);addEventListener("offline",net);addEventListener("DOMContentLoaded",net);new MutationObserver(net).observe(d,{attributes:true,attributeFilter:["data-hydrated"]});net();if(!("serviceWorker" in navigator))return;var sw=navigator.serviceWorker;function ready(r){window.__paWaitingWorker=r.waiting;dispatchEvent(new Event("${UPDATE_READY_EVENT}"))}var started=false;function register(){if(started)return;started=true;(window.requestIdleCallback||function(f){setTimeout(f,1)})(function(){sw.register("/sw.js").then(function(r){if(r.waiting&&sw.controller)ready(r);r.addEventListener("updatefound",function(){var w=r.installing;w&&w.addEventListener("statechange",function(){if(w.state==="installed"&&sw.controller)ready(r)})})}).catch(function(e){console.warn("Offline reading is unavailable:",e&&e.message)})},{timeout:10000})}function maybe(){if(document.readyState==="complete"&&d.getAttribute("data-hydrated")==="true")register()}addEventListener("load",function(){maybe();setTimeout(register,15000)});new MutationObserver(maybe).observe(d,{attributes:true,attributeFilter:["data-hydrated"]});sw.addEventListener("controllerchange",function(){if(window.__paReloadOnUpdate){window.__paReloadOnUpdate=false;location.reload()}})})();`;

declare global {
  interface Window {
    /** The new service worker waiting to take over, set by SERVICE_WORKER_SCRIPT. */
    __paWaitingWorker?: ServiceWorker | null;
    /** Set when the reader accepts the update: the page reloads once the new worker controls it. */
    __paReloadOnUpdate?: boolean;
  }
}
