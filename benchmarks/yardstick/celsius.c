/* Celsius yardstick: the search of solvers/celsius/kernel.py (`_solve_range`) written by hand
 * in C, single threaded, same algorithm, same pruning, same order of work, so the same answers
 * and the same witnesses: layers of (mask, value) states, a layer made from few states written
 * as made and merged afterwards (`merge`), a larger one merged in the hash table as it is made
 * (two words a slot, a generation per layer); bounds S, D, A, M of the cards left read from
 * two tables, one per half of the hand; later layers pruned against the missing hot values
 * only; and the walk out of layer k noting the hot values hit in layers k + 1 and k + 2 (the
 * latter through premask, the cards that take a value onto a hot value), so that the search
 * ends without making layer k + 2 or merging layer k + 1 once they cover the missing ones. Built with gcc -O3 by
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
#define MIN_BITS 11
#define RAW_PARENTS 1024
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
    int64_t gen;
    int64_t sub0[1 << HALF_MAX], div0[1 << HALF_MAX], add0[1 << HALF_MAX], mul0[1 << HALF_MAX];
    int64_t sub1[1 << HALF_MAX], div1[1 << HALF_MAX], add1[1 << HALF_MAX], mul1[1 << HALF_MAX];
    int64_t c_op[HAND_MAX], prev_same[HAND_MAX], a_lo[HAND_MAX], a_hi[HAND_MAX];
    int64_t hot[HOT_MAX], plays_at[HOT_MAX];
    int live[HOT_MAX];
    int64_t h1_s[HOT_MAX], h1_mv[HOT_MAX], h1_paths[HOT_MAX];
    int64_t h2_s[HOT_MAX], h2_mv[HOT_MAX], h2_mv2[HOT_MAX], h2_paths[HOT_MAX];
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

static inline int finishes(const Work *w, int64_t v, int64_t rest, int nlive) {
    int i = __builtin_ctzll(rest);
    for (int h = 0; h < nlive; h++) {
        int64_t first, last;
        hit_range(w->c_op[i], v, w->hot[w->live[h]], w->a_lo[i], w->a_hi[i], &first, &last);
        if (first <= last) return 1;
    }
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

/* pre[i][h][:npre[i][h]]: the values from which card i reaches hot[h] in one step, and
 * premask[u] |= bit i for each of them (cleared again by `unmark`). */
static void preimages(Work *w, int n, int nhot) {
    for (int i = 0; i < n; i++)
        for (int h = 0; h < nhot; h++) {
            int k = 0;
            int64_t x = w->hot[h], op = w->c_op[i];
            for (int64_t a = w->a_lo[i]; a <= w->a_hi[i]; a++) {
                int64_t u = op == ADD ? (x >= a ? x - a : -1) : op == SUB ? x + a
                          : op == MUL ? quotient(x, a) : x * a;
                if (u < 0) continue;
                int seen = 0;
                for (int t = 0; t < k; t++) if (w->pre[i][h][t] == u) seen = 1;
                if (!seen) { w->pre[i][h][k++] = u; w->premask[u] |= 1 << i; }
            }
            w->npre[i][h] = k;
        }
}

static void unmark(Work *w, int n, int nhot) {
    for (int i = 0; i < n; i++)
        for (int h = 0; h < nhot; h++)
            for (int t = 0; t < w->npre[i][h]; t++) w->premask[w->pre[i][h][t]] = 0;
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

/* Merge the candidates hi..end of a layer stored as made (raw) into states hi..: the first
 * of each (mask, value) in order is kept where the hash table would have put it, the plays of
 * the later ones added to it. Returns the new end, or -1 when the arrays are too small. */
static int64_t merge(Work *w, int64_t hi, int64_t end, int64_t g, int bits0) {
    int bits = bits0;
    while ((1LL << bits) < 4 * (end - hi) && bits < w->max_bits) bits++;
    int64_t room = (1LL << bits) >> 1, count = hi;
    for (int64_t r = hi; r < end; r++) {
        int64_t key = w->val[r] * MASK_BITS + w->mask[r];
        uint64_t slot;
        int64_t j = tfind(w->tab_a, g, bits, key, &slot);
        if (j >= 0) { w->paths[j] += w->paths[r]; continue; }
        w->val[count] = w->val[r]; w->mask[count] = w->mask[r]; w->paths[count] = w->paths[r];
        w->parent[count] = w->parent[r]; w->move[count] = w->move[r];
        tput(w->tab_a, g, slot, key, count);
        count++;
        if (count - hi > room) {
            if (bits == w->max_bits || g + 1 > GEN_MAX) return -1;
            tdouble(w->tab_a, w->tab_b, g, bits);
            g++;
            w->gen = g;
            bits++;
            room = (1LL << bits) >> 1;
        }
    }
    return count;
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
    int status = 0;
    for (int layer = 0; layer < n; layer++) {
        /* Walk the transitions of layer `layer` (states lo..hi) into layer + 1: the hot
         * values they hit (hit1), and those the kept states take onto a hot value with one
         * more card (hit2, layer + 2), the first in the order of work as witness. */
        for (int t = 0; t < nlive; t++) {
            int h = w->live[t];
            w->h1_s[h] = -1; w->h1_paths[h] = 0;
            w->h2_s[h] = -1; w->h2_paths[h] = 0;
        }
        int64_t g = w->gen + 1;
        if (g > GEN_MAX) {
            for (int64_t s = 0; s < (1LL << w->max_bits); s++) w->tab_a[2 * s + 1] = w->tab_b[2 * s + 1] = 0;
            g = 1;
        }
        w->gen = g;
        int raw = hi - lo <= RAW_PARENTS;
        int bits = MIN_BITS;
        while ((1LL << bits) < 8 * (hi - lo) && bits < w->max_bits) bits++;
        if (raw) bits = 4;
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
                    int is_live = 0;
                    if (hmin <= nv && nv <= hmax)
                        for (int t = 0; t < nlive; t++) {
                            int h = w->live[t];
                            if (w->hot[h] != nv) continue;
                            is_live = 1;
                            if (w->h1_s[h] < 0) { w->h1_s[h] = si; w->h1_mv[h] = i * STEP_BITS + a; }
                            w->h1_paths[h] += paths;
                        }
                    if (one_left && !is_live && (rest == 0 || !finishes(w, nv, rest, nlive)))
                        continue;
                    if (rest != 0 && nv < PRE_SIZE && (w->premask[nv] & rest)) {
                        int64_t cm = w->premask[nv] & playable(w, nmask, full, dups);
                        for (; cm; cm &= cm - 1) {
                            int i2 = __builtin_ctzll(cm);
                            for (int t = 0; t < nlive; t++) {
                                int h = w->live[t];
                                int64_t first_a, final_a;
                                hit_range(w->c_op[i2], nv, w->hot[h], w->a_lo[i2], w->a_hi[i2],
                                          &first_a, &final_a);
                                if (first_a > final_a) continue;
                                if (w->h2_s[h] < 0) {
                                    w->h2_s[h] = si; w->h2_mv[h] = i * STEP_BITS + a;
                                    w->h2_mv2[h] = i2 * STEP_BITS + first_a;
                                }
                                w->h2_paths[h] += paths * (final_a - first_a + 1);
                            }
                        }
                    }
                    if (count == w->cap) return unmark(w, n, nh), 1;
                    if (raw) {
                        w->val[count] = nv; w->mask[count] = nmask; w->paths[count] = paths;
                        w->parent[count] = si; w->move[count] = i * STEP_BITS + a;
                        count++;
                        continue;
                    }
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
        /* The hot values hit in layer + 1 take their fewest cards there (C4.4); if the
         * others are all hit in layer + 2, that layer is the last and is never built. */
        int all2 = 1, nleft = 0;
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
                if (w->h2_s[h] < 0) all2 = 0;
            }
        }
        nlive = nleft;
        if (nlive == 0) break;
        if (all2) {
            for (int t = 0; t < nlive; t++) {
                int h = w->live[t];
                q->per_min[h] = layer + 2;
                w->plays_at[h] = w->h2_paths[h];
                q->card[h][layer + 1] = w->h2_mv2[h] >> 4;
                q->value[h][layer + 1] = w->h2_mv2[h] & (STEP_BITS - 1);
                q->card[h][layer] = w->h2_mv[h] >> 4;
                q->value[h][layer] = w->h2_mv[h] & (STEP_BITS - 1);
                witness(q, h, layer, w->h2_s[h], w);
            }
            found = nh;
            nlive = 0;
            break;
        }
        if (raw) {
            count = merge(w, hi, count, g, bits);
            if (count < 0) { status = 1; break; }
        }
        lo = hi;
        hi = count;
        if (lo == hi) break;
        if (found > 0) {
            hmin = hmax = w->hot[w->live[0]];
            for (int t = 0; t < nlive; t++) {
                int64_t x = w->hot[w->live[t]];
                if (x < hmin) hmin = x;
                if (x > hmax) hmax = x;
            }
        }
    }
    unmark(w, n, nh);
    if (status) return 1;
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
    w->premask = calloc(PRE_SIZE, sizeof(int32_t));
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
