// The Solve tab: a position dealt or typed (one field per field of its JSON), drawn as the
// sheet draws it while it is edited, an answer built by clicking its cards and checked, and
// the solver's answer with its per-target figures as tables.

import { Builder } from "./builder.js";
import {
  api, busyIndicator, debounce, fill, h, has, humanKey, jsonTable, linkified, messageOf,
  ruleLink, rulesIn, seedOf, svgImage, t, tableRows, tr, trAttr, currentLang,
} from "./ui.js";

/** Wait `ms`, or until `signal` aborts (then an AbortError, as fetch gives). */
function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    }, { once: true });
  });
}

/** How a field of the position's JSON is typed: a scalar, a list of cards or numbers written
 * with spaces, or anything nested written as JSON. */
function kindOf(value, before) {
  if (Array.isArray(value)) {
    if (!value.length) return before && before !== "scalar" ? before : "list";
    if (value.every((v) => typeof v === "number")) return "numbers";
    if (value.every((v) => typeof v === "string")) return "list";
    return "json";
  }
  if (value !== null && typeof value === "object") return "json";
  return "scalar";
}

/** Nested JSON written one item a line when the items are themselves lists or objects. */
function jsonOf(value) {
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === "object")) {
    return `[\n${value.map((v) => `  ${JSON.stringify(v)}`).join(",\n")}\n]`;
  }
  return JSON.stringify(value);
}

function textOf(kind, value) {
  if (kind === "json") return jsonOf(value);
  if (kind === "list" || kind === "numbers") return (value || []).join(" ");
  return value === null || value === undefined ? "" : String(value);
}

function scalarOf(text) {
  const s = text.trim();
  if (!s) return null;
  if (/^[+-]?\d+(\.\d+)?$/.test(s)) return Number(s);
  return s;
}

class FieldError extends Error {
  constructor(name, message) {
    super(message);
    this.field = name;
  }
}

export function buildSolve(game) {
  const id = (part) => `${game.name}-${part}`;
  const kinds = {};
  const inputs = {};
  let drawAbort = null;
  let solveAbort = null;
  const cards = {};  // token -> its card drawn as the sheet draws it (SVG), from deal and draw
  let pieces = { rows: [], keys: null };  // what an answer is built from, from deal and draw
  let drawnOnce = false;

  // ------------------------------------------------------------ the position
  const seedInput = h("input", { id: id("deal-seed"), inputmode: "numeric", autocomplete: "off", class: "seed" });
  trAttr(seedInput, "placeholder", "word.random");
  const dealBusy = busyIndicator("busy.working");
  const dealButton = h("button", { type: "button", class: "primary", id: id("deal"), i18n: "solve.deal", onclick: () => deal() });
  const seedShown = h("span", { class: "muted", id: id("deal-seed-shown") });
  const fieldsEl = h("div", { class: "fields", id: id("fields") });
  const fieldError = h("p", { class: "error", id: id("field-error"), role: "alert" });
  const task = h("p", { class: "task" });
  const legend = h("p", { class: "hint" });

  const drawBusy = busyIndicator("busy.drawing");
  const drawing = h("div", { class: "drawing-box", id: id("drawing") });
  const notation = h("p", { class: "notation", id: id("notation") });
  const emptyDrawing = h("p", { class: "muted placeholder", i18n: "solve.nothingYet" });
  drawing.append(emptyDrawing);

  // ------------------------------------------------------------ the answer
  const answer = h("input", { id: id("answer"), class: "answer", autocomplete: "off", autocapitalize: "off", spellcheck: "false" });
  const builder = new Builder(answer);
  const checkBusy = busyIndicator("busy.working");
  const verdict = h("div", { class: "verdict", id: id("verdict"), "aria-live": "polite" });
  const example = h("p", { class: "hint example", id: id("answer-example") });
  const checkForm = h("form", { class: "answer-form", onsubmit: (e) => { e.preventDefault(); check(); } },
    h("label", { for: answer.id, i18n: "solve.answer" }),
    h("div", { class: "row" }, answer,
      h("button", { type: "submit", class: "primary", id: id("check"), i18n: "solve.check" }), checkBusy.el));

  // ------------------------------------------------------------ the solution
  const solveBusy = busyIndicator("busy.solving", () => solveAbort && solveAbort.abort());
  const solvePhase = h("span", { class: "muted small", id: id("solve-phase"), "aria-live": "polite" });
  const solution = h("div", { class: "solution", id: id("solution"), "aria-live": "polite" });
  const solveButton = h("button", { type: "button", class: "primary", id: id("solve"), i18n: "solve.solve", onclick: () => solve() });

  const el = h("section", { class: "panel solve", id: id("panel-solve"), "aria-labelledby": id("solve-h") },
    h("h2", { id: id("solve-h"), class: "visually-hidden", i18n: "tab.solve" }),
    h("div", { class: "deal-bar" },
      task,
      h("div", { class: "row" }, dealButton,
        h("label", { for: seedInput.id, class: "inline", i18n: "word.seed" }), seedInput, dealBusy.el, seedShown)),
    h("div", { class: "two-col" },
      h("div", { class: "col" },
        h("h3", { i18n: "solve.position" }),
        fieldsEl, fieldError),
      h("div", { class: "col drawing-col" },
        h("div", { class: "drawing-head" }, h("h3", { i18n: "solve.drawing" }), drawBusy.el),
        drawing, notation, legend)),
    h("div", { class: "card-block" },
      h("h3", { i18n: "solve.yourAnswer" }),
      h("p", { class: "hint", i18n: "solve.clickHint" }),
      example,
      builder.el, checkForm, verdict),
    h("div", { class: "card-block" },
      h("h3", { i18n: "solve.solution" }),
      h("div", { class: "row" }, solveButton, solveBusy.el, solvePhase),
      solution));

  // ------------------------------------------------------------ words from the API
  function sayWords() {
    const words = (game.words || {})[currentLang()] || (game.words || {}).en || {};
    const kind = (game.puzzle_kinds || [])[0];
    fill(task, linkified(words[`${kind}.task`] || game.summary));
    fill(legend, linkified(words[`${kind}.legend.question`] || ""));
    fill(example, linkified(words[`${kind}.legend.answer`] || ""));
  }
  sayWords();
  document.addEventListener("langchange", sayWords);

  // ------------------------------------------------------------ fields
  function buildFields(position) {
    const names = Object.keys(position);
    const same = names.length === Object.keys(inputs).length && names.every((n) => n in inputs);
    for (const name of names) kinds[name] = kindOf(position[name], kinds[name]);
    if (!same) {
      fieldsEl.replaceChildren();
      for (const key of Object.keys(inputs)) delete inputs[key];
      for (const name of names) {
        const kind = kinds[name];
        const control = kind === "json"
          ? h("textarea", { id: id(`field-${name}`), rows: "4", spellcheck: "false", class: "json", dataset: { field: name } })
          : h("input", { id: id(`field-${name}`), autocomplete: "off", spellcheck: "false", dataset: { field: name },
            inputmode: kind === "scalar" && typeof position[name] === "number" ? "numeric" : undefined });
        control.addEventListener("input", edited);
        inputs[name] = control;
        const hint = kind === "json" ? h("span", { class: "hint small", i18n: "solve.jsonHint" })
          : kind === "list" || kind === "numbers" ? h("span", { class: "hint small", i18n: "solve.listHint" }) : null;
        const label = h("label", { for: control.id },
          has(`field.${name}`) ? h("code", { i18n: `field.${name}` }) : h("code", {}, humanKey(name)));
        fieldsEl.append(h("div", { class: kind === "json" ? "field wide" : "field" }, label, control, hint));
      }
    }
    for (const name of names) {
      inputs[name].value = textOf(kinds[name], position[name]);
      if (kinds[name] === "json") {
        // a line a row, and a long line (a holder's cards) the rows it wraps to
        const rows = inputs[name].value.split("\n").reduce((n, line) => n + Math.max(1, Math.ceil(line.length / 48)), 0);
        inputs[name].rows = Math.min(14, Math.max(3, rows));
      }
    }
  }

  /** The position as the fields say it; FieldError naming a field whose JSON is broken. */
  function readPosition() {
    const position = {};
    for (const [name, input] of Object.entries(inputs)) {
      const kind = kinds[name];
      const text = input.value;
      input.removeAttribute("aria-invalid");
      if (kind === "json") {
        try {
          position[name] = JSON.parse(text);
        } catch (err) {
          input.setAttribute("aria-invalid", "true");
          throw new FieldError(name, t("solve.badJson", { field: name, what: err.message }));
        }
      } else if (kind === "list") {
        position[name] = text.split(/[\s,]+/).filter(Boolean);
      } else if (kind === "numbers") {
        position[name] = text.split(/[\s,]+/).filter(Boolean).map(scalarOf);
      } else {
        position[name] = scalarOf(text);
      }
    }
    return position;
  }

  /** The answer's pieces of the position last drawn (the game's own, web/pieces.py). */
  function chipRows() {
    builder.setPieces(pieces, cards);
  }

  function showDrawing(data) {
    drawnOnce = true;
    Object.assign(cards, data.cards || {});
    if (data.pieces) pieces = data.pieces;
    if (data.svg) fill(drawing, svgImage(data.svg, data.notation));
    else fill(drawing, h("p", { class: "muted", i18n: "solve.noDrawing" }));
    notation.textContent = data.notation || "";
  }

  function clearResults() {
    solution.replaceChildren();
    verdict.replaceChildren();
  }

  const redraw = debounce(async () => {
    let position;
    try {
      position = readPosition();
    } catch (err) {
      fieldError.textContent = err.message;
      return;
    }
    if (drawAbort) drawAbort.abort();
    drawAbort = new AbortController();
    try {
      const data = await api(`/api/games/${game.name}/draw`, { method: "POST", body: { position, lang: currentLang() }, signal: drawAbort.signal, busy: drawBusy });
      fieldError.textContent = "";
      drawing.classList.remove("stale");
      showDrawing(data);
      chipRows();
    } catch (err) {
      if (err.name === "AbortError") return;
      fieldError.textContent = messageOf(err);
      drawing.classList.add("stale");
    }
  }, 300);

  function edited() {
    fill(seedShown);
    clearResults();
    redraw();
  }

  async function deal() {
    const seed = seedOf(seedInput);
    if (seed === undefined) {
      fieldError.textContent = t("error.seed");
      return;
    }
    dealButton.disabled = true;
    try {
      const data = await api(`/api/games/${game.name}/deal`, { method: "POST", body: seed === null ? { lang: currentLang() } : { seed, lang: currentLang() }, busy: dealBusy });
      buildFields(data.position);
      fieldError.textContent = "";
      drawing.classList.remove("stale");
      tr(seedShown, "solve.dealtSeed", { seed: data.seed });
      showDrawing(data);
      answer.value = "";
      clearResults();
      chipRows();
    } catch (err) {
      fieldError.textContent = messageOf(err);
    } finally {
      dealButton.disabled = false;
    }
  }

  // ------------------------------------------------------------ check and solve
  function positionOrSay(where) {
    if (!Object.keys(inputs).length) {
      fill(where, h("p", { class: "error", role: "alert", i18n: "solve.dealFirst" }));
      return null;
    }
    try {
      return readPosition();
    } catch (err) {
      fill(where, h("p", { class: "error", role: "alert" }, err.message));
      return null;
    }
  }

  async function check() {
    const position = positionOrSay(verdict);
    if (!position) return;
    if (!answer.value.trim()) {
      fill(verdict, h("p", { class: "error", role: "alert", i18n: "solve.answerFirst" }));
      return;
    }
    verdict.replaceChildren();
    try {
      const data = await api(`/api/games/${game.name}/check`, { method: "POST", body: { position, answer: answer.value, lang: currentLang() }, busy: checkBusy });
      const rules = (data.rules || []).map((number) => ruleLink(number, game.name));
      fill(verdict,
        h("p", { class: `badge ${data.valid ? "good" : "bad"}`, id: id("verdict-badge"), dataset: { valid: String(data.valid) }, i18n: data.valid ? "solve.valid" : "solve.invalid" }),
        h("pre", { class: "text", id: id("verdict-text") }, linkified(data.text)),
        rules.length ? h("p", { class: "cited", id: id("verdict-rules") }, h("span", { i18n: "solve.rulesCited" }), " ", rules.flatMap((a, i) => (i ? [", ", a] : [a]))) : null);
    } catch (err) {
      if (err.status === 400 && !fieldError.textContent) {
        // the position drew, so the checker could not read the answer: a malformed one
        const message = messageOf(err);
        const cited = rulesIn(message);
        const rules = (cited.length ? cited : rulesIn(example.textContent)).map((number) => ruleLink(number, game.name));
        fill(verdict,
          h("p", { class: "badge bad", id: id("verdict-badge"), dataset: { valid: "false", malformed: "true" }, i18n: "solve.invalid" }),
          h("p", { class: "error", role: "alert", id: id("verdict-error") }, h("span", { i18n: "solve.malformed" }), " ", linkified(message)),
          rules.length ? h("p", { class: "cited", id: id("verdict-rules") }, h("span", { i18n: "solve.rulesCited" }), " ", rules.flatMap((a, i) => (i ? [", ", a] : [a]))) : null);
      } else fill(verdict, h("p", { class: "error", role: "alert", id: id("verdict-error") }, messageOf(err)));
    }
  }

  async function solve() {
    const position = positionOrSay(solution);
    if (!position) return;
    if (solveAbort) solveAbort.abort();
    solveAbort = new AbortController();
    solveButton.disabled = true;
    solution.replaceChildren();
    const signal = solveAbort.signal;
    let job = null;
    try {
      // A job, so that a long search shows what it is doing and Cancel stops it on the server.
      job = await api(`/api/games/${game.name}/solve`, { method: "POST", body: { position, job: true, lang: currentLang() }, signal, busy: solveBusy });
      while (job.state === "waiting" || job.state === "running") {
        fill(solvePhase, job.phase || "");
        await pause(300, signal);
        job = await api(`/api/jobs/${job.id}`, { signal, busy: solveBusy });
      }
      if (job.state === "done") showSolution(job.result);
      else if (job.state === "cancelled") fill(solution, h("p", { class: "muted", i18n: "solve.cancelled" }));
      else fill(solution, h("p", { class: "error", role: "alert" }, job.error));
    } catch (err) {
      if (err.name === "AbortError") {
        if (job) fetch(`/api/jobs/${job.id}`, { method: "DELETE" }).catch(() => {});
        fill(solution, h("p", { class: "muted", i18n: "solve.cancelled" }));
      } else fill(solution, h("p", { class: "error", role: "alert" }, messageOf(err)));
    } finally {
      fill(solvePhase);
      solveBusy.hide();
      solveButton.disabled = false;
      solveAbort = null;
    }
  }

  function showSolution(data) {
    const tables = [];
    for (const [key, value] of Object.entries(data.solution || {})) {
      const rows = tableRows(value, humanKey(key).split(" ").pop());
      if (rows) tables.push(h("div", { class: "solution-table", dataset: { key } }, jsonTable(rows, humanKey(key))));
    }
    const use = data.best === null ? null
      : h("button", { type: "button", class: "small", i18n: "solve.useBest", onclick: () => { answer.value = data.best; answer.dispatchEvent(new Event("input")); answer.focus(); } });
    fill(solution,
      h("p", { class: "best" }, h("span", { i18n: "solve.best" }), " ",
        data.best === null ? h("span", { id: id("best"), class: "none", i18n: "solve.noBest" }) : h("code", { id: id("best") }, data.best), " ", use),
      h("pre", { class: "text", id: id("solve-text") }, linkified(data.text)),
      tables,
      h("details", { class: "json" }, h("summary", { i18n: "solve.asJson" }),
        h("pre", { id: id("solve-json") }, JSON.stringify(data.solution, null, 1))));
  }

  return {
    el,
    shown() {
      if (!drawnOnce && !Object.keys(inputs).length) deal();
    },
  };
}

