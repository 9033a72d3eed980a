// The ruling page: a print button, and the folds and the laws' texts opened for printing (closed <details> do not print).

for (const button of document.querySelectorAll(".print-button")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}

const opened = [];
window.addEventListener("beforeprint", () => {
  for (const details of document.querySelectorAll("details.law-quote:not([open]), details.fold:not([open])")) {
    details.open = true;
    opened.push(details);
  }
});
window.addEventListener("afterprint", () => {
  while (opened.length) opened.pop().open = false;
});

// On a phone the ruling opens with what the referee reads out; the detail, the replay and the
// precedents are folded below it (open without JavaScript and on a wider screen).
if (matchMedia("(max-width: 600px)").matches) {
  for (const fold of document.querySelectorAll("details.fold[open]")) fold.open = false;
}

// The short address sent with the phone's own share sheet, where it has one (the QR code and the address
// are on the page for those without).
if (navigator.share) {
  for (const button of document.querySelectorAll(".share-button")) {
    button.hidden = false;
    button.addEventListener("click", () => {
      // A share the reader cancels is no fault.
      navigator.share({ title: button.dataset.title, url: button.dataset.url }).catch(() => {});
    });
  }
}
