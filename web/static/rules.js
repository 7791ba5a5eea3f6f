// The Rules tab: the game's rules in the page's language (rules.md, or rules.fr.md: the same
// numbers) rendered (headings, paragraphs, the numbered rules as list items), each rule with
// the anchor id="rule-<number>", and a rule asked for in the address (#celsius/rules/C4.1)
// scrolled to and highlighted. A language switch loads the rules again in the new language.

import { api, busyIndicator, currentLang, fill, h, linkified, messageOf } from "./ui.js";

const NUMBERED = /^([A-Z]\d+(?:\.\d+)*)\s+/;

/** Inline markdown: `code` and **bold**, rule numbers as links; text only, never HTML. */
function inline(text) {
  const out = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  let m;
  while ((m = re.exec(text)) !== null) {
    out.push(...linkified(text.slice(last, m.index)));
    out.push(m[1] !== undefined ? h("code", {}, m[1]) : h("strong", {}, m[2]));
    last = m.index + m[0].length;
  }
  out.push(...linkified(text.slice(last)));
  return out;
}

/** The rules' markdown as elements, each numbered rule anchored. */
export function renderRules(text, game) {
  const root = h("div", { class: "rules-text" });
  const lines = text.split(/\r?\n/);
  let para = null;
  const lists = [];  // stack of {indent, el, item}

  const closeLists = (indent = -1) => {
    while (lists.length && lists[lists.length - 1].indent > indent) lists.pop();
  };
  const anchored = (el, body) => {
    const m = body.match(NUMBERED);
    if (!m) return inline(body);
    el.id = `rule-${m[1]}`;
    el.tabIndex = -1;
    el.dataset.rule = m[1];
    return [h("a", { class: "rule-no", href: `#${game}/rules/${m[1]}` }, m[1]), " ", ...inline(body.slice(m[0].length))];
  };

  for (const raw of lines) {
    const line = raw.replace(/\s+$/, "");
    if (!line.trim()) {
      para = null;
      continue;
    }
    const heading = line.match(/^(#{1,4})\s+(.*)$/);
    if (heading) {
      para = null;
      closeLists();
      const level = Math.min(heading[1].length + 1, 5);
      const el = h(`h${level}`, { class: "rules-h" });
      el.append(...[anchored(el, heading[2])].flat());
      root.append(el);
      continue;
    }
    const item = line.match(/^(\s*)[-*]\s+(.*)$/);
    if (item) {
      para = null;
      const indent = item[1].length;
      closeLists(indent);
      let list = lists[lists.length - 1];
      if (!list || list.indent < indent) {
        const ul = h("ul", { class: "rules-list" });
        (list ? list.item : root).append(ul);
        list = { indent, el: ul, item: null };
        lists.push(list);
      }
      const li = h("li", {});
      li.append(...[anchored(li, item[2])].flat());
      list.el.append(li);
      list.item = li;
      continue;
    }
    if (lists.length && /^\s+/.test(line)) {
      // a rule's text going on, indented under its item
      const list = lists[lists.length - 1];
      if (list.item) {
        list.item.append(" ", ...inline(line.trim()));
        continue;
      }
    }
    closeLists();
    if (para) {
      para.append(" ", ...inline(line.trim()));
    } else {
      para = h("p", {}, inline(line.trim()));
      root.append(para);
    }
  }
  return root;
}

export function buildRules(game) {
  const id = (part) => `${game.name}-${part}`;
  const waiting = busyIndicator("busy.working");
  waiting.show();
  const body = h("div", { class: "rules-body", id: id("rules") }, waiting.el);
  const el = h("section", { class: "panel rules", id: id("panel-rules") }, body);
  let loaded = null;
  let loadedLang = null;
  let wanted = null;

  function highlight() {
    for (const old of body.querySelectorAll(".highlight")) old.classList.remove("highlight");
    if (!wanted) return;
    const target = document.getElementById(`rule-${wanted}`);
    if (!target || !body.contains(target)) return;
    target.classList.add("highlight");
    target.scrollIntoView({ block: "center", behavior: "auto" });
    target.focus({ preventScroll: true });
  }

  /** The rules in the page's language, loaded once per language; an answer that arrives
   * after the language changed again is dropped. */
  async function load() {
    const lang = currentLang();
    if (!loaded || loadedLang !== lang) {
      loadedLang = lang;
      loaded = api(`/api/games/${game.name}/rules?lang=${encodeURIComponent(lang)}`).then((data) => {
        if (loadedLang !== lang) return;
        fill(body, renderRules(data.text, game.name));
        body.lang = lang;
      }).catch((err) => {
        if (loadedLang !== lang) return;
        loaded = null;
        fill(body, h("p", { class: "error", role: "alert" }, messageOf(err)));
      });
    }
    await loaded;
  }

  document.addEventListener("langchange", async () => {
    if (el.hidden || !loaded) return;
    await load();
    highlight();
  });

  return {
    el,
    async shown(rule) {
      wanted = rule || null;
      await load();
      highlight();
    },
  };
}
