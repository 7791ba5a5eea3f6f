#!/bin/sh
# Regenerates the strength ladders of docs/strength: for each game GAME.json (the report of
# `deckmath GAME ladder --json`), GAME.png (its --plot) and GAME.md (render.py, from the JSON),
# the game's own bots at GAMES games a pair; and GAME-search.* the same for the search bot at
# two budgets against the game's strongest bots, at fewer games a pair (a game with ismcts:N
# costs about N playouts a decision of its seat); and GAME-budgets.* the search bot at the
# budgets of `play --level` (10 and 100 iterations) against its own playout bot, at as many
# games a pair as separate the two budgets where the game rewards skill.
# Usage, from anywhere, with deckmath installed:
#   sh docs/strength/make.sh                        # all four games, both ladders
#   sh docs/strength/make.sh tempus grauso          # some games, both ladders
#   LADDERS=search sh docs/strength/make.sh celsius # one ladder (own, search or budgets)
# GAMES (games a pair of the own ladder, default 2000), SEED (default 1), LADDERS (default
# "own search budgets"), DECKMATH and PYTHON may be set.
set -eu
cd "$(dirname "$0")"
DECKMATH=${DECKMATH:-deckmath}
PYTHON=${PYTHON:-python3}
GAMES=${GAMES:-2000}
SEED=${SEED:-1}
LADDERS=${LADDERS:-own search budgets}

own_celsius="random,bounded:1,bounded:2,bounded:3,perfect"
own_totaux="random,bounded:3,bounded:4,bounded:5,perfect"
own_grauso="random,greedy,planner"
own_tempus="random,greedy,solver"

search_celsius="random,perfect,ismcts:10,ismcts:50"
search_totaux="random,bounded:3,bounded:4,bounded:5,perfect,ismcts:10,ismcts:100"
search_grauso="greedy,planner,ismcts:10,ismcts:50"
search_tempus="greedy,solver,ismcts:10,ismcts:50"

budgets_celsius="perfect,ismcts:10,ismcts:100"
budgets_totaux="perfect,ismcts:10,ismcts:100"
budgets_grauso="greedy,ismcts:10,ismcts:100"
budgets_tempus="greedy,ismcts:10,ismcts:100"

# Games a pair of each search and budgets ladder: what this 2-vCPU machine plays in minutes.
games_search_celsius=200
games_search_totaux=200
games_search_grauso=30
games_search_tempus=30
games_budgets_celsius=150
games_budgets_totaux=600
games_budgets_grauso=150
games_budgets_tempus=150
search_note="The search ladder plays GAMESN games a pair, not the 2,000 of the own bots' ladder: a game with ismcts:N costs about N playouts a decision of its seat (benchmarks/README.md, the search bot), which is what a 2-vCPU machine affords in minutes; its intervals are as wide as that says."

for game in ${*:-celsius totaux grauso tempus}; do
    for ladder in $LADDERS; do
        eval "bots=\${${ladder}_$game}"
        if [ "$ladder" = own ]; then
            games=$GAMES; name=$game; note=""
        else
            eval "games=\${games_${ladder}_$game}"; name=$game-$ladder
            note=$(echo "$search_note" | sed "s/GAMESN/$games/")
        fi
        command="deckmath $game ladder --bots $bots --games $games --seed $SEED --plot $name.png --json > $name.json"
        echo "$command" >&2
        start=$(date +%s)
        "$DECKMATH" "$game" ladder --bots "$bots" --games "$games" --seed "$SEED" \
            --plot "$name.png" --json > "$name.json.tmp"
        mv "$name.json.tmp" "$name.json"
        seconds=$(( $(date +%s) - start ))
        "$PYTHON" render.py "$name.json" "$command" "$seconds" "$note" > "$name.md.tmp"
        mv "$name.md.tmp" "$name.md"
    done
done
