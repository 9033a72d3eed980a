// The offline page: what is kept on this device; keeping it is the reader's choice (nothing is downloaded unasked).
import { askState, keepOffline, words } from "./offline-kit.js";

const status = document.getElementById("offline-status");
const button = document.getElementById("keep-offline");
const show = (state) => {
  status.textContent = words(state);
};
askState(show);
if (button) {
  button.hidden = false;
  button.addEventListener("click", () => {
    button.disabled = true;
    keepOffline(show).finally(() => (button.disabled = false));
  });
}
