// The Play tab: a game against the bots at a level, through /api/games/{game}/tables: the
// table drawn, the seat's view and the events, the legal moves as buttons (or a typed move
// where the game's moves are free-form), a refusal with its rule, the outcome, the log to
// download, and a log replayed.

import { Builder } from "./builder.js";
import { afterClick, atomsOf, baseOf, matching, otherWords } from "./legal.js";
import {
  api, busyIndicator, currentLang, field, fill, h, humanKey, linkified, messageOf, ruleLink, seedOf,
  select, svgImage, t, tr, trAttr,
} from "./ui.js";

/** Legal moves offered as buttons before any piece is clicked: with more, the pieces clicked
 * choose among them. */
const OFFERED_AT_ONCE = 12;

/** Moves shown as buttons among those that hold the pieces clicked. */
const SHOWN_MAX = 12;

/** Cards a row may hold for the table's drawing to show them legibly on a phone; a longer hand
 * is drawn only as its cards to click, which wrap into rows. */
const DRAWN_ROW_MAX = 10;

/** How often the page asks how a thinking bot is getting on, in milliseconds. */
const POLL_MS = 250;

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
  // A level's name and its one line in the page's language, from the game's own words.
  const levelWords = (l) => ((face.level_words || {})[currentLang()] || {})[l] || ((face.level_words || {}).en || {})[l] || { name: l, about: "" };
  const level = select(face.levels.map((l) => [l, { text: levelWords(l).name }]), face.default_level);
  level.id = id("level");
  const levelAbout = h("span", { class: "hint small", id: id("level-about") });
  const sayLevels = () => {
    for (const option of level.options) option.textContent = levelWords(option.value).name;
    levelAbout.textContent = level.value ? levelWords(level.value).about : "";
  };
  sayLevels();
  level.addEventListener("change", sayLevels);
  document.addEventListener("langchange", sayLevels);
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
      field("play.players", players), field("play.seat", seat), field("play.level", level, { hint: levelAbout }),
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
  const thinkingText = h("span", { id: id("thinking-text") });
  const thinkingBar = h("progress", { id: id("thinking-bar"), max: "1", value: "0" });
  const nowButton = h("button", { type: "button", class: "small", id: id("play-now"), i18n: "play.now", onclick: () => playNow() });
  const thinkingEl = h("div", { class: "thinking", id: id("thinking"), role: "status", "aria-live": "polite", hidden: true },
    h("span", { class: "spinner", "aria-hidden": "true" }), thinkingText, thinkingBar, nowButton);
  const picker = new Builder(h("input", { type: "hidden" }), { keypad: false });
  picker.el.id = id("picker");
  let picked = [];  // the atoms of a move clicked so far (legal.js)
  let legal = [];  // the legal moves' texts, where the game lists them
  let sayings = {};  // a move word -> its words by language (Tempus's `open`: `ouvrir`)
  const pickNote = h("p", { class: "muted small", id: id("pick-note"), "aria-live": "polite" });
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
  const pickArea = h("div", { class: "pick-area", hidden: true },
    h("p", { class: "hint", i18n: "play.pickHint" }), picker.el, pickNote);
  const handNote = h("p", { class: "muted small", id: id("hand-note"), i18n: "play.handShown", hidden: true });
  const moveArea = h("div", { class: "move-area" },
    pickArea, moves, movesNote,
    builder.el, actionForm, help);
  const tableEl = h("div", { class: "table-layout", id: id("table"), hidden: true },
    h("div", { class: "col state" }, info, drawing, handNote, notation, view),
    h("div", { class: "card-block act" }, turn, thinking.el, thinkingEl, refusal, moveArea, outcome,
      h("div", { class: "row" }, logLink, newGame)),
    h("div", { class: "col log" }, h("h3", { i18n: "play.events" }), events));

  picker.onPick = (piece, button) => pick(piece, button);
  document.addEventListener("langchange", () => { if (legal.length) offerMoves(); });

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
    const body = { players: Number(players.value), seat: Number(seat.value), level: level.value, options: options(), lang: currentLang(), wait: false };
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
      await waitForBots(data);
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
      else if (legal.length) offerMoves();
    }
  }

  /** While a bot thinks: its name, its progress and "Play now", asked again every POLL_MS
   * until the bots have played (the table then comes back as the person's turn or the end). */
  async function waitForBots(data) {
    let state = data;
    try {
      while (state.thinking || (!state.over && state.to_move !== state.seat && !state.failure)) {
        showThinking(state);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        state = await api(`/api/tables/${state.id}`);
      }
    } finally {
      thinkingEl.hidden = true;
    }
    if (state !== data) render(state);
    if (state.failure) fill(refusal, h("p", { class: "error" }, state.failure));
  }

  function showThinking(state) {
    const now = state.thinking;
    if (!now) return;
    const name = (state.names || [])[now.seat - 1] || String(now.seat);
    thinkingEl.hidden = false;
    if (now.work) {
      tr(thinkingText, "play.thinkingOf", { name, seat: now.seat, done: now.done, work: now.work });
      thinkingBar.max = String(now.work);
      thinkingBar.value = String(now.done);
      thinkingBar.hidden = false;
      nowButton.hidden = false;
    } else {
      tr(thinkingText, "play.thinkingPlain", { name, seat: now.seat });
      thinkingBar.hidden = true;
      nowButton.hidden = true;
    }
    nowButton.disabled = Boolean(now.stopping);
  }

  async function playNow() {
    if (!table) return;
    nowButton.disabled = true;
    try {
      await api(`/api/tables/${table.id}/now`, { method: "POST", body: { lang: currentLang() } });
    } catch (err) {
      fill(refusal, h("p", { class: "error" }, messageOf(err)));
    }
  }

  function setMovesDisabled(off) {
    for (const b of moveArea.querySelectorAll("button, input")) b.disabled = off;
  }

  function render(data) {
    table = data;
    tableEl.dataset.renders = String(Number(tableEl.dataset.renders || 0) + 1);
    const names = data.names || data.labels;
    const seats = names.map((name, i) =>
      i + 1 === data.seat ? t("play.seatYou", { seat: i + 1 }) : t("play.seatBot", { seat: i + 1, bot: name }));
    tr(info, "play.info", { seed: data.seed, seats: seats.join(" · ") });
    info.title = (data.abouts || []).map((about, i) => (about ? `${names[i]}: ${about}` : "")).filter(Boolean).join("\n");
    const pieces = (data.table && data.table.pieces) || { rows: [], keys: null };
    const cards = (data.table && data.table.cards) || {};
    const crowded = pieces.rows.some((row) => row.pieces.length > DRAWN_ROW_MAX && row.pieces.every((p) => p.kind === "card"));
    if (data.table && data.table.svg && !crowded) fill(drawing, svgImage(data.table.svg, data.table.notation));
    else drawing.replaceChildren();
    notation.textContent = (data.table && data.table.notation) || "";
    drawing.hidden = !(data.table && data.table.svg) || crowded;
    handNote.hidden = !crowded;
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
      legal = [];
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
    if (listed) {
      legal = data.moves;
      picked = [];
      picker.setPieces(pickPieces(pieces, legal), cards);
      pickArea.hidden = legal.length <= OFFERED_AT_ONCE && !picker.rows.length;
      if (data.moves_total > data.moves.length) tr(movesNote, "play.movesCut", { shown: data.moves.length, total: data.moves_total });
      else fill(movesNote);
      tr(actionLabel, "play.orType");
      builder.el.hidden = true;
      offerMoves();
    } else {
      legal = [];
      pickArea.hidden = true;
      moves.replaceChildren();
      fill(movesNote);
      tr(actionLabel, "play.typeMove");
      builder.el.hidden = false;
      const words = (face.words || []).map((text) => ({ text, kind: "word", said: (face.word_sayings || {})[text] }));
      builder.setPieces({ rows: words.length ? [...pieces.rows, { name: "words", pieces: words }] : pieces.rows, keys: null }, cards);
    }
    moves.hidden = !listed;
  }

  // ------------------------------------------------------------ a listed move by clicks

  /** The table's pieces (its cards, holders and words), and the legal moves' other words
   * (`draw`, `collect`, a flip `~`) in a row of their own. */
  function pickPieces(pieces, moves) {
    const rows = pieces.rows.map((row) => ({ ...row, pieces: row.pieces.filter((p) => p.kind !== "face" && p.kind !== "total") }));
    const offered = new Set(rows.flatMap((row) => row.pieces.map((p) => p.text)));
    sayings = Object.fromEntries(rows.flatMap((row) => row.pieces.filter((p) => p.said).map((p) => [p.text, p.said])));
    const words = otherWords(moves, offered).map((text) => ({ text, kind: "word" }));
    if (moves.some((m) => atomsOf(m).some((a) => a.endsWith("~")))) words.unshift({ text: "~", kind: "flip" });
    if (words.length) rows.push({ name: "words", pieces: words });
    return { rows, keys: null };
  }

  /** A move as the page's language says its words (the notation's where it has none). */
  function said(move) {
    return move.split(" ").map((word) => (sayings[word] && sayings[word][currentLang()]) || word).join(" ");
  }

  function cardsOffered() {
    return new Set([...picker.el.querySelectorAll(".chip[data-token]")].map((c) => c.dataset.token));
  }

  function pick(piece, button) {
    const taking = button.getAttribute("aria-pressed") === "true";
    const next = afterClick(legal, picked, piece, { taking: taking && piece.kind !== "flip", cards: cardsOffered() });
    if (next === null) return;
    picked = next;
    offerMoves();
  }

  /** Press the pieces picked, leave enabled only those some legal move still takes, and offer
   * the legal moves that hold the picked pieces as buttons. */
  function offerMoves() {
    const cards = cardsOffered();
    const count = (list, text) => list.filter((a) => a === text).length;
    const seen = {};
    for (const chip of picker.el.querySelectorAll(".chip")) {
      const { text, kind } = chip.dataset;
      const rank = (seen[`${kind}:${text}`] = (seen[`${kind}:${text}`] || 0) + 1);
      let pressed;
      if (kind === "flip") {
        const last = picked.filter((a) => cards.has(baseOf(a))).pop();
        pressed = Boolean(last && last.endsWith("~"));
      } else if (kind === "card") pressed = count(picked.map(baseOf), text) >= rank;
      else pressed = count(picked, text) >= rank;
      chip.setAttribute("aria-pressed", pressed ? "true" : "false");
      const piece = { text, kind };
      chip.disabled = !(pressed && kind !== "flip") && afterClick(legal, picked, piece, { cards }) === null;
    }
    const found = picked.length || legal.length <= OFFERED_AT_ONCE ? matching(legal, picked) : [];
    moves.replaceChildren(...found.slice(0, SHOWN_MAX).map(({ text, atoms }) =>
      h("button", { type: "button", class: atoms.length === picked.length ? "move whole" : "move", dataset: { move: text }, onclick: () => act(text) }, said(text))));
    if (!picked.length && legal.length > OFFERED_AT_ONCE) tr(pickNote, "play.legalCount", { total: legal.length });
    else if (picked.length && !found.length) tr(pickNote, "play.noMatch");
    else if (picked.length) tr(pickNote, "play.matching", { shown: Math.min(found.length, SHOWN_MAX), total: found.length });
    else fill(pickNote);
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
      const data = await api(`/api/games/${game.name}/replay`, { method: "POST", body: { log, lang: currentLang() }, busy: replayBusy });
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
