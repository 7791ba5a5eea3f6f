/* Celsius yardstick: the search of solvers/celsius/kernel.py (`_solve_range`) written by hand
 * in C, single threaded, same algorithm, same pruning, same order of work, so the same answers
 * and the same witnesses: layers of (mask, value) states, each merged in the hash table as it
 * is made (two words a slot, a generation per layer); bounds S, D, A, M of the cards left read
 * from two tables, one per half of the hand; later layers pruned against the missing hot values
 * only; and before each layer is made, a hit pass over the layer before it that looks each
 * state up in premask (per value, the cards that take it onto each hot value), so that the
 * hot values one card away are found, with their witnesses and plays, and the search ends
 * without making the layer once none is missing. Built with gcc -O3 by
 * benchmarks/yardstick/compare.py, which checks its answers against the numba kernel's and
 * times both, interleaved.
 *
 * Input (stdin, whitespace separated): rounds, number of positions, then per position:
 *   cold nhot hot[0..nhot) n ops[0..n) operands[0..n)   (operand 0: wildcard, C1.3)
 * Output (stdout): per position one line `best min_cards plays per_min[h]... | card value ...`
 * (the witness of each hot value, per_min[h] pairs each), then one line `time_ns t1 t2 ...`:
 * the time of each round of solving every position (reading and printing excluded).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ADD = 0, SUB = 1, MUL = 2, DIV = 3 };
#define HAND_MAX 10
#define HALF_MAX 5
#define HOT_MAX 64
#define OPERAND_MIN 1
#define OPERAND_MAX 10
#define MASK_BITS 1024
#define STEP_BITS 16
#define MIN_BITS 12
#define SLOTS_PER_PARENT 64
#define PRE_SIZE (10 * 100000 + OPERAND_MAX + 1)
#define GEN_MAX ((1LL << 31) - 1)
#define LOW32 0xFFFFFFFFLL

static const uint64_t FIB = 0x9E3779B97F4A7C15ull;

/* Exact division by 1..63 with one multiplication (solvers/kernel.py `quotient`). */
static uint64_t div_shift[64], div_inv[64], div_lim[64];

static void divisors(void) {
    for (uint64_t d = 1; d < 64; d++) {
        uint64_t k = __builtin_ctzll(d), q = d >> k, x = q;
        for (int i = 0; i < 6; i++) x *= 2 - q * x;
        div_shift[d] = k;
        div_inv[d] = x;
        div_lim[d] = UINT64_MAX / q;
    }
}

static inline int64_t quotient(int64_t v, int64_t d) {
    uint64_t u = (uint64_t)v, k = div_shift[d], w = u >> k;
    if ((w << k) != u) return -1;
    uint64_t t = w * div_inv[d];
    return t > div_lim[d] ? -1 : (int64_t)t;
}

static inline int64_t divide(int64_t v, int64_t d) {
    uint64_t q = (uint64_t)v / (uint64_t)d;
    return q * (uint64_t)d == (uint64_t)v ? (int64_t)q : -1;
}

static inline int64_t apply(int64_t op, int64_t v, int64_t a) {
    if (op == ADD) return v + a;
    if (op == SUB) return v >= a ? v - a : -1;
    if (op == MUL) return v * a;
    return quotient(v, a);
}

/* The hash table: 2 words a slot, key then generation << 32 | index (solvers/kernel.py). */
static inline int64_t tfind(const int64_t *t, int64_t gen, int bits, int64_t key, uint64_t *slot) {
    uint64_t wrap = (1ull << bits) - 1, s = ((uint64_t)key * FIB) >> (64 - bits);
    while ((t[2 * s + 1] >> 32) == gen) {
        if (t[2 * s] == key) { *slot = s; return t[2 * s + 1] & LOW32; }
        s = (s + 1) & wrap;
    }
    *slot = s;
    return -1;
}

static inline void tput(int64_t *t, int64_t gen, uint64_t slot, int64_t key, int64_t value) {
    t[2 * slot] = key;
    t[2 * slot + 1] = (gen << 32) | value;
}

static void tdouble(int64_t *t, int64_t *spare, int64_t gen, int bits) {
    memcpy(spare, t, (size_t)(2ull << bits) * sizeof(int64_t));
    for (uint64_t s = 0; s < (1ull << bits); s++) {
        int64_t tag = spare[2 * s + 1];
        if ((tag >> 32) != gen) continue;
        uint64_t slot;
        tfind(t, gen + 1, bits + 1, spare[2 * s], &slot);
        tput(t, gen + 1, slot, spare[2 * s], tag & LOW32);
    }
}

typedef struct {
    int64_t cap;
    int max_bits;
    int64_t *val, *mask, *paths, *parent, *move;
    int64_t *tab_a, *tab_b;
    int32_t *premask;
    int64_t wide, gen;
    int64_t sub0[1 << HALF_MAX], div0[1 << HALF_MAX], add0[1 << HALF_MAX], mul0[1 << HALF_MAX];
    int64_t sub1[1 << HALF_MAX], div1[1 << HALF_MAX], add1[1 << HALF_MAX], mul1[1 << HALF_MAX];
    int64_t c_op[HAND_MAX], prev_same[HAND_MAX], a_lo[HAND_MAX], a_hi[HAND_MAX];
    int64_t hot[HOT_MAX], plays_at[HOT_MAX];
    int live[HOT_MAX];
    int64_t h1_s[HOT_MAX], h1_mv[HOT_MAX], h1_paths[HOT_MAX];
    int64_t pre[HAND_MAX][HOT_MAX][OPERAND_MAX], npre[HAND_MAX][HOT_MAX];
} Work;

typedef struct {
    int64_t cold, nhot, n, hot[HOT_MAX], ops[HAND_MAX], operands[HAND_MAX];
    int64_t best, min_cards, plays, per_min[HOT_MAX], card[HOT_MAX][HAND_MAX],
        value[HOT_MAX][HAND_MAX];
} Pos;

/* S, D, A and M of every set r of the cards first..first + count - 1 (bit j: card first + j),
 * in O(2**count): the sets whose highest card is j are the sets below 2**j with card j added.
 * A hand's cards left are read from two such tables, one per half of the hand. */
static void slack(const Work *w, int first, int count, int64_t *sub, int64_t *div, int64_t *add,
                  int64_t *mul) {
    sub[0] = 0; div[0] = 1; add[0] = 0; mul[0] = 1;
    for (int j = 0; j < count; j++) {
        int64_t x = w->a_hi[first + j], b = 1LL << j, op = w->c_op[first + j];
        for (int64_t r = 0; r < b; r++) {
            sub[b | r] = sub[r]; div[b | r] = div[r]; add[b | r] = add[r]; mul[b | r] = mul[r];
        }
        if (op == ADD) for (int64_t r = 0; r < b; r++) add[b | r] += x;
        else if (op == SUB) for (int64_t r = 0; r < b; r++) sub[b | r] += x;
        else if (op == MUL) for (int64_t r = 0; r < b; r++) mul[b | r] *= x;
        else for (int64_t r = 0; r < b; r++) div[b | r] *= x;
    }
}

/* The operands a in a_lo..a_hi with `v op a == h`, as (first, last); (1, 0) if none. */
static inline void hit_range(int64_t op, int64_t v, int64_t h, int64_t a_lo, int64_t a_hi,
                             int64_t *first, int64_t *last) {
    int64_t a;
    *first = 1;
    *last = 0;
    if (op == ADD) a = h - v;
    else if (op == SUB) a = v - h;
    else if (op == MUL) {
        if (v == 0) { if (h == 0) { *first = a_lo; *last = a_hi; } return; }
        if (h < v * a_lo || h > v * a_hi) return;
        a = divide(h, v);
    } else {
        if (h == 0) { if (v == 0) { *first = a_lo; *last = a_hi; } return; }
        if (v < h * a_lo || v > h * a_hi) return;
        a = divide(v, h);
    }
    if (a_lo <= a && a <= a_hi) { *first = a; *last = a; }
}

/* Can the one card left (rest) take v onto a hot value still missing? premask row v. */
static inline int finishes(const Work *w, int64_t v, int64_t rest, int nlive) {
    if (v >= PRE_SIZE) return 0;
    const int32_t *row = w->premask + v * w->wide + 1;
    for (int t = 0; t < nlive; t++)
        if (row[w->live[t]] & rest) return 1;
    return 0;
}

static inline int64_t playable(const Work *w, int64_t mask, int64_t full, int64_t dups) {
    int64_t avail = full & ~mask;
    for (int64_t d = avail & dups; d; d &= d - 1) {
        int i = __builtin_ctzll(d);
        if (!((mask >> w->prev_same[i]) & 1)) avail &= ~(1LL << i);
    }
    return avail;
}

/* pre[i][h][:npre[i][h]]: the values from which card i reaches hot[h] in one step (one each
 * operand but for 0, which x and / reach from 0 alone), and for each of them premask[u * wide]
 * and premask[u * wide + 1 + h] |= bit i (cleared again by `unmark`). */
static void preimages(Work *w, int n, int nhot) {
    for (int i = 0; i < n; i++)
        for (int h = 0; h < nhot; h++) {
            int k = 0;
            int64_t x = w->hot[h], op = w->c_op[i];
            for (int64_t a = w->a_lo[i]; a <= w->a_hi[i]; a++) {
                int64_t u = op == ADD ? (x >= a ? x - a : -1) : op == SUB ? x + a
                          : op == MUL ? quotient(x, a) : x * a;
                if (u < 0 || (x == 0 && k > 0 && (op == MUL || op == DIV))) continue;
                w->pre[i][h][k++] = u;
                w->premask[u * w->wide] |= 1 << i;
                w->premask[u * w->wide + 1 + h] |= 1 << i;
            }
            w->npre[i][h] = k;
        }
}

static void unmark(Work *w, int n, int nhot) {
    for (int i = 0; i < n; i++)
        for (int h = 0; h < nhot; h++)
            for (int t = 0; t < w->npre[i][h]; t++) {
                w->premask[w->pre[i][h][t] * w->wide] = 0;
                w->premask[w->pre[i][h][t] * w->wide + 1 + h] = 0;
            }
}

static inline void witness(Pos *q, int h, int layer, int64_t s, const Work *w) {
    int k = layer;
    while (s > 0) {
        k--;
        q->card[h][k] = w->move[s] >> 4;
        q->value[h][k] = w->move[s] & (STEP_BITS - 1);
        s = w->parent[s];
    }
}

/* Solve one position; returns 0, or 1 when the work arrays are too small. */
static int solve(Work *w, Pos *q) {
    int n = (int)q->n, nh = (int)q->nhot, nlive = nh;
    int64_t hmin = q->hot[0], hmax = q->hot[0], full = (1LL << n) - 1, dups = 0;
    for (int h = 0; h < nh; h++) {
        w->hot[h] = q->hot[h];
        q->per_min[h] = -1;
        w->plays_at[h] = 0;
        w->live[h] = h;
        if (q->hot[h] < hmin) hmin = q->hot[h];
        if (q->hot[h] > hmax) hmax = q->hot[h];
        for (int k = 0; k < HAND_MAX; k++) { q->card[h][k] = -1; q->value[h][k] = 0; }
    }
    for (int i = 0; i < n; i++) {
        w->c_op[i] = q->ops[i];
        w->a_lo[i] = q->operands[i] > 0 ? q->operands[i] : OPERAND_MIN;
        w->a_hi[i] = q->operands[i] > 0 ? q->operands[i] : OPERAND_MAX;
        w->prev_same[i] = -1;
        for (int j = i - 1; j >= 0; j--)
            if (q->ops[j] == q->ops[i] && q->operands[j] == q->operands[i]) {
                w->prev_same[i] = j;
                dups |= 1LL << i;
                break;
            }
    }
    int n0 = (n + 1) / 2;
    int64_t half = (1LL << n0) - 1;
    slack(w, 0, n0, w->sub0, w->div0, w->add0, w->mul0);
    slack(w, n0, n - n0, w->sub1, w->div1, w->add1, w->mul1);
    preimages(w, n, nh);
    w->val[0] = q->cold; w->mask[0] = 0; w->paths[0] = 1; w->parent[0] = -1; w->move[0] = -1;
    int64_t count = 1, lo = 0, hi = 1, found = 0;
    for (int layer = 0; layer < n; layer++) {
        /* The hit pass over layer `layer` (states lo..hi): the missing hot values one card
         * away, the first state in order with a card taking it there as witness, and the plays
         * of every such step (one operand each, unless the value is 0). */
        for (int t = 0; t < nlive; t++) {
            int h = w->live[t];
            w->h1_s[h] = -1; w->h1_paths[h] = 0;
        }
        for (int64_t si = lo; si < hi; si++) {
            int64_t v = w->val[si];
            if (v >= PRE_SIZE) continue;
            const int32_t *row = w->premask + v * w->wide;
            if (!row[0]) continue;
            int64_t play = playable(w, w->mask[si], full, dups);
            if (!(row[0] & play)) continue;
            for (int t = 0; t < nlive; t++) {
                int h = w->live[t];
                int64_t cm = row[1 + h] & play;
                if (!cm) continue;
                if (w->h1_s[h] < 0) {
                    int i = __builtin_ctzll(cm);
                    int64_t first_a, final_a;
                    hit_range(w->c_op[i], v, w->hot[h], w->a_lo[i], w->a_hi[i], &first_a, &final_a);
                    w->h1_s[h] = si; w->h1_mv[h] = i * STEP_BITS + first_a;
                }
                for (; cm; cm &= cm - 1) {
                    int64_t ways = 1;
                    if (v == 0) {
                        int i = __builtin_ctzll(cm);
                        int64_t first_a, final_a;
                        hit_range(w->c_op[i], v, w->hot[h], w->a_lo[i], w->a_hi[i], &first_a,
                                  &final_a);
                        ways = final_a - first_a + 1;
                    }
                    w->h1_paths[h] += w->paths[si] * ways;
                }
            }
        }
        /* The hot values hit take layer + 1 cards (C4.4). */
        int nleft = 0, before = (int)found;
        for (int t = 0; t < nlive; t++) {
            int h = w->live[t];
            if (w->h1_s[h] >= 0) {
                q->per_min[h] = layer + 1;
                w->plays_at[h] = w->h1_paths[h];
                q->card[h][layer] = w->h1_mv[h] >> 4;
                q->value[h][layer] = w->h1_mv[h] & (STEP_BITS - 1);
                witness(q, h, layer, w->h1_s[h], w);
                found++;
            } else {
                w->live[nleft++] = h;
            }
        }
        nlive = nleft;
        if (nlive == 0 || layer + 1 == n) break;
        if (found > before) {
            hmin = hmax = w->hot[w->live[0]];
            for (int t = 0; t < nlive; t++) {
                int64_t x = w->hot[w->live[t]];
                if (x < hmin) hmin = x;
                if (x > hmax) hmax = x;
            }
        }
        /* Layer + 1, for the missing hot values, merged in the hash table as it is made. */
        int64_t g = w->gen + 1;
        if (g > GEN_MAX) {
            for (int64_t s = 0; s < (1LL << w->max_bits); s++) w->tab_a[2 * s + 1] = w->tab_b[2 * s + 1] = 0;
            g = 1;
        }
        w->gen = g;
        int bits = MIN_BITS;
        while ((1LL << bits) < SLOTS_PER_PARENT * (hi - lo) && bits < w->max_bits) bits++;
        int64_t room = (1LL << bits) >> 1;
        for (int64_t si = lo; si < hi; si++) {
            int64_t mask = w->mask[si], v = w->val[si], paths = w->paths[si];
            for (int64_t avail = playable(w, mask, full, dups); avail; avail &= avail - 1) {
                int i = __builtin_ctzll(avail);
                int64_t nmask = mask | (1LL << i), rest = full ^ nmask, op = w->c_op[i];
                int64_t r0 = rest & half, r1 = rest >> n0;
                int64_t top = (hmax + w->sub0[r0] + w->sub1[r1]) * w->div0[r0] * w->div1[r1],
                        plus = w->add0[r0] + w->add1[r1], times0 = w->mul0[r0],
                        times1 = w->mul1[r1];
                int one_left = (rest & (rest - 1)) == 0;
                for (int64_t a = w->a_lo[i]; a <= w->a_hi[i]; a++) {
                    int64_t nv = apply(op, v, a);
                    if (nv < 0) continue;
                    if (rest != 0) {
                        if (nv > top) continue;
                        int64_t x = nv + plus;
                        if (x < hmin) {
                            x *= times0;
                            if (x < hmin && x * times1 < hmin) continue;
                        }
                    }
                    if (one_left && (rest == 0 || !finishes(w, nv, rest, nlive))) continue;
                    if (count == w->cap) return unmark(w, n, nh), 1;
                    int64_t key = nv * MASK_BITS + nmask;
                    uint64_t slot;
                    int64_t j = tfind(w->tab_a, g, bits, key, &slot);
                    if (j >= 0) { w->paths[j] += paths; continue; }
                    w->val[count] = nv; w->mask[count] = nmask; w->paths[count] = paths;
                    w->parent[count] = si; w->move[count] = i * STEP_BITS + a;
                    tput(w->tab_a, g, slot, key, count);
                    count++;
                    if (count - hi > room) {
                        if (bits == w->max_bits || g + 1 > GEN_MAX) return unmark(w, n, nh), 1;
                        tdouble(w->tab_a, w->tab_b, g, bits);
                        g++;
                        w->gen = g;
                        bits++;
                        room = (1LL << bits) >> 1;
                    }
                }
            }
        }
        lo = hi;
        hi = count;
        if (lo == hi) break;
    }
    unmark(w, n, nh);
    int b = -1;
    for (int h = 0; h < nh; h++) {
        if (q->per_min[h] < 0) continue;
        if (b < 0 || q->per_min[h] < q->per_min[b] ||
            (q->per_min[h] == q->per_min[b] && w->hot[h] > w->hot[b]))
            b = h;
    }
    q->best = b;
    if (b < 0) { q->min_cards = -1; q->plays = 0; return 0; }
    q->min_cards = q->per_min[b];
    q->plays = w->plays_at[b];
    return 0;
}

static void work_alloc(Work *w, int64_t states, int bits) {
    w->cap = states;
    w->max_bits = bits;
    w->val = malloc(states * sizeof(int64_t));
    w->mask = malloc(states * sizeof(int64_t));
    w->paths = malloc(states * sizeof(int64_t));
    w->parent = malloc(states * sizeof(int64_t));
    w->move = malloc(states * sizeof(int64_t));
    w->tab_a = calloc((size_t)2 << bits, sizeof(int64_t));
    w->tab_b = calloc((size_t)2 << bits, sizeof(int64_t));
    w->gen = 0;
}

static void work_free(Work *w) {
    free(w->val); free(w->mask); free(w->paths); free(w->parent); free(w->move);
    free(w->tab_a); free(w->tab_b);
}

static int64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(void) {
    long rounds, npos;
    if (scanf("%ld %ld", &rounds, &npos) != 2) return 2;
    Pos *ps = calloc(npos, sizeof(Pos));
    for (long p = 0; p < npos; p++) {
        Pos *q = &ps[p];
        if (scanf("%ld %ld", &q->cold, &q->nhot) != 2 || q->nhot < 1 || q->nhot > HOT_MAX) return 2;
        for (int h = 0; h < q->nhot; h++) if (scanf("%ld", &q->hot[h]) != 1) return 2;
        if (scanf("%ld", &q->n) != 1 || q->n < 1 || q->n > HAND_MAX) return 2;
        for (int i = 0; i < q->n; i++) if (scanf("%ld", &q->ops[i]) != 1) return 2;
        for (int i = 0; i < q->n; i++) if (scanf("%ld", &q->operands[i]) != 1) return 2;
    }
    divisors();
    Work *w = calloc(1, sizeof(Work));
    int64_t most = 1;
    for (long p = 0; p < npos; p++) if (ps[p].nhot > most) most = ps[p].nhot;
    w->wide = most + 1;
    w->premask = calloc((size_t)PRE_SIZE * w->wide, sizeof(int32_t));
    int64_t states = 4096;
    int bits = 13;
    work_alloc(w, states, bits);
    int64_t *times = calloc(rounds, sizeof(int64_t));
    for (long r = 0; r < rounds; r++) {
        int64_t start = now_ns();
        for (long p = 0; p < npos; p++)
            while (solve(w, &ps[p])) {
                work_free(w);
                states *= 2;
                bits += 1;
                work_alloc(w, states, bits);
            }
        times[r] = now_ns() - start;
    }
    for (long p = 0; p < npos; p++) {
        Pos *q = &ps[p];
        printf("%ld %ld %ld", (long)q->best, (long)q->min_cards, (long)q->plays);
        for (int h = 0; h < q->nhot; h++) printf(" %ld", (long)q->per_min[h]);
        printf(" |");
        for (int h = 0; h < q->nhot; h++)
            for (int k = 0; k < q->per_min[h]; k++)
                printf(" %ld %ld", (long)q->card[h][k], (long)q->value[h][k]);
        printf("\n");
    }
    printf("time_ns");
    for (long r = 0; r < rounds; r++) printf(" %ld", (long)times[r]);
    printf("\n");
    return 0;
}
