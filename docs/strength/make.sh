#!/bin/sh
# Regenerates the strength ladders of docs/strength: for each game GAME.json (the report of
# `deckmath GAME ladder --json`), GAME.png (its --plot) and GAME.md (render.py, from the JSON),
# the game's own bots at GAMES games a pair; and GAME-search.* the same for the search bot at
# two budgets against the game's strongest bots, at fewer games a pair (a game with ismcts:N
# costs about N playouts a decision of its seat); and GAME-budgets.* the search bot at the
# budgets 10 and 100 iterations against its own playout bot, at as many
# games a pair as separate the two budgets where the game rewards skill; and GAME-levels.* the
# levels of `play --level` (easy, medium, hard: the game's LEVELS), `random` and the game's best
# bot before the levels, each level against the others, the levels' decision times, and, where
# open_spiel is installed (a benchmark-only dependency), each level against OpenSpiel's
# ISMCTSBot (benchmarks/openspiel_match.py, GAME-openspiel-LEVEL.json); GAME.md then gains a
# section on the levels.
# Usage, from anywhere, with deckmath installed:
#   sh docs/strength/make.sh                        # all four games, both ladders
#   sh docs/strength/make.sh tempus grauso          # some games, both ladders
#   LADDERS=levels sh docs/strength/make.sh celsius # one ladder (own, search, budgets, levels)
# GAMES (games a pair of the own ladder, default 2000), SEED (default 1), LADDERS (default
# "own search budgets levels"), WORKERS (the ladders' --workers; default one per core),
# OPENSPIEL (games matched against OpenSpiel, default all four), DECKMATH and PYTHON (a Python
# that imports deckmath) may be set.
set -eu
cd "$(dirname "$0")"
DECKMATH=${DECKMATH:-deckmath}
PYTHON=${PYTHON:-python3}
GAMES=${GAMES:-2000}
SEED=${SEED:-1}
LADDERS=${LADDERS:-own search budgets levels}
WORKERS=${WORKERS:-}
OPENSPIEL=${OPENSPIEL:-celsius totaux grauso tempus}

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
# The levels' ladder: the game's best bot before the levels (the issue's yardstick for hard),
# and games a pair, what the hard level's cost affords (a Grauso table seats it two times in
# three games of its pairs).
best_celsius=perfect
best_totaux=ismcts:100
best_grauso=planner
best_tempus=solver
games_levels_celsius=3000
games_levels_totaux=400
games_levels_grauso=150
games_levels_tempus=300
games_openspiel=40
levels_note="The levels' ladder plays GAMESN games a pair, what the levels' decisions (a sampled search each, in most games) afford on a 2-vCPU machine in minutes; it skips the pairs the levels do not need (--pairs: each level against the one below it and against the best bot before the levels) and the strongest bot's games against itself (--no-mirror)."

search_note="The search ladder plays GAMESN games a pair, not the 2,000 of the own bots' ladder: a game with ismcts:N costs about N playouts a decision of its seat (benchmarks/README.md, the search bot), which is what a 2-vCPU machine affords in minutes; its intervals are as wide as that says."

workers=${WORKERS:+--workers $WORKERS}

for game in ${*:-celsius totaux grauso tempus}; do
    eval "$("$PYTHON" -c "import sys
from deckmath.play.levels import levels_of
from deckmath.solvers import registry
print(' '.join(f'{k}={v}' for k, v in levels_of(registry.game(sys.argv[1]).play_face()).items()))" "$game")"
    eval "best=\${best_$game}"
    levels_bots="random,$easy,$medium"
    levels_pairs="random/$easy,$easy/$medium"
    if [ "$best" != "$easy" ] && [ "$best" != "$medium" ] && [ "$best" != "$hard" ]; then
        levels_bots="$levels_bots,$best"
        levels_pairs="$levels_pairs,$easy/$best,$medium/$best"
        beyond=",$best/$hard"
    elif [ "$best" = "$easy" ]; then
        beyond=",$easy/$hard"
    else
        beyond=""
    fi
    levels_bots="$levels_bots,$hard"
    levels_pairs="$levels_pairs,$medium/$hard$beyond"
    for ladder in $LADDERS; do
        extra=""
        if [ "$ladder" = own ]; then
            bots=$(eval "echo \${own_$game}"); games=$GAMES; name=$game; note=""
        elif [ "$ladder" = levels ]; then
            bots=$levels_bots; extra="--pairs $levels_pairs --no-mirror"
            games=$(eval "echo \${games_levels_$game}"); name=$game-levels
            note=$(echo "$levels_note" | sed "s/GAMESN/$games/")
        else
            bots=$(eval "echo \${${ladder}_$game}")
            games=$(eval "echo \${games_${ladder}_$game}"); name=$game-$ladder
            note=$(echo "$search_note" | sed "s/GAMESN/$games/")
        fi
        command="deckmath $game ladder --bots $bots $extra${extra:+ }--games $games --seed $SEED $workers${workers:+ }--plot $name.png --json > $name.json"
        echo "$command" >&2
        start=$(date +%s)
        # shellcheck disable=SC2086
        "$DECKMATH" "$game" ladder --bots "$bots" $extra --games "$games" --seed "$SEED" \
            $workers --plot "$name.png" --json > "$name.json.tmp"
        mv "$name.json.tmp" "$name.json"
        seconds=$(( $(date +%s) - start ))
        if [ "$ladder" = levels ]; then
            case " $OPENSPIEL " in *" $game "*)
                if "$PYTHON" -c "import open_spiel" 2>/dev/null; then
                    for level in easy medium hard; do
                        echo "python benchmarks/openspiel_match.py $game --level $level --games $games_openspiel --seed $SEED" >&2
                        NUMBA_NUM_THREADS=1 "$PYTHON" ../../benchmarks/openspiel_match.py "$game" \
                            --level "$level" --games "$games_openspiel" --seed "$SEED" \
                            --json "$game-openspiel-$level.json" 2>/dev/null
                    done
                fi;;
            esac
        fi
        "$PYTHON" render.py "$name.json" "$command" "$seconds" "$note" \
            --levels "easy=$easy,medium=$medium,hard=$hard" --best "$best" > "$name.md.tmp"
        mv "$name.md.tmp" "$name.md"
    done
    # The game's page shows the levels, however they were made: rendered again, its own ladder
    # as it was (the time it took read back from the page).
    if [ -f "$game.json" ] && [ -f "$game.md" ]; then
        seconds=$(sed -n 's/.* in \([0-9]*\) s of a 2-vCPU machine.*/\1/p' "$game.md" | head -n 1)
        command="deckmath $game ladder --bots $(eval "echo \${own_$game}") --games $GAMES --seed $SEED --plot $game.png --json > $game.json"
        "$PYTHON" render.py "$game.json" "$command" "$seconds" "" \
            --levels "easy=$easy,medium=$medium,hard=$hard" --best "$best" > "$game.md.tmp"
        mv "$game.md.tmp" "$game.md"
    fi
done
