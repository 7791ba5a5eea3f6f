// deckmath's page: the games from /api/games, four tabs each (Solve, Play, Print, Rules), the
// address hash as the navigation (#celsius/solve, #celsius/rules/C4.1, #rules/C4.1), and the
// page's words in English or French.

import { buildPlay } from "./play.js";
import { buildPrint } from "./print.js";
import { buildRules } from "./rules.js";
import { buildSolve } from "./solve.js";
import {
  LANGS, api, currentLang, fill, gameOfRule, h, has, learnRules, loadWords, messageOf,
  preferredLang, setLang, t,
} from "./ui.js";

const TABS = ["solve", "play", "print", "rules"];
const BUILDERS = { solve: buildSolve, play: buildPlay, print: buildPrint, rules: buildRules };

let games = [];
const views = {};  // game -> tab -> {el, shown}
let current = { game: null, tab: null };

const $ = (id) => document.getElementById(id);

/** What the address asks for: {game, tab, rule}. */
function parseHash() {
  const parts = decodeURIComponent(location.hash.replace(/^#/, "")).split("/").filter(Boolean);
  const names = games.map((g) => g.name);
  let game = null;
  let tab = null;
  let rule = null;
  if (parts[0] === "rules") {
    tab = "rules";
    rule = parts[1] || null;
    game = rule ? gameOfRule(rule) : null;
  } else {
    if (names.includes(parts[0])) game = parts[0];
    if (TABS.includes(parts[1])) tab = parts[1];
    if (tab === "rules") rule = parts[2] || null;
  }
  return {
    game: game || current.game || names[0],
    tab: tab || current.tab || "solve",
    rule,
  };
}

function viewOf(game, tab) {
  views[game.name] = views[game.name] || {};
  if (!views[game.name][tab]) {
    const view = BUILDERS[tab](game);
    view.el.hidden = true;
    view.el.setAttribute("aria-labelledby", `tab-${tab}`);
    $("views").append(view.el);
    views[game.name][tab] = view;
  }
  return views[game.name][tab];
}

async function route() {
  if (!games.length) return;
  const { game: name, tab, rule } = parseHash();
  const game = games.find((g) => g.name === name);
  const changed = current.game !== name || current.tab !== tab;
  current = { game: name, tab };
  if (!location.hash) history.replaceState(null, "", `#${name}/${tab}`);
  $("game").value = name;
  document.title = `${game.title} — deckmath`;
  sayGame(game);
  for (const t of TABS) {
    const link = $(`tab-${t}`);
    link.href = `#${name}/${t}`;
    if (t === tab) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const view = viewOf(game, tab);
  for (const byTab of Object.values(views)) for (const v of Object.values(byTab)) v.el.hidden = v !== view;
  await view.shown(rule);
  if (changed && tab !== "rules") window.scrollTo({ top: 0 });
}

function header() {
  const chooser = $("game");
  chooser.replaceChildren(...games.map((g) => h("option", { value: g.name }, g.title)));
  chooser.addEventListener("change", () => {
    location.hash = `#${chooser.value}/${current.tab || "solve"}`;
  });
  for (const button of document.querySelectorAll("[data-lang]")) {
    button.addEventListener("click", () => switchLang(button.dataset.lang));
  }
}

/** The game's summary in the page's language: the page's own words where it has them, else
 * the registry's (English). */
function sayGame(game) {
  const key = `game.${game.name}.summary`;
  fill($("summary"), currentLang() !== "en" && has(key) ? t(key) : game.summary);
}

document.addEventListener("langchange", () => {
  const game = games.find((g) => g.name === current.game);
  if (game) sayGame(game);
});

async function switchLang(code) {
  if (!LANGS.includes(code)) return;
  await setLang(code);
  for (const button of document.querySelectorAll("[data-lang]")) {
    button.setAttribute("aria-pressed", button.dataset.lang === currentLang() ? "true" : "false");
  }
}

async function boot() {
  const lang = preferredLang();
  await loadWords("en");
  await switchLang(lang);
  try {
    games = (await api("/api/games")).games;
  } catch (err) {
    fill($("views"), h("p", { class: "error", role: "alert" }, messageOf(err)));
    document.body.classList.remove("loading");
    return;
  }
  if (!games.length) {
    fill($("views"), h("p", { class: "error", role: "alert", i18n: "error.noGames" }));
    document.body.classList.remove("loading");
    return;
  }
  learnRules(games);
  header();
  window.addEventListener("hashchange", route);
  await route();
  document.body.classList.remove("loading");
  document.body.dataset.ready = "true";
}

boot();

