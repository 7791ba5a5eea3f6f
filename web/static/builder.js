// Building an answer by clicking: the position's card tokens as chips, and a keypad of the
// symbols the games' notations write (digits, + - x / ( ) = & ~ ?). The answer stays a text
// field a person may also type in; the chips show which cards it already uses.

import { h, tr, trAttr } from "./ui.js";

/** The keypad: [inserted text, label key or null for the text itself]. */
const KEYS = [
  ["1"], ["2"], ["3"], ["4"], ["5"], ["6"], ["7"], ["8"], ["9"], ["0"],
  ["+", "key.plus"], ["-", "key.minus"], ["x", "key.times"], ["/", "key.divide"],
  ["(", "key.open"], [")", "key.close"], ["=", "key.equals"], ["&", "key.and"],
  ["~", "key.flip"], ["?", "key.wild"], [" ", "key.space"],
];
const KEY_LABELS = { "+": "+", "-": "−", x: "×", "/": "÷", " ": "␣" };

/** A card's SVG as the picture in its chip, named by its token for screen readers. */
function cardImage(svg, token) {
  return h("img", { class: "card-img", alt: token, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
}

/** Pieces of an answer a chip may stand for: split at spaces, &, parentheses and commas. */
export function atoms(text) {
  const out = [];
  const re = /[^\s&(),]+/g;
  let m;
  while ((m = re.exec(text)) !== null) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** Whether an answer's atom plays the card `token`: `x?=7` plays x?, `+8~` plays +8. */
export function plays(atom, token) {
  if (atom === token) return true;
  return atom.startsWith(token) && /^[^0-9A-Za-z]/.test(atom.slice(token.length));
}

/** Whether a new word goes after `text` with a space first. */
function needsSpace(text) {
  return text !== "" && !/[\s&(]$/.test(text);
}

/** `text` with the keypad's `key` added, spaced as the notations write it. */
export function withKey(text, key) {
  const trimmed = text.replace(/\s+$/, "");
  if (/^\d$/.test(key)) {
    // a digit joins a number or an operator (x6, 95); after a word it starts a new one
    return /[0-9+\-x/=(?&~\s]$/.test(text) || text === "" ? text + key : `${text} ${key}`;
  }
  if ("+-x/".includes(key)) return needsSpace(text) ? `${text} ${key}` : text + key;
  if (key === "(") return /[+\-x/(&\s]$/.test(text) || text === "" ? text + key : `${text} ${key}`;
  if (key === ")" || key === "&" || key === "~") return trimmed + key;
  if (key === "=") return trimmed.endsWith("?") ? `${trimmed}=` : `${trimmed} = `;
  if (key === "?") return trimmed + key;
  if (key === " ") return /\s$/.test(text) || text === "" ? text : `${text} `;
  return text + key;
}

/** `text` with a card token added as a word. */
export function withToken(text, token) {
  return needsSpace(text) ? `${text} ${token}` : text + token;
}

/** `text` without its last atom that plays `token` (and the space or & that joined it). */
export function withoutToken(text, token) {
  const found = atoms(text).filter((a) => plays(a.text, token)).pop();
  if (!found) return text;
  let start = found.start;
  let end = found.end;
  if (start > 0 && /[\s&]/.test(text[start - 1])) start -= 1;
  else if (end < text.length && /[\s&]/.test(text[end])) end += 1;
  return (text.slice(0, start) + text.slice(end)).replace(/\s{2,}/g, " ").replace(/^\s+/, "");
}

/**
 * The answer builder. `input` is the answer's text field; rows are set with setRows(rows),
 * each {label, tokens}. Clicking a chip adds its card to the answer, clicking it again (or
 * Backspace on the keypad) takes it out.
 */
export class Builder {
  constructor(input, { keypad = true } = {}) {
    this.input = input;
    this.rows = [];
    this.chipsEl = h("div", { class: "chip-rows" });
    this.keypadEl = keypad ? this.makeKeypad() : null;
    this.el = h("div", { class: "builder" }, this.chipsEl, this.keypadEl);
    input.addEventListener("input", () => this.mark());
  }

  makeKeypad() {
    const keys = KEYS.map(([key, labelKey]) => {
      const button = h("button", { type: "button", class: "key", dataset: { key } }, KEY_LABELS[key] ?? key);
      if (labelKey) {
        trAttr(button, "aria-label", labelKey);
        trAttr(button, "title", labelKey);
      }
      button.addEventListener("click", () => this.change(withKey(this.input.value, key)));
      return button;
    });
    const back = h("button", { type: "button", class: "key wide", dataset: { key: "backspace" }, onclick: () => this.backspace() }, "⌫");
    trAttr(back, "aria-label", "key.backspace");
    trAttr(back, "title", "key.backspace");
    const clear = h("button", { type: "button", class: "key wide", dataset: { key: "clear" }, onclick: () => this.change("") });
    tr(clear, "key.clear");
    const group = h("div", { class: "keypad", role: "group" }, keys, back, clear);
    trAttr(group, "aria-label", "builder.keys");
    return group;
  }

  /** Rows of chips: [{label, tokens: ["+9", ...]}]; `cards` maps a token to its card drawn
   * as the sheet draws it (SVG, from the server), shown in its chip where there is one. */
  setRows(rows, cards = {}) {
    this.rows = rows.filter((row) => row.tokens.length);
    this.chipsEl.replaceChildren();
    for (const row of this.rows) {
      const chips = row.tokens.map((token, index) =>
        h("button", {
          type: "button", class: cards[token] ? "chip drawn" : "chip", "aria-pressed": "false",
          dataset: { token, index: String(index) },
          onclick: (event) => this.clickChip(event.currentTarget),
        }, cards[token] ? cardImage(cards[token], token) : token));
      const labelEl = h("span", { class: "chip-label" }, row.label);
      const group = h("div", { class: "chip-row", role: "group", "aria-label": row.label, dataset: { row: row.label } }, labelEl, chips);
      this.chipsEl.append(group);
    }
    this.mark();
  }

  clickChip(chip) {
    const token = chip.dataset.token;
    if (chip.getAttribute("aria-pressed") === "true") this.change(withoutToken(this.input.value, token));
    else this.change(withToken(this.input.value, token));
  }

  backspace() {
    const text = this.input.value.replace(/\s+$/, "");
    const last = atoms(text).pop();
    const tokens = new Set(this.rows.flatMap((row) => row.tokens));
    if (last && last.end === text.length && tokens.has(last.text)) this.change(withoutToken(text, last.text));
    else this.change(text.slice(0, -1));
  }

  change(text) {
    this.input.value = text;
    this.input.dispatchEvent(new Event("input", { bubbles: true }));
    this.input.focus({ preventScroll: true });
  }

  /** Press the chips the answer uses: each atom presses the first free chip it plays. */
  mark() {
    const chips = [...this.chipsEl.querySelectorAll(".chip")];
    const used = new Set();
    for (const atom of atoms(this.input.value)) {
      const chip = chips.find((c) => !used.has(c) && plays(atom.text, c.dataset.token));
      if (chip) used.add(chip);
    }
    for (const chip of chips) chip.setAttribute("aria-pressed", used.has(chip) ? "true" : "false");
  }
}

/** Chip rows from a position's JSON: each field that is a list of card tokens (text), and each
 * list of such lists (one row per inner list, `hands 1`, `hands 2`). */
export function tokenRows(position, label = (name) => name) {
  const rows = [];
  for (const [name, value] of Object.entries(position || {})) {
    if (!Array.isArray(value)) continue;
    if (value.length && value.every((v) => typeof v === "string")) {
      rows.push({ label: label(name), tokens: value });
    } else if (value.length && value.every((v) => Array.isArray(v) && v.every((x) => typeof x === "string"))) {
      value.forEach((inner, i) => rows.push({ label: `${label(name)} ${i + 1}`, tokens: inner }));
    }
  }
  return rows;
}

/** Whether a listed move matches every word of a filter: a card word (as a chip puts it)
 * matches a card the move plays, any other word the start of one of its words. */
export function moveMatches(move, words) {
  const pieces = atoms(move).map((a) => a.text.toLowerCase());
  return words.every((word) => {
    const w = word.toLowerCase();
    return pieces.some((p) => plays(p, w) || (/^[a-z]/.test(w) && p.startsWith(w)));
  });
}
