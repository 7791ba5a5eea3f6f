// The Play tab: a game against the bots at a level, through /api/games/{game}/tables: the
// table drawn, the seat's view and the events, the legal moves as buttons (or a typed move
// where the game's moves are free-form), a refusal with its rule, the outcome, the log to
// download, and a log replayed.

import { Builder, moveMatches, tokenRows } from "./builder.js";
import {
  api, busyIndicator, currentLang, field, fill, h, has, humanKey, linkified, messageOf, ruleLink, seedOf,
  select, svgImage, t, tr, trAttr,
} from "./ui.js";

/** Moves listed before a filter box is offered. */
const FILTER_FROM = 12;

/** Moves shown as buttons before "Show all" (a filter shows every match). */
const SHOWN_MAX = 30;

export function buildPlay(game) {
  const id = (part) => `${game.name}-${part}`;
  const face = game.play;
  if (!face) {
    return { el: h("section", { class: "panel", id: id("panel-play") }, h("p", { class: "muted", i18n: "play.none" })), shown() {} };
  }
  let table = null;
  let shownEvents = 0;

  // ------------------------------------------------------------ the new game form
  const range = (low, high) => Array.from({ length: high - low + 1 }, (_, i) => low + i);
  const players = select(range(face.players[0], face.players[1]).map((n) => [n, { text: String(n) }]), face.default_players);
  players.id = id("players");
  const seat = h("select", { id: id("seat") });
  const fillSeats = () => {
    const keep = Number(seat.value) || 1;
    seat.replaceChildren(...range(1, Number(players.value)).map((n) => h("option", { value: n }, String(n))));
    seat.value = String(Math.min(keep, Number(players.value)));
  };
  fillSeats();
  players.addEventListener("change", fillSeats);
  const levelKey = (level) => (has(`level.${level}`) ? `level.${level}` : null);
  const level = select(face.levels.map((l) => [l, levelKey(l) || { text: l }]), face.default_level);
  level.id = id("level");
  const seed = h("input", { id: id("seed"), inputmode: "numeric", autocomplete: "off", class: "seed" });
  trAttr(seed, "placeholder", "word.random");
  const optionInputs = {};
  const optionFields = face.options.map((option) => {
    let control;
    if (option.choices) {
      control = select(option.choices.map((c) => [c, { text: c }]), option.default);
    } else if (typeof option.default === "boolean") {
      control = h("input", { type: "checkbox" });
      control.checked = option.default;
    } else {
      const [low, high] = option.bounds || [null, null];
      const whole = Number.isInteger(low) && Number.isInteger(high) && Number.isInteger(option.default) && high - low > 1;
      control = h("input", { type: "number", min: low ?? undefined, max: high ?? undefined, step: whole ? "1" : "any", value: option.default });
    }
    control.id = id(`option-${option.name}`);
    control.dataset.option = option.name;
    optionInputs[option.name] = { option, control };
    return field(null, control, { labelText: humanKey(option.name), hint: h("span", { class: "hint small" }, linkified(option.help)) });
  });
  const setupError = h("p", { class: "error", role: "alert", id: id("setup-error") });
  const startBusy = busyIndicator("busy.thinking");
  const startButton = h("button", { type: "submit", class: "primary", id: id("start"), i18n: "play.start" });
  const setup = h("form", { class: "setup", id: id("setup"), onsubmit: (e) => { e.preventDefault(); start(); } },
    h("div", { class: "form-grid" },
      field("play.players", players), field("play.seat", seat), field("play.level", level),
      field("word.seed", seed), optionFields),
    h("div", { class: "row" }, startButton, startBusy.el),
    h("p", { class: "hint" }, h("span", { i18n: "play.rulesOfGame" }), " ", linkified(face.rules || "")),
    setupError);

  // ------------------------------------------------------------ the table
  const info = h("p", { class: "table-info", id: id("table-info") });
  const turn = h("p", { class: "turn", id: id("turn"), "aria-live": "polite" });
  const drawing = h("div", { class: "drawing-box", id: id("table-drawing") });
  const notation = h("p", { class: "notation", id: id("table-notation") });
  const view = h("pre", { class: "view text", id: id("view") });
  const events = h("ol", { class: "events", id: id("events"), "aria-live": "polite", tabindex: "0" });
  trAttr(events, "aria-label", "play.events");
  const refusal = h("div", { class: "refusal", id: id("refusal"), role: "alert" });
  const thinking = busyIndicator("busy.thinking");
  const filter = h("input", { type: "search", id: id("move-filter"), autocomplete: "off" });
  trAttr(filter, "placeholder", "play.filterPlaceholder");
  const filterField = field("play.filter", filter);
  const filterCount = h("span", { class: "muted small", id: id("move-count") });
  const filterBuilder = new Builder(filter, { keypad: false });
  let showAll = false;
  const showAllButton = h("button", { type: "button", class: "small", id: id("show-all"), onclick: () => { showAll = true; filterMoves(); } });
  const moves = h("div", { class: "moves", id: id("moves"), role: "group" });
  trAttr(moves, "aria-label", "play.moves");
  const movesNote = h("p", { class: "muted small", id: id("moves-note") });
  const action = h("input", { id: id("action"), autocomplete: "off", autocapitalize: "off", spellcheck: "false", class: "answer" });
  const builder = new Builder(action);
  const actionLabel = h("label", { for: action.id, i18n: "play.typeMove" });
  const playButton = h("button", { type: "submit", class: "primary", id: id("play-action"), i18n: "play.play" });
  const actionForm = h("form", { class: "answer-form", id: id("action-form"), onsubmit: (e) => { e.preventDefault(); if (action.value.trim()) act(action.value); } },
    actionLabel, h("div", { class: "row" }, action, playButton));
  const help = h("details", { class: "help" }, h("summary", { i18n: "play.howToType" }), h("pre", { class: "text" }, linkified(face.action_help || "")));
  const outcome = h("div", { class: "outcome", id: id("outcome"), "aria-live": "polite" });
  const logLink = h("a", { class: "button", id: id("log"), download: "", i18n: "play.downloadLog" });
  const newGame = h("button", { type: "button", id: id("new-game"), i18n: "play.newGame", onclick: () => { tableEl.hidden = true; setup.hidden = false; } });
  const filterHint = h("p", { class: "hint", i18n: "play.filterHint" });
  const filterArea = h("div", { class: "filter-area", hidden: true },
    filterHint, filterBuilder.el,
    h("div", { class: "filter-row" }, filterField, filterCount));
  const moveArea = h("div", { class: "move-area" },
    filterArea, moves, h("div", { class: "row" }, showAllButton), movesNote,
    builder.el, actionForm, help);
  const tableEl = h("div", { class: "table-layout", id: id("table"), hidden: true },
    h("div", { class: "col state" }, info, drawing, notation, view),
    h("div", { class: "card-block act" }, turn, thinking.el, refusal, moveArea, outcome,
      h("div", { class: "row" }, logLink, newGame)),
    h("div", { class: "col log" }, h("h3", { i18n: "play.events" }), events));

  filter.addEventListener("input", () => filterMoves());

  // ------------------------------------------------------------ replaying a log
  const logFile = h("input", { type: "file", id: id("replay-file"), accept: ".json,.jsonl,application/json" });
  const replayBusy = busyIndicator("busy.working");
  const replayOut = h("div", { class: "verdict", id: id("replay"), "aria-live": "polite" });
  logFile.addEventListener("change", () => replay());
  const replayEl = h("details", { class: "card-block replay" },
    h("summary", { i18n: "play.replay" }),
    h("p", { class: "hint", i18n: "play.replayHint" }),
    h("div", { class: "row" }, field("play.logFile", logFile), replayBusy.el), replayOut);

  const el = h("section", { class: "panel play", id: id("panel-play") },
    h("h2", { class: "visually-hidden", i18n: "tab.play" }), setup, tableEl, replayEl);

  // ------------------------------------------------------------ talking to the table
  function options() {
    const out = {};
    for (const { option, control } of Object.values(optionInputs)) {
      if (option.choices) out[option.name] = control.value;
      else if (typeof option.default === "boolean") out[option.name] = control.checked;
      else out[option.name] = Number(control.value);
    }
    return out;
  }

  async function start() {
    const seedValue = seedOf(seed);
    if (seedValue === undefined) {
      setupError.textContent = t("error.seed");
      return;
    }
    const body = { players: Number(players.value), seat: Number(seat.value), level: level.value, options: options(), lang: currentLang() };
    if (face.levels.length === 0) delete body.level;
    if (seedValue !== null) body.seed = seedValue;
    startButton.disabled = true;
    setupError.textContent = "";
    startBusy.show();
    try {
      const data = await api(`/api/games/${game.name}/tables`, { method: "POST", body });
      shownEvents = 0;
      events.replaceChildren();
      refusal.replaceChildren();
      setup.hidden = true;
      tableEl.hidden = false;
      render(data);
    } catch (err) {
      setupError.textContent = messageOf(err);
    } finally {
      startButton.disabled = false;
      startBusy.hide();
    }
  }

  async function act(text) {
    if (!table) return;
    for (const b of moveArea.querySelectorAll("button, input")) b.disabled = true;
    refusal.replaceChildren();
    thinking.show();
    try {
      const data = await api(`/api/tables/${table.id}/actions`, { method: "POST", body: { action: text, lang: currentLang() } });
      action.value = "";
      filter.value = "";
      render(data);
    } catch (err) {
      const data = err.data || {};
      tableEl.dataset.refusals = String(Number(tableEl.dataset.refusals || 0) + 1);
      if (data.rule) {
        fill(refusal, h("p", { class: "error" },
          h("span", { i18n: "play.refused" }), " ", h("span", { class: "reason" }, data.reason), " ",
          h("span", {}, "("), ruleLink(data.rule.split(/[,\s]+/)[0], game.name), h("span", {}, ")")));
      } else {
        fill(refusal, h("p", { class: "error" }, messageOf(err)));
      }
    } finally {
      thinking.hide();
      for (const b of moveArea.querySelectorAll("button, input")) b.disabled = false;
      if (table && table.over) setMovesDisabled(true);
    }
  }

  function setMovesDisabled(off) {
    for (const b of moveArea.querySelectorAll("button, input")) b.disabled = off;
  }

  function render(data) {
    table = data;
    tableEl.dataset.renders = String(Number(tableEl.dataset.renders || 0) + 1);
    const seats = data.labels.map((label, i) =>
      i + 1 === data.seat ? t("play.seatYou", { seat: i + 1 }) : t("play.seatBot", { seat: i + 1, bot: label }));
    tr(info, "play.info", { seed: data.seed, seats: seats.join(" · ") });
    if (data.table && data.table.svg) {
      fill(drawing, svgImage(data.table.svg, data.table.notation));
      notation.textContent = data.table.notation || "";
    } else {
      drawing.replaceChildren();
      notation.textContent = "";
    }
    drawing.hidden = !(data.table && data.table.svg);
    fill(view, linkified(data.view || ""));
    const lines = data.events || [];
    if (lines.length < shownEvents) {
      events.replaceChildren();
      shownEvents = 0;
    }
    for (const old of events.querySelectorAll("li.new")) old.classList.remove("new");
    for (const line of lines.slice(shownEvents)) {
      const gap = /^\s*\n/.test(line);
      events.append(h("li", { class: gap ? "new gap" : "new" }, linkified(line.replace(/^\s*\n/, ""))));
    }
    shownEvents = lines.length;
    events.scrollTop = events.scrollHeight;
    logLink.href = `/api/tables/${data.id}/log`;
    if (data.over) {
      tr(turn, "play.over");
      moveArea.hidden = true;
      const winners = (data.outcome && data.outcome.winners) || [];
      const mine = winners.includes(data.seat);
      const verdict = mine ? (winners.length > 1 ? "play.shared" : "play.won") : "play.lost";
      fill(outcome, h("p", { class: `badge ${mine ? "good" : "bad"}`, id: id("outcome-badge"), i18n: verdict }),
        h("pre", { class: "text", id: id("outcome-text") }, linkified(data.outcome ? data.outcome.text : "")));
      return;
    }
    outcome.replaceChildren();
    moveArea.hidden = false;
    setMovesDisabled(false);  // a finished game left them disabled; this one takes moves again
    if (data.to_move === data.seat) tr(turn, "play.yourTurn");
    else tr(turn, "play.seatToMove", { seat: data.to_move });
    const listed = Array.isArray(data.moves);
    moves.replaceChildren();
    if (listed) {
      for (const text of data.moves) {
        moves.append(h("button", { type: "button", class: "move", dataset: { move: text }, onclick: () => act(text) }, text));
      }
      filterArea.hidden = data.moves.length <= FILTER_FROM;
      filterBuilder.setRows(data.table ? tokenRows(data.table.position, humanKey) : [], data.table ? data.table.cards : {});
      filterHint.hidden = !filterBuilder.rows.length;
      showAll = false;
      if (data.moves_total > data.moves.length) tr(movesNote, "play.movesCut", { shown: data.moves.length, total: data.moves_total });
      else fill(movesNote);
      tr(actionLabel, "play.orType");
      builder.el.hidden = true;
    } else {
      filterArea.hidden = true;
      fill(movesNote);
      tr(actionLabel, "play.typeMove");
      builder.el.hidden = false;
      builder.setRows(data.table ? tokenRows(data.table.position, humanKey) : [], data.table ? data.table.cards : {});
    }
    moves.hidden = !listed;
    filterMoves();
  }

  function filterMoves() {
    const buttons = [...moves.querySelectorAll(".move")];
    const words = filter.value.trim().split(/[\s&]+/).filter(Boolean);
    let matching = 0;
    let shown = 0;
    for (const b of buttons) {
      const ok = moveMatches(b.dataset.move, words);
      if (ok) matching += 1;
      const visible = ok && (showAll || words.length > 0 || matching <= SHOWN_MAX);
      b.hidden = !visible;
      if (visible) shown += 1;
    }
    showAllButton.hidden = shown >= matching;
    tr(showAllButton, "play.showAll", { total: matching });
    if (buttons.length > FILTER_FROM) tr(filterCount, "play.filterCount", { shown, total: buttons.length });
    else fill(filterCount);
  }

  async function replay() {
    const file = logFile.files && logFile.files[0];
    if (!file) return;
    replayOut.replaceChildren();
    let log;
    try {
      const text = await file.text();
      try {
        log = JSON.parse(text);
      } catch {
        log = JSON.parse(text.split(/\r?\n/).find((line) => line.trim()) || "");
      }
    } catch {
      fill(replayOut, h("p", { class: "error", role: "alert", i18n: "play.notJson" }));
      return;
    }
    try {
      const data = await api(`/api/games/${game.name}/replay`, { method: "POST", body: { log }, busy: replayBusy });
      fill(replayOut,
        h("p", { class: `badge ${{ valid: "good", incomplete: "partial" }[data.verdict] || "bad"}`, id: id("replay-badge"), dataset: { valid: String(data.valid), verdict: data.verdict }, i18n: { valid: "play.replayValid", incomplete: "play.replayIncomplete" }[data.verdict] || "play.replayInvalid" }),
        h("pre", { class: "text", id: id("replay-text") }, linkified(data.text)));
    } catch (err) {
      fill(replayOut, h("p", { class: "error", role: "alert" }, messageOf(err)));
    } finally {
      logFile.value = "";
    }
  }

  return { el, shown() {} };
}
