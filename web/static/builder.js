// Building an answer by clicking: the position's card tokens as chips, and a keypad of the
// symbols the games' notations write (digits, + - x / ( ) = & ~ ?). The answer stays a text
// field a person may also type in; the chips show which cards it already uses.

import { currentLang, h, has, humanKey, t, tr, trAttr } from "./ui.js";

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

/** The words a piece shows: a move word in the page's language, a holder with its owner and
 * direction, a card as its drawing; the text it adds to the answer otherwise. */
function pieceFace(piece, cards) {
  if (piece.kind === "card" && cards[piece.text]) return cardImage(cards[piece.text], piece.text);
  if (piece.kind === "holder") {
    const parts = [h("strong", {}, piece.text)];
    if (piece.free) parts.push(" ", h("span", { class: "small", i18n: "pieces.free" }));
    else {
      parts.push(" ", h("span", { class: "small", i18n: ["pieces.owner", { owner: piece.owner }] }), " ",
        h("span", { class: "direction" }, piece.direction === "-" ? "↓" : "↑"));
      if (piece.top && cards[piece.top]) parts.push(" ", cardImage(cards[piece.top], piece.top));
    }
    return parts;
  }
  if (piece.kind === "flip") return h("span", { i18n: "pieces.flip" });
  if (piece.said) return h("span", { class: "said", dataset: { said: JSON.stringify(piece.said) } }, piece.said[currentLang()] || piece.text);
  return piece.text;
}

/** A row's label in the page's words: `#2 24:95`, `hand of player 1`, `holders`. */
function rowLabel(row) {
  const key = `pieces.${row.name}${row.number ? ".n" : ""}`;
  if (has(key)) return t(key, { number: row.number, note: row.note || "" }).trim();
  return [humanKey(row.name), row.number, row.note].filter((x) => x !== undefined && x !== null).join(" ");
}

/**
 * The answer builder. `input` is the answer's text field; the pieces are set with
 * setPieces({rows, keys}, cards): each row {name, number?, note?, pieces: [{text, kind}]}.
 * Clicking a card adds it to the answer, clicking it again (or Backspace on the keypad) takes
 * it out; a word or a holder adds its word; a die's face or a total joins the calculation as
 * its keys would. `onPick(piece, button)`, when set, takes the clicks instead (Play's legal
 * moves).
 */
export class Builder {
  constructor(input, { keypad = true } = {}) {
    this.input = input;
    this.rows = [];
    this.onPick = null;
    this.chipsEl = h("div", { class: "chip-rows" });
    this.keypadEl = keypad ? this.makeKeypad() : null;
    this.el = h("div", { class: "builder" }, this.chipsEl, this.keypadEl);
    input.addEventListener("input", () => this.mark());
    document.addEventListener("langchange", () => this.relabel());
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

  /** The pieces {rows, keys} of a position (web/pieces.py); `cards` maps a card token to its
   * drawing (SVG, from the server), shown as the piece's face. `keys` (a string of symbols)
   * leaves only those keys on the keypad; null leaves them all. */
  setPieces(pieces, cards = {}) {
    const { rows = [], keys = null } = pieces || {};
    this.rows = rows.filter((row) => row.pieces.length);
    this.chipsEl.replaceChildren();
    for (const row of this.rows) {
      const chips = row.pieces.map((piece, index) => {
        const card = piece.kind === "card";
        const button = h("button", {
          type: "button", class: `chip piece-${piece.kind}${card && cards[piece.text] ? " drawn" : ""}`,
          "aria-pressed": card ? "false" : undefined,
          dataset: { text: piece.text, kind: piece.kind, index: String(index), ...(card ? { token: piece.text } : {}) },
          onclick: (event) => this.clickPiece(piece, event.currentTarget),
        }, pieceFace(piece, cards));
        if (piece.kind === "holder") button.setAttribute("aria-label", t("pieces.holderLabel", { number: piece.text }));
        return button;
      });
      const label = rowLabel(row);
      const group = h("div", { class: `chip-row row-${row.name}`, role: "group", "aria-label": label, dataset: { row: row.name } },
        h("span", { class: "chip-label" }, label), chips);
      group.rowSpec = row;
      this.chipsEl.append(group);
    }
    if (this.keypadEl) {
      for (const key of this.keypadEl.querySelectorAll(".key:not(.wide)")) {
        key.hidden = keys !== null && keys !== undefined && !keys.includes(key.dataset.key);
      }
    }
    this.mark();
  }

  relabel() {
    for (const group of this.chipsEl.querySelectorAll(".chip-row")) {
      if (group.rowSpec) {
        const label = rowLabel(group.rowSpec);
        group.setAttribute("aria-label", label);
        group.querySelector(".chip-label").textContent = label;
      }
    }
    for (const said of this.chipsEl.querySelectorAll(".said")) {
      const words = JSON.parse(said.dataset.said);
      said.textContent = words[currentLang()] || said.textContent;
    }
  }

  clickPiece(piece, button) {
    if (this.onPick) {
      this.onPick(piece, button);
      return;
    }
    const text = this.input.value;
    if (piece.kind === "card") {
      if (button.getAttribute("aria-pressed") === "true") this.change(withoutToken(text, piece.text));
      else this.change(withToken(text, piece.text));
    } else if (piece.kind === "face" || piece.kind === "total") {
      this.change([...piece.text].reduce((out, key) => withKey(out, key), text));
    } else {
      this.change(withToken(text, piece.text));
    }
  }

  backspace() {
    const text = this.input.value.replace(/\s+$/, "");
    const last = atoms(text).pop();
    const tokens = new Set([...this.chipsEl.querySelectorAll(".chip[data-token]")].map((c) => c.dataset.token));
    if (last && last.end === text.length && tokens.has(last.text)) this.change(withoutToken(text, last.text));
    else this.change(text.slice(0, -1));
  }

  change(text) {
    this.input.value = text;
    this.input.dispatchEvent(new Event("input", { bubbles: true }));
    this.input.focus({ preventScroll: true });
  }

  /** Press the card pieces the answer uses: each atom presses the first free card it plays. */
  mark() {
    if (this.onPick) return;
    const chips = [...this.chipsEl.querySelectorAll(".chip[data-token]")];
    const used = new Set();
    for (const atom of atoms(this.input.value)) {
      const chip = chips.find((c) => !used.has(c) && plays(atom.text, c.dataset.token));
      if (chip) used.add(chip);
    }
    for (const chip of chips) chip.setAttribute("aria-pressed", used.has(chip) ? "true" : "false");
  }
}
