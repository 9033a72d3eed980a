// The ruling page: a print button, and the laws' texts opened for printing (closed <details> do not print).

for (const button of document.querySelectorAll(".print-button")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}

const opened = [];
window.addEventListener("beforeprint", () => {
  for (const details of document.querySelectorAll("details.law-quote:not([open])")) {
    details.open = true;
    opened.push(details);
  }
});
window.addEventListener("afterprint", () => {
  while (opened.length) opened.pop().open = false;
});
