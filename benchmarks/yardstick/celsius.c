/* Celsius yardstick: the search of solvers/celsius/kernel.py (`_solve_range`) written by hand
 * in C, single threaded, same algorithm, same pruning, same order of work, so the same answers
 * and the same witnesses: layers of (mask, value) states merged in one hash table per layer
 * (two words a slot, a generation per layer), bounds S, D, A, M per set of cards left filled in
 * O(2**n), later layers pruned against the missing hot values only, and the last layer read
 * from a value index of the layer before instead of built. Built with gcc -O3 by
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
#define HOT_MAX 64
#define OPERAND_MIN 1
#define OPERAND_MAX 10
#define MASK_BITS 1024
#define STEP_BITS 16
#define MIN_BITS 11
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
    int64_t *val, *mask, *paths, *parent, *move, *next;
    int64_t *tab_a, *tab_b, *tab_v;
    int64_t gen;
    int64_t sub[1 << HAND_MAX], div[1 << HAND_MAX], add[1 << HAND_MAX], mul[1 << HAND_MAX];
    int64_t c_op[HAND_MAX], prev_same[HAND_MAX], a_lo[HAND_MAX], a_hi[HAND_MAX];
    int64_t hot[HOT_MAX], live[HOT_MAX], plays_at[HOT_MAX];
    int64_t pre[HAND_MAX][HOT_MAX][OPERAND_MAX], npre[HAND_MAX][HOT_MAX];
    int64_t layer_lo[HAND_MAX + 2];
} Work;

typedef struct {
    int64_t cold, nhot, n, hot[HOT_MAX], ops[HAND_MAX], operands[HAND_MAX];
    int64_t best, min_cards, plays, per_min[HOT_MAX], card[HOT_MAX][HAND_MAX],
        value[HOT_MAX][HAND_MAX];
} Pos;

static void slack(Work *w, int n) {
    w->sub[0] = 0; w->div[0] = 1; w->add[0] = 0; w->mul[0] = 1;
    for (int i = 0; i < n; i++) {
        int64_t x = w->a_hi[i], b = 1LL << i, op = w->c_op[i];
        for (int64_t r = 0; r < b; r++) {
            w->sub[b | r] = w->sub[r]; w->div[b | r] = w->div[r];
            w->add[b | r] = w->add[r]; w->mul[b | r] = w->mul[r];
        }
        if (op == ADD) for (int64_t r = 0; r < b; r++) w->add[b | r] += x;
        else if (op == SUB) for (int64_t r = 0; r < b; r++) w->sub[b | r] += x;
        else if (op == MUL) for (int64_t r = 0; r < b; r++) w->mul[b | r] *= x;
        else for (int64_t r = 0; r < b; r++) w->div[b | r] *= x;
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
        hit_range(w->c_op[i], v, w->live[h], w->a_lo[i], w->a_hi[i], &first, &last);
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
                if (!seen) w->pre[i][h][k++] = u;
            }
            w->npre[i][h] = k;
        }
}

static inline int reaches(const Work *w, int h, int n, int64_t vgen, int vbits, int64_t full,
                          int64_t dups) {
    for (int i = 0; i < n; i++)
        for (int t = 0; t < w->npre[i][h]; t++) {
            uint64_t slot;
            for (int64_t s = tfind(w->tab_v, vgen, vbits, w->pre[i][h][t], &slot); s >= 0;
                 s = w->next[s])
                if ((playable(w, w->mask[s], full, dups) >> i) & 1) return 1;
        }
    return 0;
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
        w->plays_at[h] = -1;
        w->live[h] = q->hot[h];
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
    slack(w, n);
    preimages(w, n, nh);
    w->val[0] = q->cold; w->mask[0] = 0; w->paths[0] = 1; w->parent[0] = -1; w->move[0] = -1;
    int64_t count = 1, lo = 0, hi = 1, found = 0;
    w->layer_lo[0] = 0;
    for (int layer = 1; layer <= n; layer++) {
        w->layer_lo[layer] = hi;
        int vbits = 4;
        while ((1LL << vbits) < 2 * (hi - lo)) vbits++;
        if (vbits > w->max_bits) return 1;
        int64_t g = w->gen + 2;
        if (g > GEN_MAX) {
            for (int64_t s = 0; s < (1LL << w->max_bits); s++)
                w->tab_a[2 * s + 1] = w->tab_b[2 * s + 1] = w->tab_v[2 * s + 1] = 0;
            g = 2;
        }
        w->gen = g;
        int64_t vgen = g - 1;
        for (int64_t s = hi - 1; s >= lo; s--) {
            uint64_t slot;
            w->next[s] = tfind(w->tab_v, vgen, vbits, w->val[s], &slot);
            tput(w->tab_v, vgen, slot, w->val[s], s);
        }
        int last = 1;
        for (int h = 0; h < nh; h++)
            if (q->per_min[h] < 0 && !reaches(w, h, n, vgen, vbits, full, dups)) { last = 0; break; }
        if (last) {
            for (int h = 0; h < nh; h++) {
                if (q->per_min[h] >= 0) continue;
                int64_t best_s = -1, best_i = -1, best_a = -1, total = 0;
                for (int i = 0; i < n; i++)
                    for (int t = 0; t < w->npre[i][h]; t++) {
                        uint64_t slot;
                        for (int64_t s = tfind(w->tab_v, vgen, vbits, w->pre[i][h][t], &slot);
                             s >= 0; s = w->next[s]) {
                            if (!((playable(w, w->mask[s], full, dups) >> i) & 1)) continue;
                            int64_t first_a, final_a;
                            hit_range(w->c_op[i], w->val[s], w->hot[h], w->a_lo[i], w->a_hi[i],
                                      &first_a, &final_a);
                            if (best_s < 0 || s < best_s) { best_s = s; best_i = i; best_a = first_a; }
                            if (found > 0) break;
                            total += w->paths[s] * (final_a - first_a + 1);
                        }
                    }
                q->per_min[h] = layer;
                if (found == 0) w->plays_at[h] = total;
                q->card[h][layer - 1] = best_i;
                q->value[h][layer - 1] = best_a;
                witness(q, h, layer - 1, best_s, w);
            }
            found = nh;
            break;
        }
        if (found > 0) {
            nlive = 0;
            for (int h = 0; h < nh; h++) if (q->per_min[h] < 0) w->live[nlive++] = w->hot[h];
            hmin = hmax = w->live[0];
            for (int h = 0; h < nlive; h++) {
                if (w->live[h] < hmin) hmin = w->live[h];
                if (w->live[h] > hmax) hmax = w->live[h];
            }
        }
        int bits = MIN_BITS;
        while ((1LL << bits) < 8 * (hi - lo) && bits < w->max_bits) bits++;
        int64_t room = (1LL << bits) >> 1;
        for (int64_t si = lo; si < hi; si++) {
            int64_t mask = w->mask[si], v = w->val[si], paths = w->paths[si];
            for (int64_t avail = playable(w, mask, full, dups); avail; avail &= avail - 1) {
                int i = __builtin_ctzll(avail);
                int64_t nmask = mask | (1LL << i), rest = full ^ nmask, op = w->c_op[i];
                int64_t top = (hmax + w->sub[rest]) * w->div[rest], plus = w->add[rest],
                        times = w->mul[rest];
                int one_left = (rest & (rest - 1)) == 0;
                for (int64_t a = w->a_lo[i]; a <= w->a_hi[i]; a++) {
                    int64_t nv = apply(op, v, a);
                    if (nv < 0) continue;
                    if (rest != 0) {
                        if (nv > top) continue;
                        int64_t x = nv + plus;
                        if (x < hmin && x * times < hmin) continue;
                    }
                    if (one_left) {
                        int is_live = 0;
                        if (hmin <= nv && nv <= hmax)
                            for (int h = 0; h < nlive; h++) if (w->live[h] == nv) { is_live = 1; break; }
                        if (!is_live && (rest == 0 || !finishes(w, nv, rest, nlive))) continue;
                    }
                    int64_t key = nv * MASK_BITS + nmask;
                    uint64_t slot;
                    int64_t j = tfind(w->tab_a, g, bits, key, &slot);
                    if (j >= 0) { w->paths[j] += paths; continue; }
                    if (count == w->cap) return 1;
                    w->val[count] = nv; w->mask[count] = nmask; w->paths[count] = paths;
                    w->parent[count] = si; w->move[count] = i * STEP_BITS + a;
                    tput(w->tab_a, g, slot, key, count);
                    count++;
                    if (count - hi > room) {
                        if (bits == w->max_bits || g + 1 > GEN_MAX) return 1;
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
        w->layer_lo[layer + 1] = count;
        for (int64_t si = lo; si < hi; si++)
            for (int h = 0; h < nh; h++)
                if (w->hot[h] == w->val[si] && q->per_min[h] < 0) {
                    q->per_min[h] = layer;
                    found++;
                    witness(q, h, layer, si, w);
                }
        if (found == nh || lo == hi) break;
    }
    int b = -1;
    for (int h = 0; h < nh; h++) {
        if (q->per_min[h] < 0) continue;
        if (b < 0 || q->per_min[h] < q->per_min[b] ||
            (q->per_min[h] == q->per_min[b] && w->hot[h] > w->hot[b]))
            b = h;
    }
    q->best = b;
    if (b < 0) { q->min_cards = -1; q->plays = 0; return 0; }
    int64_t k = q->per_min[b], c = w->plays_at[b];
    q->min_cards = k;
    if (c < 0) {
        c = 0;
        for (int64_t si = w->layer_lo[k]; si < w->layer_lo[k + 1]; si++)
            if (w->val[si] == w->hot[b]) c += w->paths[si];
    }
    q->plays = c;
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
    w->next = malloc(states * sizeof(int64_t));
    w->tab_a = calloc((size_t)2 << bits, sizeof(int64_t));
    w->tab_b = calloc((size_t)2 << bits, sizeof(int64_t));
    w->tab_v = calloc((size_t)2 << bits, sizeof(int64_t));
    w->gen = 0;
}

static void work_free(Work *w) {
    free(w->val); free(w->mask); free(w->paths); free(w->parent); free(w->move); free(w->next);
    free(w->tab_a); free(w->tab_b); free(w->tab_v);
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
