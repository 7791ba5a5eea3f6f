// The page's small toolbox: building elements, the words of each language, the API, a busy
// indicator, rule numbers as links and JSON shown as tables. No framework: plain DOM.

// ---------------------------------------------------------------- elements

/** An element: h("button", {class: "x", onclick: f}, "text", child, ...). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "class") {
      el.className = value;
    } else if (key === "i18n") {
      tr(el, ...(Array.isArray(value) ? value : [value]));
    } else if (key === "i18nAttr") {
      for (const [name, k] of Object.entries(value)) trAttr(el, name, k);
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Empty an element and fill it again (its words no longer follow a language switch). */
export function fill(el, ...children) {
  delete el.dataset.i18n;
  delete el.dataset.i18nArgs;
  el.replaceChildren();
  append(el, children);
  return el;
}

let uid = 0;
/** A fresh id for label/input pairs. */
export function newId(prefix = "f") {
  uid += 1;
  return `${prefix}-${uid}`;
}

// ---------------------------------------------------------------- words

const words = { en: {}, fr: {} };
let lang = "en";
export const LANGS = ["en", "fr"];

export function currentLang() {
  return lang;
}

/** Load a language's words (static/en.json, static/fr.json). */
export async function loadWords(code) {
  if (!Object.keys(words[code]).length) {
    const res = await fetch(`/static/${code}.json`);
    words[code] = await res.json();
  }
}

/** The words of `key` in the page's language, {name} replaced from args. */
export function t(key, args = {}) {
  let text = words[lang][key] ?? words.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in args ? String(args[name]) : all));
}

/** Whether the page's words have `key` (in the page's language or English). */
export function has(key) {
  return key in words[lang] || key in words.en;
}

/** Set an element's text from `key`, and remember it so that a language switch redoes it. */
export function tr(el, key, args) {
  el.dataset.i18n = key;
  if (args) el.dataset.i18nArgs = JSON.stringify(args);
  else delete el.dataset.i18nArgs;
  el.textContent = t(key, args);
  return el;
}

/** Set an attribute (placeholder, aria-label, title) from `key`, remembered the same way. */
export function trAttr(el, name, key, args) {
  const known = JSON.parse(el.dataset.i18nAttr || "{}");
  known[name] = args ? [key, args] : key;
  el.dataset.i18nAttr = JSON.stringify(known);
  el.setAttribute(name, t(key, args));
  return el;
}

/** Switch the page's language and say everything again in it. */
export async function setLang(code) {
  await loadWords("en");
  await loadWords(code);
  lang = code;
  document.documentElement.lang = code;
  try {
    localStorage.setItem("deckmath.lang", code);
  } catch {
    /* private mode: the choice lasts this visit */
  }
  for (const el of document.querySelectorAll("[data-i18n]")) {
    const args = el.dataset.i18nArgs ? JSON.parse(el.dataset.i18nArgs) : undefined;
    el.textContent = t(el.dataset.i18n, args);
  }
  for (const el of document.querySelectorAll("[data-i18n-attr]")) {
    for (const [name, spec] of Object.entries(JSON.parse(el.dataset.i18nAttr))) {
      const [key, args] = Array.isArray(spec) ? spec : [spec, undefined];
      el.setAttribute(name, t(key, args));
    }
  }
  document.dispatchEvent(new CustomEvent("langchange", { detail: code }));
}

/** The language asked for before (localStorage), else the browser's when we have it. */
export function preferredLang() {
  let saved = null;
  try {
    saved = localStorage.getItem("deckmath.lang");
  } catch {
    saved = null;
  }
  if (LANGS.includes(saved)) return saved;
  const browser = (navigator.language || "en").slice(0, 2).toLowerCase();
  return LANGS.includes(browser) ? browser : "en";
}

// ---------------------------------------------------------------- the API

export class ApiError extends Error {
  constructor(message, status, data) {
    super(message);
    this.status = status;
    this.data = data || {};
  }
}

/** A JSON request to the API; ApiError with the server's one line when it says no. A `busy`
 * indicator is shown when the answer takes longer than 300 ms. */
export async function api(path, { method = "GET", body, signal, busy } = {}) {
  const timer = busy ? setTimeout(() => busy.show(), 300) : null;
  try {
    let res;
    try {
      res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : jsonText(body),
        signal,
      });
    } catch (err) {
      if (err.name === "AbortError") throw err;
      throw new ApiError(t("error.network"), 0);
    }
    let data;
    try {
      // A seed may be above 2**53, which a JavaScript number cannot hold: read it as text.
      data = JSON.parse((await res.text()).replace(/"seed":(\d{16,})/g, '"seed":"$1"'));
    } catch {
      data = { error: t("error.status", { status: res.status }) };
    }
    if (!res.ok) throw new ApiError(data.error || t("error.status", { status: res.status }), res.status, data);
    return data;
  } finally {
    if (timer) clearTimeout(timer);
    if (busy) busy.hide();
  }
}

/** JSON text of a request; a seed given as text (seedOf) is written as the whole number. */
function jsonText(body) {
  const text = JSON.stringify(body, (key, value) =>
    value && typeof value === "object" && "bigSeed" in value ? `@@seed@@${value.bigSeed}` : value);
  return text.replace(/"@@seed@@(\d+)"/g, "$1");
}

/** A seed typed in a field: null when empty, a number, or (above 2**53) its digits kept as
 * they are; undefined when it is not a whole number. */
export function seedOf(input) {
  const text = input.value.trim();
  if (!text) return null;
  if (!/^\d{1,19}$/.test(text)) return undefined;
  return Number.isSafeInteger(Number(text)) ? Number(text) : { bigSeed: text };
}

/** A spinner with a word ("Working…", "thinking…") and, when given, a Cancel button. */
export function busyIndicator(wordKey = "busy.working", onCancel = null) {
  const cancel = onCancel
    ? h("button", { type: "button", class: "small", i18n: "action.cancel", onclick: onCancel })
    : null;
  const el = h("span", { class: "busy", role: "status", hidden: true },
    h("span", { class: "spinner", "aria-hidden": "true" }), h("span", { i18n: wordKey }), cancel);
  return {
    el,
    show() { el.hidden = false; },
    hide() { el.hidden = true; },
  };
}

// ---------------------------------------------------------------- rule numbers as links

let rulePattern = null;
let ruleGames = {};

/** Learn the games' rule prefixes (C, T, G, P) from /api/games: `C5.2` then links to Celsius. */
export function learnRules(games) {
  ruleGames = {};
  for (const game of games) if (game.rules) ruleGames[game.rules] = game.name;
  const prefixes = Object.keys(ruleGames).map((p) => p.replace(/[^A-Za-z]/g, "")).join("");
  rulePattern = prefixes ? new RegExp(`\\b([${prefixes}])(\\d+(?:\\.\\d+)*)\\b`, "g") : null;
}

/** The game whose rules a number like `C5.2` belongs to. */
export function gameOfRule(number) {
  return ruleGames[number[0]] || null;
}

/** The page address of a rule. */
export function ruleHref(number, game = null) {
  return `#${game || gameOfRule(number)}/rules/${number}`;
}

/** A link to a rule, as every cited rule number is shown. */
export function ruleLink(number, game = null) {
  return h("a", { class: "rule-link", href: ruleHref(number, game) }, number);
}

/** The rule numbers a text cites, in order, once each. */
export function rulesIn(text) {
  if (!rulePattern) return [];
  const found = [];
  for (const match of text.matchAll(rulePattern)) {
    if (gameOfRule(match[0]) && !found.includes(match[0])) found.push(match[0]);
  }
  return found;
}

/** Text with every rule number in it made a link to that rule (nodes to append). */
export function linkified(text) {
  const out = [];
  if (!rulePattern) return [text];
  let last = 0;
  for (const match of text.matchAll(rulePattern)) {
    if (!gameOfRule(match[0])) continue;
    out.push(text.slice(last, match.index));
    out.push(ruleLink(match[0]));
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}

// ---------------------------------------------------------------- drawings

/** An SVG document from the server shown as an image (it cannot run anything there). */
export function svgImage(svg, alt) {
  return h("img", {
    class: "drawing-img",
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alt: alt || "",
  });
}

// ---------------------------------------------------------------- JSON as tables

function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** A field name as a person reads it: per_target -> "per target" (or the page's words). */
export function humanKey(key) {
  return has(`field.${key}`) ? t(`field.${key}`) : String(key).replace(/_/g, " ");
}

function cellText(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return t(value ? "word.yes" : "word.no");
  if (Array.isArray(value)) return value.map(cellText).join(" ");
  if (isPlainObject(value)) {
    return Object.entries(value).map(([k, v]) => `${humanKey(k)}: ${cellText(v)}`).join("; ");
  }
  return String(value);
}

/** Rows of a JSON value that reads as a table: a list of objects, or an object of objects
 * (whose keys become the first column); null otherwise. */
export function tableRows(value, keyName) {
  if (Array.isArray(value) && value.length && value.every(isPlainObject)) return value;
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length && entries.every(([, v]) => isPlainObject(v))) {
      return entries.map(([k, v]) => ({ [keyName]: k, ...v }));
    }
  }
  return null;
}

/** A table of rows (objects): columns are their keys, in first-seen order; a nested object is
 * spread into columns `example positions`, `example calc`. */
export function jsonTable(rows, caption) {
  const flat = rows.map((row) => {
    const out = {};
    for (const [k, v] of Object.entries(row)) {
      if (isPlainObject(v)) for (const [k2, v2] of Object.entries(v)) out[`${k}.${k2}`] = v2;
      else out[k] = v;
    }
    return out;
  });
  const columns = [];
  for (const row of flat) for (const k of Object.keys(row)) if (!columns.includes(k)) columns.push(k);
  const name = (k) => k.split(".").map(humanKey).join(" ");
  return h("div", { class: "table-wrap", tabindex: "0" },
    h("table", { class: "data" },
      caption ? h("caption", {}, caption) : null,
      h("thead", {}, h("tr", {}, columns.map((c) => h("th", { scope: "col" }, name(c))))),
      h("tbody", {}, flat.map((row) => h("tr", {}, columns.map((c) => h("td", {}, cellText(row[c]))))))));
}

// ---------------------------------------------------------------- small things

/** Call `fn` once things have been quiet for `ms`. */
export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** A labelled field: <div class="field"><label for=…>…</label>control hint</div>. */
export function field(labelKey, control, { hint = null, labelText = null, wide = false } = {}) {
  if (!control.id) control.id = newId();
  const label = h("label", { for: control.id });
  if (labelText !== null) label.textContent = labelText;
  else tr(label, labelKey);
  return h("div", { class: wide ? "field wide" : "field" }, label, control, hint);
}

/** A <select> of options [value, labelKey or {text}]. */
export function select(options, value) {
  const el = h("select", {});
  for (const [v, label] of options) {
    const opt = h("option", { value: v });
    if (label && typeof label === "object") opt.textContent = label.text;
    else tr(opt, label);
    el.append(opt);
  }
  if (value !== undefined && value !== null) el.value = String(value);
  return el;
}

/** An integer from an input, or null when empty; NaN when it is not a whole number. */
export function wholeOf(input) {
  const text = input.value.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) : NaN;
}

/** The message of an error for the page (an API one line, or what went wrong). */
export function messageOf(err) {
  return err instanceof ApiError ? err.message : t("error.unexpected", { what: String(err.message || err) });
}
