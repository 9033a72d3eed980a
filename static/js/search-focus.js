// The search box takes the cursor only on an empty search page and a device with a mouse: on a
// phone or tablet, focusing it would raise the keyboard over the page; with results shown, the
// reader is reading them.
const box = document.getElementById("search-q");
if (box && !box.value && window.matchMedia("(pointer: fine)").matches) {
  box.focus();
}
