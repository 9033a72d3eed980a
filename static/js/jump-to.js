// "Jump to" on a long page (a law with its notes, decisions, commentary and sources): the list of the page's
// sections, each <h2> of <main>, filled in as the page loads; the sections come from several apps' tags, so
// the page itself is where they are known. Without JavaScript the list stays hidden and the page reads as before.

const nav = document.querySelector("nav.jump-to[data-sections]");
if (nav) {
  const list = nav.querySelector("ul");
  const headings = [...document.querySelectorAll("main h2")].filter((h) => !h.closest("nav") && h.getClientRects().length);
  headings.forEach((heading, i) => {
    if (!heading.id) heading.id = `section-${i + 1}`;
    const link = document.createElement("a");
    link.href = `#${heading.id}`;
    link.textContent = heading.textContent.trim();
    const item = document.createElement("li");
    item.append(link);
    list.append(item);
  });
  nav.hidden = headings.length < 2;
}
