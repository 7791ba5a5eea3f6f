"""The words of the whole-game reports, in English and French: what `simulate` sums up
(play/tally.py), what `replay` finds in a log (play/replay.py) and what a ladder reports
(play/ladder.py). The reports' JSON keeps its English keys and values for programs; these are
the lines a person reads, said in `--lang` on the command line and in the page's language.

Bots are named as `--bots` writes them (`perfect`, `ismcts:100`) in both languages: the report
says which bots played, in the notation a person types to play them again."""
from __future__ import annotations

from deckmath.solvers.words import Table, Words

WORDS = Table(
    "play.reports",
    en={
        "colon": ":",
        # simulate's summary (tally.summary_text)
        "tally.playing": "playing",
        "tally.games.one": "{n} game",
        "tally.games.many": "{n} games",
        "tally.wins.one": "{n} win",
        "tally.wins.many": "{n} wins",
        "tally.head": "{games} of {game}, {players} players, seed {seed}",
        "tally.by_bot": "win rate by bot (95% interval; a first place shared by k counts 1/k):",
        "tally.by_seat": "win rate by seat:",
        "tally.seat": "seat {seat}",
        "tally.rate": "{share} [{low}, {high}] ({wins} of {seats}{shared})",
        "tally.rate.shared": ", {n} shared first",
        "tally.shared": "shared first place: {share} [{low}, {high}] of games",
        "tally.length": "length: {mean} {unit} [{low}, {high}], from {min} to {max}",
        "tally.figure": "{name}: {share} [{low}, {high}] ({count} of {of})",
        "tally.seeds": "game n (from 1) was dealt from seed {seed} + n - 1; bots rotate seats",
        "unit.rounds": "rounds",
        "unit.moves": "moves",
        "figure.nobody_could_play": "nobody could play",
        "figure.nobody_played": "nobody played",
        "figure.hot_card_taken": "hot card taken",
        "figure.second_claim_took_a_card": "second claim took a card",
        "figure.failed_bids": "failed bids",
        "figure.ended_stalled": "ended stalled",
        "figure.held_to_a_prime_total": "held to a prime total",
        "figure.prime_trick_changed_winner": "prime trick changed winner",
        "figure.won_at_zero": "won at zero",
        "figure.players_at_zero": "players at zero",
        "figure.rounds_gone_out": "rounds gone out",
        # a ladder's report (ladder.text)
        "ladder.plot.axis": "Elo ({anchor} = 0), 95% bootstrap interval",
        "ladder.plot.title": "{title} ladder: {players} players, {games} games a pair, seed "
                             "{seed}",
        "ladder.job.one": "{title} ladder ({bots} bots, {pairs} pair)",
        "ladder.job.many": "{title} ladder ({bots} bots, {pairs} pairs)",
        "ladder.job.mirror": "{title} ladder: {bot} against itself",
        "ladder.head": "{title} ladder: {bots} bots, {players} players, {games} games a pair, "
                       "seed {seed}, deck {deck} ({sha})",
        "ladder.rating": "rating (Elo scale, {anchor} = 0; 95% interval by bootstrap over games, "
                         "{resamples} resamples):",
        "ladder.row": "{games} games",
        "ladder.matrix.two": "win rate of the row bot against the column bot",
        "ladder.matrix.many": "win rate of the row bot alone against {others} of the column bot",
        "ladder.matrix": "{what} (95% Wilson; a first place shared by k counts 1/k; fair share "
                         "{fair}):",
        "ladder.skill": "skill against luck:",
        "ladder.vs_random.two": "{bot} against random wins {rate} of games (fair share {fair})",
        "ladder.vs_random.many": "{bot} alone against {others} random wins {rate} of games "
                                 "(fair share {fair})",
        "ladder.mirror": "{bot} against itself, {games} games: {seats} (fair share {fair}; "
                         "shared first {shared})",
        "ladder.mirror.seat": "seat {seat} {rate}",
        "ladder.step": "step {better} over {worse}: {gap} Elo [{low}, {high}]",
        "ladder.step.unmet": "{gap}; the two did not meet",
        "ladder.step.two": "{gap}; the better wins {rate} of games",
        "ladder.step.many": "{gap}; the better alone wins {rate} of games; score {score}",
        "ladder.times": "decision times of {bot}: {decisions} decisions, CPU median {median}, "
                        "99th percentile {p99}, slowest {slowest}, mean {mean}",
        "ladder.sweep": "note: {winner} was ahead of {loser} in every game: their rating gap "
                        "rests on the prior ({prior}) and its bootstrap interval cannot widen; "
                        "read the win rate's interval",
        "ladder.seeds": "game i (from 0) of every pair was dealt from seed {seed} + i; {seating}",
        "ladder.seating.two": "game i seats a in seat 1 and b in seat 2 when i is even, the "
                              "other way when odd",
        "ladder.seating.many": "game i seats a alone against {others} b when i is even, b alone "
                               "against {others} a when odd, the lone bot in seat (i // 2) % "
                               "{players} + 1",
        "ladder.prior": "{prior} virtual drawn game between every two bots",
        "ladder.ms": "{ms} ms",
        # replay's verdicts (replay.Report.to_text)
        "replay.head": "{game} log line {line}: seed {seed}, {players} players",
        "replay.invalid.one": "{head}: invalid after {events} events as the rules give them\n"
                              "  {difference}",
        "replay.invalid.many": "{head}: invalid after {events} events as the rules give them\n"
                               "  {difference}",
        "replay.incomplete": "{head}: incomplete: valid up to event {events}, the game was left "
                             "there\n  seat {seat} was to move; the log says the game was left "
                             "early",
        "replay.valid": "{head}: valid, all {events} events are what the rules give\n"
                        "  result: {ranking}{cut}",
        "replay.rank": "{rank}. seat {seat} ({score})",
        "replay.cut.one": "\n  {n} bot decision stopped early by a clock (the log's `cut`): "
                          "checked as legal, not derived again",
        "replay.cut.many": "\n  {n} bot decisions stopped early by a clock (the log's `cut`): "
                           "checked as legal, not derived again",
        "replay.where.log": "the log",
        "replay.where.event": "event {event}",
        "replay.difference": "{where}: {message}{rule}",
        "replay.logs": "{reports} logs: {said}",
        "replay.logs.invalid.one": "{n} invalid",
        "replay.logs.invalid.many": "{n} invalid",
        "replay.logs.incomplete.one": "{n} incomplete",
        "replay.logs.incomplete.many": "{n} incomplete",
        "replay.logs.valid": "every one valid",
        "replay.none": "{path} holds no game log",
        # where a log and the rules part (replay.Difference)
        "diff.over": "the game is over; the log goes on",
        "diff.players": "{players} players: the game takes {low} to {high}",
        "diff.seed": "seed {seed} is not a seed (0 to 2**63 - 1)",
        "diff.deal": "the game cannot be dealt: {error}",
        "diff.seats": "the log seats {count} players, not its {players}",
        "diff.seat_number": "seat entry {number} is numbered {given}",
        "diff.player": "{error}",
        "diff.player_written": "seat {number}'s player {label} is not written as the game "
                               "writes it ({written})",
        "diff.option_unknown": "option {key} is not an option of this game",
        "diff.option_missing": "the log gives no {name} option",
        "diff.option_value": "option {name} {value} is not one the game allows",
        "diff.deck": "the log's deck {name} (sha256 {sha}) is not {given} ({derived}, sha256 "
                     "{derived_sha}...): give the game's deck file with --deck",
        "diff.deck.reference": "the reference deck",
        "diff.deck.file": "the deck {path}",
        "diff.left_with_result": "the log says the game was left early, yet gives a result",
        "diff.goes_on": "incomplete after event {event}: the game goes on, seat {seat} to move "
                        "(the log says the game is complete)",
        "diff.not_decision": "a {kind} event where the rules wait for seat {seat}'s decision",
        "diff.wrong_seat": "the log says seat {logged} acts; it is seat {seat}'s turn",
        "diff.not_action": "seat {seat}'s action {action} is not one: {error}",
        "diff.action_text": "an action is text, not {value}",
        "diff.bot_choice": "seat {seat} is the bot {bot}, which plays {chosen} here, not {action}",
        "diff.illegal": "seat {seat}'s action {action} is illegal: {reason}",
        "diff.rules_next": "incomplete after event {event}: the rules give a {kind} event next",
        "diff.result": "result: {found}",
        "diff.not_complete": "the log says the game was not complete; it is",
        "diff.no_field": "the log has no {key}; the rules give {value}",
        "diff.items": "{key}{where} has {count} items in the log; the rules give {rules_count}",
        "diff.value": "{key}{where} is {logged} in the log; the rules give {value}",
        "diff.extra": "{key} is not a field the rules give",
    },
    fr={
        "colon": " :",
        "tally.playing": "parties en cours",
        "tally.games.one": "{n} partie",
        "tally.games.many": "{n} parties",
        "tally.wins.one": "{n} victoire",
        "tally.wins.many": "{n} victoires",
        "tally.head": "{games} de {game}, {players} joueurs, graine {seed}",
        "tally.by_bot": "taux de victoire par bot (intervalle à 95 % ; une première place "
                        "partagée entre k joueurs compte pour 1/k) :",
        "tally.by_seat": "taux de victoire par place :",
        "tally.seat": "joueur {seat}",
        "tally.rate": "{share} [{low} ; {high}] ({wins} sur {seats}{shared})",
        "tally.rate.shared": ", {n} à égalité en tête",
        "tally.shared": "première place partagée : {share} [{low} ; {high}] des parties",
        "tally.length": "durée : {mean} {unit} [{low} ; {high}], de {min} à {max}",
        "tally.figure": "{name} : {share} [{low} ; {high}] ({count} sur {of})",
        "tally.seeds": "la partie n (à partir de 1) a été distribuée avec la graine {seed} + n "
                       "- 1 ; les bots changent de place à chaque partie",
        "unit.rounds": "manches",
        "unit.moves": "coups",
        "figure.nobody_could_play": "personne ne pouvait jouer",
        "figure.nobody_played": "personne n'a joué",
        "figure.hot_card_taken": "annonces sur une carte chaude déjà prise",
        "figure.second_claim_took_a_card": "secondes annonces qui ont pris une carte",
        "figure.failed_bids": "annonces non réalisées",
        "figure.ended_stalled": "parties bloquées",
        "figure.held_to_a_prime_total": "joueur tenu d'annoncer un total premier",
        "figure.prime_trick_changed_winner": "pli au total premier qui a changé le gagnant",
        "figure.won_at_zero": "parties gagnées à zéro",
        "figure.players_at_zero": "joueurs à zéro",
        "figure.rounds_gone_out": "manches terminées par une sortie",
        "ladder.plot.axis": "Elo ({anchor} = 0), intervalle bootstrap à 95 %",
        "ladder.plot.title": "classement de {title} : {players} joueurs, {games} parties par "
                             "paire, graine {seed}",
        "ladder.job.one": "classement de {title} ({bots} bots, {pairs} paire)",
        "ladder.job.many": "classement de {title} ({bots} bots, {pairs} paires)",
        "ladder.job.mirror": "classement de {title} : {bot} contre lui-même",
        "ladder.head": "classement de {title} : {bots} bots, {players} joueurs, {games} "
                       "parties par paire, graine {seed}, paquet {deck} ({sha})",
        "ladder.rating": "cote (échelle Elo, {anchor} = 0 ; intervalle à 95 % par bootstrap sur "
                         "les parties, {resamples} rééchantillonnages) :",
        "ladder.row": "{games} parties",
        "ladder.matrix.two": "taux de victoire du bot de la ligne contre le bot de la colonne",
        "ladder.matrix.many": "taux de victoire du bot de la ligne, seul contre {others} bots "
                              "de la colonne",
        "ladder.matrix": "{what} (Wilson à 95 % ; une première place partagée entre k joueurs "
                         "compte pour 1/k ; part équitable {fair}) :",
        "ladder.skill": "habileté ou chance :",
        "ladder.vs_random.two": "{bot} contre random gagne {rate} des parties (part équitable "
                                "{fair})",
        "ladder.vs_random.many": "{bot} seul contre {others} random gagne {rate} des parties "
                                 "(part équitable {fair})",
        "ladder.mirror": "{bot} contre lui-même, {games} parties : {seats} (part équitable "
                         "{fair} ; première place partagée {shared})",
        "ladder.mirror.seat": "joueur {seat} {rate}",
        "ladder.step": "écart de {better} sur {worse} : {gap} Elo [{low} ; {high}]",
        "ladder.step.unmet": "{gap} ; les deux ne se sont pas rencontrés",
        "ladder.step.two": "{gap} ; le meilleur gagne {rate} des parties",
        "ladder.step.many": "{gap} ; le meilleur, seul, gagne {rate} des parties ; score {score}",
        "ladder.times": "temps de décision de {bot} : {decisions} décisions, temps processeur "
                        "médian {median}, 99e centile {p99}, le plus lent {slowest}, moyenne "
                        "{mean}",
        "ladder.sweep": "remarque : {winner} a devancé {loser} dans chaque partie : leur écart "
                        "de cote repose sur l'a priori ({prior}) et son intervalle bootstrap ne "
                        "peut pas s'élargir ; lisez l'intervalle du taux de victoire",
        "ladder.seeds": "la partie i (à partir de 0) de chaque paire a été distribuée avec la "
                        "graine {seed} + i ; {seating}",
        "ladder.seating.two": "la partie i place a au joueur 1 et b au joueur 2 quand i est "
                              "pair, l'inverse quand i est impair",
        "ladder.seating.many": "la partie i place a seul contre {others} b quand i est pair, b "
                               "seul contre {others} a quand i est impair, le bot seul étant "
                               "le joueur (i // 2) % {players} + 1",
        "ladder.prior": "{prior} partie nulle fictive entre chaque paire de bots",
        "ladder.ms": "{ms} ms",
        "replay.head": "journal de {game}, ligne {line} : graine {seed}, {players} joueurs",
        "replay.invalid.one": "{head} : invalide après {events} événement conforme aux règles\n"
                              "  {difference}",
        "replay.invalid.many": "{head} : invalide après {events} événements conformes aux "
                               "règles\n  {difference}",
        "replay.incomplete": "{head} : incomplet : valide jusqu'à l'événement {events}, où la "
                             "partie a été quittée\n  c'était au joueur {seat} de jouer ; le "
                             "journal dit que la partie a été quittée avant la fin",
        "replay.valid": "{head} : valide, les {events} événements sont tous ceux que donnent "
                        "les règles\n  résultat : {ranking}{cut}",
        "replay.rank": "{rank}. joueur {seat} ({score})",
        "replay.cut.one": "\n  {n} décision de bot arrêtée par une horloge (le `cut` du "
                          "journal) : sa légalité est vérifiée, elle n'est pas recalculée",
        "replay.cut.many": "\n  {n} décisions de bots arrêtées par une horloge (le `cut` du "
                           "journal) : leur légalité est vérifiée, elles ne sont pas "
                           "recalculées",
        "replay.where.log": "le journal",
        "replay.where.event": "événement {event}",
        "replay.difference": "{where} : {message}{rule}",
        "replay.logs": "{reports} journaux : {said}",
        "replay.logs.invalid.one": "{n} invalide",
        "replay.logs.invalid.many": "{n} invalides",
        "replay.logs.incomplete.one": "{n} incomplet",
        "replay.logs.incomplete.many": "{n} incomplets",
        "replay.logs.valid": "tous valides",
        "replay.none": "{path} ne contient aucun journal de partie",
        "diff.over": "la partie est finie ; le journal continue",
        "diff.players": "{players} joueurs : le jeu se joue de {low} à {high}",
        "diff.seed": "{seed} n'est pas une graine (de 0 à 2**63 - 1)",
        "diff.deal": "impossible de distribuer la partie : {error}",
        "diff.seats": "le journal place {count} joueurs, et non ses {players}",
        "diff.seat_number": "l'entrée de joueur {number} porte le numéro {given}",
        "diff.player": "{error}",
        "diff.player_written": "le joueur {number}, {label}, n'est pas écrit comme le jeu "
                               "l'écrit ({written})",
        "diff.option_unknown": "`{key}` n'est pas une option de ce jeu",
        "diff.option_missing": "le journal ne donne pas l'option `{name}`",
        "diff.option_value": "l'option `{name}` {value} n'est pas une valeur que le jeu permet",
        "diff.deck": "le paquet du journal, {name} (sha256 {sha}), n'est pas {given} "
                     "({derived}, sha256 {derived_sha}...) : donnez le fichier du paquet de "
                     "la partie avec `--deck`",
        "diff.deck.reference": "le paquet de référence",
        "diff.deck.file": "le paquet {path}",
        "diff.left_with_result": "le journal dit que la partie a été quittée avant la fin, et "
                                 "donne pourtant un résultat",
        "diff.goes_on": "incomplet après l'événement {event} : la partie continue, au joueur "
                        "{seat} de jouer (le journal dit que la partie est complète)",
        "diff.not_decision": "un événement `{kind}` là où les règles attendent la décision "
                             "du "
                             "joueur {seat}",
        "diff.wrong_seat": "le journal fait agir le joueur {logged} ; c'est au joueur {seat} "
                           "de jouer",
        "diff.not_action": "l'action `{action}` du joueur {seat} n'en est pas une : {error}",
        "diff.action_text": "une action s'écrit en texte, pas `{value}`",
        "diff.bot_choice": "le joueur {seat} est le bot {bot}, qui joue `{chosen}` ici, et non "
                           "`{action}`",
        "diff.illegal": "l'action `{action}` du joueur {seat} est interdite : {reason}",
        "diff.rules_next": "incomplet après l'événement {event} : les règles donnent ensuite "
                           "un événement `{kind}`",
        "diff.result": "résultat : {found}",
        "diff.not_complete": "le journal dit que la partie n'était pas complète ; elle l'est",
        "diff.no_field": "le journal n'a pas de champ `{key}` ; les règles donnent `{value}`",
        "diff.items": "`{key}{where}` a {count} éléments dans le journal ; les règles en "
                      "donnent "
                      "{rules_count}",
        "diff.value": "`{key}{where}` vaut `{logged}` dans le journal ; les règles donnent "
                      "`{value}`",
        "diff.extra": "`{key}` n'est pas un champ que donnent les règles",
    },
)


def decimal(say: Words, value: float, digits: int) -> str:
    """A number with `digits` decimals, a decimal comma in French: `13.00`, `13,00`."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if say.lang == "fr" else text


def percent(say: Words, share: float) -> str:
    """A share as a percentage to a tenth: `61.2%`, `61,2 %` (French: a comma and a narrow
    no-break space before the sign)."""
    text = f"{share:.1%}"
    return text[:-1].replace(".", ",") + "\u202f%" if say.lang == "fr" else text


def counted(say: Words, value: float, key: str) -> str:
    """`1 win`, `0 wins`, `0.50 wins`, `1,5 victoire`: a count (a whole number, else to two
    decimals) and its noun, singular for exactly one in English and below two in French."""
    whole = float(value).is_integer()
    number = str(int(value)) if whole else decimal(say, value, 2)
    one = abs(value) < 2 if say.lang == "fr" else value == 1
    return say(f"{key}.{'one' if one else 'many'}", n=number)
