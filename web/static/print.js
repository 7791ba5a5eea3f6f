// The Print tab: a sheet of puzzles made as a job (POST /api/games/{game}/sheets), its
// progress polled every 300 ms and cancellable, then the first page's questions previewed as
// the sheet lays them out, and the PDF (and its separate key) to download.

import {
  api, busyIndicator, currentLang, field, fill, h, messageOf, seedOf, select, svgImage, t, tr, trAttr,
} from "./ui.js";

const POLL_MS = 300;

/** The sheet's bounds, as `deckmath GAME generate` has them (web/sheets.py). */
const COUNT = [1, 500, 12];
const GRADE_DEFAULT = 3;

/** Puzzles a page: 1 to the game's most with its cards legible (web/api.py per_page_max). */
const perPageOf = (game) => {
  const most = game.per_page_max || 12;
  return [1, most, Math.min(6, most)];
};

/** The paper a sheet in `lang` is printed on unless one is chosen: A4 for French, and for
 * English A4 too except on a browser set to US or Canadian English, where Letter is usual. */
export const paperFor = (lang, browser = navigator.language) =>
  lang === "en" && /^en-(US|CA)$/.test(browser) ? "letter" : "a4";

export function buildPrint(game) {
  const id = (part) => `${game.name}-${part}`;
  const kinds = game.puzzle_kinds || [];
  if (!kinds.length) {
    return { el: h("section", { class: "panel", id: id("panel-print") }, h("p", { class: "muted", i18n: "print.none" })), shown() {} };
  }
  let job = null;
  let timer = null;

  const kind = h("select", { id: id("kind") });
  const kindTitles = () => {
    const words = (game.words || {})[currentLang()] || (game.words || {}).en || {};
    const keep = kind.value || kinds[0];
    kind.replaceChildren(...kinds.map((k) => h("option", { value: k }, words[k] || k)));
    kind.value = keep;
    const task = words[`${kind.value}.task`] || "";
    kindTask.textContent = task;
    gradeChoices();
  };
  const kindTask = h("span", { class: "hint small" });
  kind.addEventListener("change", kindTitles);
  const number = (name, [low, high, value]) => h("input", { type: "number", id: id(name), min: low, max: high, step: 1, value, inputmode: "numeric" });
  const count = number("count", COUNT);
  // The grades a kind offers are those its words describe (`<kind>.grade.N`, what each means
  // for a person), as `generate --help` counts them; "up to" a higher grade makes a sheet that
  // climbs from one grade to the other (the request's `grades`).
  const grade = h("select", { id: id("grade") });
  const gradeTo = h("select", { id: id("grade-to") });
  const gradeMeaning = h("span", { class: "hint small", id: id("grade-meaning") });
  const gradeWords = () => (game.words || {})[currentLang()] || (game.words || {}).en || {};
  const levelsOf = (words) => {
    let n = 0;
    while (words[`${kind.value}.grade.${n + 1}`] !== undefined) n += 1;
    return n || 5;
  };
  function gradeChoices() {
    const words = gradeWords();
    const levels = levelsOf(words);
    const keep = Math.min(Number(grade.value) || GRADE_DEFAULT, levels);
    grade.replaceChildren(...Array.from({ length: levels }, (_, i) => h("option", { value: String(i + 1) }, String(i + 1))));
    grade.value = String(keep);
    const keepTo = Number(gradeTo.value) || 0;
    const none = h("option", { value: "" });
    tr(none, "print.gradeToNone");
    const higher = Array.from({ length: levels - keep }, (_, i) => keep + i + 1);
    gradeTo.replaceChildren(none, ...higher.map((g) => h("option", { value: String(g) }, String(g))));
    gradeTo.value = higher.includes(keepTo) ? String(keepTo) : "";
    const shown = [keep, ...(gradeTo.value ? [Number(gradeTo.value)] : [])];
    gradeMeaning.textContent = shown.map((g) => t("print.gradeMeaning", { grade: g, meaning: words[`${kind.value}.grade.${g}`] || "" })).join(" … ");
  }
  grade.addEventListener("change", gradeChoices);
  gradeTo.addEventListener("change", gradeChoices);
  const PER_PAGE = perPageOf(game);
  const perPage = number("per-page", PER_PAGE);
  const key = select([["end", "print.key.end"], ["separate", "print.key.separate"], ["none", "print.key.none"]], "end");
  key.id = id("key");
  const header = h("input", { type: "checkbox", id: id("header") });
  const unique = h("input", { type: "checkbox", id: id("unique") });
  const sheetLang = select([["en", { text: "English" }], ["fr", { text: "Français" }]], currentLang());
  sheetLang.id = id("sheet-lang");
  const paper = select([["a4", { text: "A4" }], ["letter", { text: "Letter" }]], paperFor(sheetLang.value));
  paper.id = id("paper");
  // The sheet's language follows the page's, and its paper the sheet's language, until the
  // person chooses one.
  let langChosen = false;
  let paperChosen = false;
  sheetLang.addEventListener("change", () => {
    langChosen = true;
    if (!paperChosen) paper.value = paperFor(sheetLang.value);
  });
  paper.addEventListener("change", () => { paperChosen = true; });
  document.addEventListener("langchange", () => {
    if (!langChosen) sheetLang.value = currentLang();
    if (!paperChosen) paper.value = paperFor(sheetLang.value);
  });
  const seed = h("input", { id: id("sheet-seed"), inputmode: "numeric", autocomplete: "off", class: "seed" });
  trAttr(seed, "placeholder", "word.random");
  const formError = h("p", { class: "error", role: "alert", id: id("print-error") });
  const makeButton = h("button", { type: "submit", class: "primary", id: id("make"), i18n: "print.make" });
  const form = h("form", { class: "setup", id: id("print-form"), onsubmit: (e) => { e.preventDefault(); make(); } },
    h("div", { class: "form-grid" },
      field("print.kind", kind, { hint: kindTask, wide: true }),
      field("print.count", count), field("print.grade", grade, { hint: h("span", { class: "hint small", i18n: "print.gradeHint" }) }),
      field("print.gradeTo", gradeTo, { hint: gradeMeaning }),
      field("print.perPage", perPage), field("print.key", key), field("print.lang", sheetLang),
      field("print.paper", paper), field("word.seed", seed),
      h("div", { class: "field checks" },
        h("label", { class: "check" }, header, h("span", { i18n: "print.header" })),
        h("label", { class: "check" }, unique, h("span", { i18n: "print.unique" })))),
    h("div", { class: "row" }, makeButton), formError);

  const progress = h("progress", { id: id("progress"), max: "1", value: "0" });
  trAttr(progress, "aria-label", "print.progress");
  const progressText = h("span", { id: id("progress-text"), class: "muted" });
  const cancel = h("button", { type: "button", id: id("cancel"), i18n: "action.cancel", onclick: () => stop() });
  const progressEl = h("div", { class: "progress-row", hidden: true, role: "status" }, progress, progressText, cancel);
  const result = h("div", { class: "sheet-result", id: id("sheet-result"), "aria-live": "polite" });
  const preview = h("div", { class: "preview", id: id("preview") });
  const busy = busyIndicator("busy.working");

  const el = h("section", { class: "panel print", id: id("panel-print") },
    h("h2", { class: "visually-hidden", i18n: "tab.print" }),
    form, busy.el, progressEl, result, preview);

  kindTitles();
  document.addEventListener("langchange", kindTitles);

  function bounded(input, [low, high], name) {
    const value = Number(input.value);
    if (!Number.isInteger(value) || value < low || value > high) {
      throw new Error(t("print.outOfBounds", { field: name, low, high }));
    }
    return value;
  }

  async function make() {
    let body;
    try {
      const seedValue = seedOf(seed);
      if (seedValue === undefined) throw new Error(t("error.seed"));
      body = {
        kind: kind.value, count: bounded(count, COUNT, t("print.count")),
        ...(gradeTo.value ? { grades: `${grade.value}-${gradeTo.value}` } : { grade: Number(grade.value) }),
        per_page: bounded(perPage, PER_PAGE, t("print.perPage")), key: key.value, header: header.checked,
        lang: sheetLang.value, paper: paper.value, seed: seedValue, unique: unique.checked,
      };
    } catch (err) {
      formError.textContent = err.message;
      return;
    }
    formError.textContent = "";
    stopPolling();
    result.replaceChildren();
    preview.replaceChildren();
    makeButton.disabled = true;
    try {
      job = await api(`/api/games/${game.name}/sheets`, { method: "POST", body, busy });
      showProgress(job);
      poll();
    } catch (err) {
      formError.textContent = messageOf(err);
      makeButton.disabled = false;
    }
  }

  function stopPolling() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function poll() {
    timer = setTimeout(async () => {
      if (!job) return;
      try {
        job = await api(`/api/jobs/${job.id}`);
      } catch (err) {
        finish();
        fill(result, h("p", { class: "error", role: "alert" }, messageOf(err)));
        return;
      }
      showProgress(job);
      if (job.state === "waiting" || job.state === "running") poll();
      else finished(job);
    }, POLL_MS);
  }

  function showProgress(state) {
    progressEl.hidden = false;
    progress.max = state.total;
    progress.value = state.done;
    tr(progressText, state.state === "waiting" ? "print.waiting" : "print.done", { done: state.done, total: state.total });
  }

  function finish() {
    stopPolling();
    progressEl.hidden = true;
    makeButton.disabled = false;
  }

  async function stop() {
    if (!job) return;
    cancel.disabled = true;
    try {
      job = await api(`/api/jobs/${job.id}`, { method: "DELETE" });
    } catch (err) {
      fill(result, h("p", { class: "error", role: "alert" }, messageOf(err)));
    } finally {
      cancel.disabled = false;
    }
  }

  function finished(state) {
    finish();
    if (state.state === "cancelled") {
      fill(result, h("p", { class: "muted", id: id("sheet-cancelled"), i18n: "print.cancelled" }));
      return;
    }
    if (state.state === "failed") {
      fill(result, h("p", { class: "error", role: "alert" }, state.error || t("print.failed")));
      return;
    }
    const numbers = state.numbers || {};
    fill(result,
      h("p", { class: "badge good", id: id("sheet-ready"), i18n: ["print.ready", { puzzles: numbers.puzzles, deals: numbers.deals, seed: numbers.seed, seconds: state.seconds }] }),
      h("div", { class: "row downloads" },
        h("a", { class: "button primary", id: id("pdf"), href: state.pdf, download: `${game.name}-sheet.pdf`, i18n: "print.downloadPdf" }),
        state.key ? h("a", { class: "button", id: id("key-pdf"), href: state.key, download: `${game.name}-key.pdf`, i18n: "print.downloadKey" }) : null),
      h("h3", { i18n: "print.preview" }));
    fill(preview, (state.preview || []).map((svg, i) => h("figure", { class: "question" },
      h("figcaption", { i18n: ["print.question", { n: i + 1 }] }), svgImage(svg, t("print.question", { n: i + 1 })))));
  }

  return { el, shown() {} };
}
