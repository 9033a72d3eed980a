// One tab stop per group of buttons (a hand picker, the seats): the arrow keys move inside it.
// The roving button keeps tabindex 0; the others -1 (the WAI-ARIA "roving tabindex" pattern).

// rows: arrays of buttons, top to bottom. current: the button that takes the tab stop.
export function roving(container, rows, current) {
  const all = rows.flat();
  if (!all.length) return;
  const start = all.includes(current) ? current : all[0];
  for (const b of all) b.tabIndex = b === start ? 0 : -1;
  container.addEventListener("keydown", (ev) => {
    const from = ev.target;
    const r = rows.findIndex((row) => row.includes(from));
    if (r < 0) return;
    const c = rows[r].indexOf(from);
    let to = null;
    if (ev.key === "ArrowRight") to = rows[r][c + 1] || (rows[r + 1] || [])[0];
    else if (ev.key === "ArrowLeft") to = rows[r][c - 1] || (rows[r - 1] || []).at(-1);
    else if (ev.key === "ArrowDown") to = nearestIn(rows, r, 1, c);
    else if (ev.key === "ArrowUp") to = nearestIn(rows, r, -1, c);
    else if (ev.key === "Home") to = rows[r][0];
    else if (ev.key === "End") to = rows[r].at(-1);
    else return;
    ev.preventDefault();
    if (!to) return;
    from.tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
  });
}

// The button in the next non-empty row up or down, at the same place or the last one.
function nearestIn(rows, r, step, c) {
  for (let i = r + step; i >= 0 && i < rows.length; i += step) {
    if (rows[i].length) return rows[i][Math.min(c, rows[i].length - 1)];
  }
  return null;
}
