"""The page's own words (web/app.py, api.py, tables.py, sheets.py, jobs.py, workers.py): its
refusals of a request, in English and French, said in the request's language (its body's
`lang`, else its query's, else its Accept-Language header, else English).

A request's fields are named as the API spells them (`seed`, `players`): code, not words, so
the French puts them between backticks. A message said in a worker process comes back said in
every language (Texts), since words cannot cross to the server's process."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.solvers.words import LANGS, Table

WORDS = Table("page", en={
    "field.whole": "{what} must be a whole number, not {value}",
    "field.range": "{what} {value} is outside {low}..{high}",
    "field.text": "{what} must be text, not {value}",
    "field.long": "{what} is too long ({n:,} characters; at most {limit:,})",
    "field.choose": "{what} {value}: choose one of {choices}",
    "field.object": "{what} must be a JSON object, not {value}",
    "field.flag": "{what} must be true or false, not {value}",
    "only": "{what} takes {fields}; not {value}",
    "request.deal": "a deal",
    "request.draw": "a drawing",
    "request.solve": "a solve",
    "request.check": "a check",
    "request.rules": "the rules page",
    "request.replay": "a replay",
    "request.sheet": "a sheet",
    "request.game": "a game",
    "request.action": "an action",
    "request.now": "a request to play now",
    "unknown_game": "unknown game {value}: choose one of {games}",
    "no_replay": "{title} has no whole games to replay",
    "no_play": "{title} has no whole games to play",
    "no_puzzles": "{title} has no puzzles to print",
    "grade_or_grades": "give grade (one grade) or grades (a climb such as 1-5), not both",
    "search_bots": "{label}: the page seats search bots of at most {iterations:,} iterations "
                   "or {seconds:g} s a decision (`deckmath GAME play` takes more)",
    "no_option": "{title} has no play option {name} (its options: {known})",
    "no_options": "none",
    "thinking": "the bots are still thinking: wait for them, or ask for their move now",
    "over": "the game is over: start a new one",
    "not_yours": "it is seat {seat}'s turn, not yours",
    "busy_game": "the game is busy with another request: try again",
    "body.large": "the request body is larger than {n:,} bytes",
    "body.json": "the request body is not JSON: {detail}",
    "body.object": "the request body must be a JSON object",
    "job.no_sheet": "job {id} has no sheet to print: it is {state}",
    "job.none": "no job {id} (finished jobs are kept a while, not for ever)",
    "job.waiting": "{n} jobs are waiting already: try again in a moment",
    "workers.busy": "every worker stayed busy for {seconds:.0f} s: try again in a moment",
    "pdf.none": "no PDF {part} here: a sheet has sheet.pdf and key.pdf",
    "pdf.no_key": "this sheet has no separate answer key",
    "table.none": "no game {id} here (an idle game is forgotten after {hours} hours)",
    "address.none": "no such API address: {path}",
    "not_found": "not found",
    "cancelled": "cancelled: the client went away or asked to stop",
    "internal": "internal error: {kind}: {detail}",
    "serve.cannot": "cannot serve on {host}:{port}: {why}",
    "serve.not_host": "not a host name",
    "serve.open": "deckmath: serving on {host}:{port}: anyone who can reach this machine on "
                  "port {port} can use the page (and start work on it)",
    "serve.at": "deckmath: the page is at {url} (Ctrl-C stops it)",
    "origin.other": "refused: a request from another site ({origin}) may not change anything "
                    "here; this page's own script, or a script with no Origin, may",
    "origin.json": "refused: a request that changes something must send its body as JSON, "
                   "with Content-Type: application/json",
    "host.invalid": "Invalid host header",
}, fr={
    "field.whole": "`{what}` doit être un nombre entier, pas {value}",
    "field.range": "`{what}` vaut {value}, hors de {low}..{high}",
    "field.text": "`{what}` doit être du texte, pas {value}",
    "field.long": "`{what}` est trop long ({n} caractères ; au plus {limit})",
    "field.choose": "`{what}` {value} : choisissez parmi `{choices}`",
    "field.object": "`{what}` doit être un objet JSON, pas {value}",
    "field.flag": "`{what}` doit valoir true ou false, pas {value}",
    "only": "{what} accepte les champs `{fields}`, pas {value}",
    "request.deal": "une demande de donne",
    "request.draw": "une demande de dessin",
    "request.solve": "une demande de solution",
    "request.check": "une demande de vérification",
    "request.rules": "la page des règles",
    "request.replay": "une demande de relecture",
    "request.sheet": "une demande de feuille",
    "request.game": "une demande de partie",
    "request.action": "une action",
    "request.now": "une demande de jouer tout de suite",
    "unknown_game": "jeu inconnu {value} : choisissez parmi {games}",
    "no_replay": "{title} n'a pas de parties complètes à rejouer",
    "no_play": "{title} n'a pas de parties complètes à jouer",
    "no_puzzles": "{title} n'a pas de défis à imprimer",
    "grade_or_grades": "donnez `grade` (un niveau) ou `grades` (une progression comme `1-5`), "
                       "pas les deux",
    "search_bots": "{label} : la page n'assoit que des robots de recherche d'au plus "
                   "{iterations} itérations ou {seconds:g} s par décision "
                   "(`deckmath GAME play` en accepte davantage)",
    "no_option": "{title} n'a pas d'option de jeu {name} (ses options : {known})",
    "no_options": "aucune",
    "thinking": "les robots réfléchissent encore : attendez-les, ou demandez-leur de jouer "
                "tout de suite",
    "over": "la partie est finie : commencez-en une nouvelle",
    "not_yours": "c'est au tour du joueur {seat}, pas au vôtre",
    "busy_game": "la partie est occupée par une autre requête : réessayez",
    "body.large": "le corps de la requête dépasse {n} octets",
    "body.json": "le corps de la requête n'est pas du JSON : {detail}",
    "body.object": "le corps de la requête doit être un objet JSON",
    "job.no_sheet": "la tâche {id} n'a pas de feuille à imprimer (état `{state}`)",
    "job.none": "pas de tâche {id} (une tâche finie est gardée un moment, pas pour toujours)",
    "job.waiting": "{n} tâches attendent déjà : réessayez dans un instant",
    "workers.busy": "tous les processus sont restés occupés {seconds:.0f} s : réessayez dans "
                    "un instant",
    "pdf.none": "pas de PDF {part} ici : une feuille a sheet.pdf et key.pdf",
    "pdf.no_key": "cette feuille n'a pas de solutions à part",
    "table.none": "pas de partie {id} ici (une partie inactive est oubliée au bout de {hours} "
                  "heures)",
    "address.none": "pas d'adresse d'API {path}",
    "not_found": "introuvable",
    "cancelled": "annulé : le client est parti ou a demandé l'arrêt",
    "internal": "erreur interne : {kind} : {detail}",
    "serve.cannot": "impossible de servir la page sur {host}:{port} : {why}",
    "serve.not_host": "ce n'est pas un nom d'hôte",
    "serve.open": "deckmath : page servie sur {host}:{port} : toute personne qui peut joindre "
                  "cette machine sur le port {port} peut utiliser la page (et y lancer des "
                  "calculs)",
    "serve.at": "deckmath : la page est à l'adresse {url} (Ctrl-C l'arrête)",
    "origin.other": "refusé : une requête venue d'un autre site ({origin}) ne peut rien "
                    "changer ici ; le script de cette page, ou un script sans `Origin`, le peut",
    "origin.json": "refusé : une requête qui change quelque chose doit envoyer son corps en "
                   "JSON, avec `Content-Type: application/json`",
    "host.invalid": "En-tête `Host` refusé : cette page ne répond pas à ce nom",
})
"""The page's words."""


@dataclass(frozen=True)
class Texts:
    """A message already said in every language (by a worker process, whose words cannot be
    sent back as words): `text(lang)` as a Said, `str()` the English."""

    texts: Mapping[str, str]

    @classmethod
    def of(cls, said: Any) -> Texts:
        """`said` (anything with text(lang), as InputError) in every language."""
        return cls({lang: said.text(lang) for lang in LANGS})

    def text(self, lang: str | None = None) -> str:
        return self.texts.get(lang or "en", self.texts["en"])

    def __str__(self) -> str:
        return self.texts["en"]


def accepted_lang(header: str | None) -> str | None:
    """The first language of an Accept-Language header that deckmath speaks (`fr-FR,fr;q=0.9`
    is fr), by the order the header gives; None when none is."""
    for part in (header or "").split(",")[:20]:
        code = part.split(";")[0].strip().lower().split("-")[0]
        if code in LANGS:
            return code
    return None
