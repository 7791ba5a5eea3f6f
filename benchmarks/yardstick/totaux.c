/* Totaux yardstick: the exact programme of solvers/totaux/kernel.py (counts, T5.1) written by
 * hand in C, single threaded, same algorithm, same pruning (bounds and exact sets, bit filter),
 * same order of work: the same states, so the same counts, fewest cards and witness states.
 * Chain: the last two layers are counted without their states, as kernel._last_two (factored
 * through the crossing card's second face; witnesses re-derived and appended after the kept
 * states). Near its memory budget the kernel keeps every layer instead; C has no budget.
 * Built with gcc -O3 by benchmarks/yardstick/compare.py, which checks its answers against the
 * numba kernel's and times both, interleaved.
 *
 * Input (stdin, whitespace separated): rounds, number of tables, then per table:
 *   variant n fa[0..n) fb[0..n) totals[0..n)          (variant 0: chain, 1: pair)
 * Output (stdout): per table one line `states | reach[L]... | counts[L]... | wit_state[L]...`,
 * then one line per round `time_ns t1 t2 ...`: the time of each table's solve (thread CPU time).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ADD = 0, SUB = 1, MUL = 2, DIV = 3 };
enum { CHAIN = 0, PAIR = 1 };
#define NMAX 12
#define THREE_LEFT 7
#define CARD_BITS 16
#define OVER (-1LL)
#define MAXC INT64_MAX
#define SMALL (1LL << 59)
#define BIG (1LL << 62)
#define RESERVED 0xFFFFFFFFLL
#define FILTER_BITS 22
#define DENSE_MAX (1LL << 20)
#define ROWS 544
#define UNCHECKED_MAX 9
#define DEDUP_BITS 9

static const uint64_t FIB = 0x9E3779B97F4A7C15ull;
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

static inline int64_t apply(int op, int64_t v, int64_t x) {
    if (op == ADD) return v + x;
    if (op == SUB) return v >= x ? v - x : -1;
    if (op == MUL) return v * x;
    return x == 0 ? -1 : quotient(v, x);
}

static inline int64_t unstep(int op, int64_t w, int64_t x) {
    if (op == ADD) return w >= x ? w - x : -1;
    if (op == SUB) return w + x;
    if (op == MUL) return x == 0 ? -1 : quotient(w, x);
    return x > 0 ? w * x : -1;
}

static inline int64_t add_count(int64_t a, int64_t b) {
    if (a == OVER || b == OVER || a > MAXC - b) return OVER;
    return a + b;
}

static inline int64_t mul_count(int64_t a, int64_t m) {
    if (a == OVER) return OVER;
    if (m <= 16 && a < SMALL) return a * m;
    if (a > MAXC / m) return OVER;
    return a * m;
}

static inline int64_t sat_mul(int64_t p, int64_t q) {
    if (p > BIG / q) return BIG;
    return p * q < BIG ? p * q : BIG;
}

static inline int popcount(int64_t m) { return __builtin_popcountll((uint64_t)m); }
static inline int lowest(int64_t m) { return __builtin_ctzll((uint64_t)m); }

/* The hash table: 2 words a slot, key then generation << 32 | index (solvers/kernel.py). */
static inline uint64_t slot_of(int64_t key, int bits) {
    return ((uint64_t)key * FIB) >> (64 - bits);
}

static inline int64_t tfind(const int64_t *t, int64_t gen, int bits, int64_t key, uint64_t *slot) {
    uint64_t wrap = (1ull << bits) - 1, s = slot_of(key, bits);
    while ((t[2 * s + 1] >> 32) == gen) {
        if (t[2 * s] == key) { *slot = s; return t[2 * s + 1] & 0xFFFFFFFFLL; }
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
        tput(t, gen + 1, slot, spare[2 * s], tag & 0xFFFFFFFFLL);
    }
}

typedef struct {
    int n, variant;
    int64_t fa[NMAX], fb[NMAX], totals[NMAX];
    /* facts */
    int64_t *bound;
    int64_t in_vals[NMAX][16], in_mult[NMAX][16], in_num[NMAX];
    int64_t fin_vals[NMAX][8], fin_mult[NMAX][8], fin_num[NMAX];
    int64_t pre[NMAX][NMAX][256], pre_num[NMAX][NMAX];
    char every[NMAX][NMAX];
    int64_t dedup[2 << DEDUP_BITS];
    /* programme */
    int64_t cap, *vals, *cnts, *links;
    int64_t *seg_lo, *seg_hi, *order, *sizes;
    int64_t reach[NMAX], counts[NMAX], wit_state[NMAX];
    int tbits_max;
    int64_t *table, *spare;
    uint64_t *filt;
    int64_t buf[256 * 32], cand[64], cadd[64], stack[128];
    int64_t count, gen;
    /* the last two layers */
    int32_t *idx, *hidx;
    int64_t rv[ROWS], rf[ROWS][2], rw[ROWS][2], rm[ROWS][2], rj[ROWS][2];
    int64_t hv[4 * ROWS + 2], hc[4 * ROWS + 2], hr[ROWS][4];
    int64_t sort_spare[ROWS], sort_filled[ROWS];
    int64_t pbuf[256], pmul[256];
    int64_t seen[NMAX][NMAX];
} Work;

static void inner_values(Work *w) {
    for (int c = 0; c < w->n; c++) {
        w->in_num[c] = 0;
        memset(w->in_mult[c], 0, sizeof w->in_mult[c]);
        int orders = w->fa[c] == w->fb[c] ? 1 : 2;
        for (int o = 0; o < orders; o++) {
            int64_t x = o == 0 ? w->fa[c] : w->fb[c], y = o == 0 ? w->fb[c] : w->fa[c];
            for (int op = 0; op < 4; op++) {
                int64_t r = apply(op, x, y);
                if (r < 0) continue;
                int k = 0;
                while (k < w->in_num[c] && w->in_vals[c][k] != r) k++;
                if (k == w->in_num[c]) { w->in_vals[c][k] = r; w->in_num[c]++; }
                w->in_mult[c][k]++;
            }
        }
    }
}

static void finish_values(Work *w) {
    for (int c = 0; c < w->n; c++) {
        int64_t num = 0, t = w->totals[c];
        memset(w->fin_mult[c], 0, sizeof w->fin_mult[c]);
        int faces = w->fa[c] == w->fb[c] ? 1 : 2;
        for (int f = 0; f < faces; f++) {
            int64_t d = f == 0 ? w->fa[c] : w->fb[c];
            for (int op = 0; op < 4; op++) {
                int64_t v = op == ADD ? t - d : op == SUB ? t + d : op == MUL ? quotient(t, d) : t * d;
                if (v < 0) continue;
                int k = 0;
                while (k < num && w->fin_vals[c][k] != v) k++;
                if (k == num) { w->fin_vals[c][k] = v; num++; }
                w->fin_mult[c][k]++;
            }
        }
        for (int i = 1; i < num; i++) {
            int64_t v = w->fin_vals[c][i], m = w->fin_mult[c][i];
            int j = i - 1;
            while (j >= 0 && w->fin_vals[c][j] > v) {
                w->fin_vals[c][j + 1] = w->fin_vals[c][j];
                w->fin_mult[c][j + 1] = w->fin_mult[c][j];
                j--;
            }
            w->fin_vals[c][j + 1] = v;
            w->fin_mult[c][j + 1] = m;
        }
        w->fin_num[c] = num;
    }
}

static void bounds(Work *w) {
    int n = w->n;
    int64_t full = (1LL << n) - 1, factor[NMAX], finish[NMAX], dbl = 0;
    for (int c = 0; c < n; c++) {
        finish[c] = (w->fa[c] > w->fb[c] ? w->fa[c] : w->fb[c]) * (w->totals[c] + 1);
        if (w->variant == CHAIN) factor[c] = w->fa[c] * w->fb[c];
        else {
            int64_t s = w->fa[c] + w->fb[c], p = w->fa[c] * w->fb[c];
            factor[c] = s > p ? s : p;
            if (w->fa[c] == w->fb[c]) dbl |= 1LL << c;
        }
    }
    int slack = w->variant == CHAIN ? 2 : 1;
    static int64_t product[1 << NMAX];
    product[0] = 1;
    for (int i = 0; i < n; i++) {
        int64_t b = 1LL << i;
        for (int64_t r = 0; r < b; r++) product[b | r] = sat_mul(product[r], factor[i]);
    }
    w->bound[full] = -1;
    for (int64_t mask = 0; mask < full; mask++) {
        int64_t rest = full ^ mask, best = -1, left = rest;
        while (left) {
            int last = lowest(left);
            left &= left - 1;
            int64_t cross = rest ^ (1LL << last);
            if (cross & dbl) { best = BIG; break; }
            int64_t b = sat_mul(product[cross], finish[last] + slack * popcount(cross));
            if (b > best) best = b;
        }
        w->bound[mask] = best;
    }
}

static int preimages(const Work *w, int c, int64_t v, int64_t *out, int k) {
    if (w->variant == CHAIN) {
        int orders = w->fa[c] == w->fb[c] ? 1 : 2;
        for (int o = 0; o < orders; o++) {
            int64_t x = o == 0 ? w->fa[c] : w->fb[c], y = o == 0 ? w->fb[c] : w->fa[c];
            for (int o2 = 0; o2 < 4; o2++) {
                int64_t m = unstep(o2, v, y);
                if (m < 0) continue;
                for (int o1 = 0; o1 < 4; o1++) {
                    int64_t p = unstep(o1, m, x);
                    if (p >= 0) out[k++] = p;
                }
            }
        }
    } else {
        for (int i = 0; i < w->in_num[c]; i++)
            for (int o1 = 0; o1 < 4; o1++) {
                int64_t p = unstep(o1, v, w->in_vals[c][i]);
                if (p >= 0) out[k++] = p;
            }
    }
    return k;
}

/* kernel.before_last: pre[c][last] holds each preimage once, in the order found (no use needs
 * them sorted), de-duplicated by a small hash table with a generation per pair. */
static void before_last(Work *w) {
    int n = w->n;
    int64_t gen = 0;
    memset(w->dedup, 0, sizeof w->dedup);
    for (int c = 0; c < n; c++)
        for (int last = 0; last < n; last++) {
            w->every[c][last] = 0;
            w->pre_num[c][last] = 0;
            if (c == last) continue;
            int64_t *row = w->pre[c][last];
            int k = 0;
            for (int f = 0; f < w->fin_num[last]; f++) {
                int64_t v = w->fin_vals[last][f];
                if (w->variant == PAIR && w->fa[c] == w->fb[c] && v == 0) w->every[c][last] = 1;
                k = preimages(w, c, v, row, k);
            }
            gen++;
            int u = 0;
            for (int i = 0; i < k; i++) {
                int64_t v = row[i];
                uint64_t slot;
                if (tfind(w->dedup, gen, DEDUP_BITS, v, &slot) >= 0) continue;
                tput(w->dedup, gen, slot, v, 0);
                row[u++] = v;
            }
            w->pre_num[c][last] = u;
        }
}

static int64_t masks_by_size(Work *w) {
    int n = w->n;
    int64_t k = 0;
    for (int size = 2; size < n; size++) {
        int64_t mask = (1LL << size) - 1;
        while (mask < (1LL << n)) {
            w->order[k] = mask;
            w->sizes[k] = size;
            k++;
            int64_t low = mask & -mask, ripple = mask + low;
            mask = (((ripple ^ mask) >> 2) >> lowest(low)) | ripple;
        }
    }
    return k;
}

/* The exact set of mask into the table (RESERVED entries): returns exact; *top, *held, *gen,
 * *bits updated (bits -1: table too small). */
static int reserve(Work *w, int64_t mask, int size, int64_t *top, int64_t *held, int64_t *gen, int *bits) {
    int n = w->n;
    int64_t full = (1LL << n) - 1, rest = full ^ mask;
    int left = popcount(rest);
    *top = 0;
    *held = 0;
    if (left > 3 || (left == 3 && n < THREE_LEFT)) return 0;
    for (int64_t r = rest; r; r &= r - 1) {
        int last = lowest(r);
        for (int64_t c = rest ^ (1LL << last); c; c &= c - 1) {
            int first = lowest(c);
            if (w->every[first][last]) return 0;
            if (left == 3 && w->variant == PAIR && w->fa[first] == w->fb[first]) {
                int third = lowest(rest ^ (1LL << last) ^ (1LL << first));
                for (int i = 0; i < w->pre_num[third][last]; i++)
                    if (w->pre[third][last][i] == 0) return 0;
            }
        }
    }
    *top = -1;
    for (int64_t r = rest; r; r &= r - 1) {
        int last = lowest(r);
        int64_t others = rest ^ (1LL << last);
        for (int kind = 0; kind < 3; kind++) {
            for (int64_t c = kind > 0 ? others : 1; c; c &= c - 1) {
                int first = kind > 0 ? lowest(c) : 0;
                int k = 0;
                if (kind == 0) {
                    if (size >= 2)
                        for (int i = 0; i < w->fin_num[last]; i++) w->buf[k++] = w->fin_vals[last][i];
                } else if (kind == 1) {
                    for (int i = 0; i < w->pre_num[first][last]; i++) w->buf[k++] = w->pre[first][last][i];
                } else if (left == 3) {
                    int second = lowest(others ^ (1LL << first));
                    for (int i = 0; i < w->pre_num[second][last]; i++)
                        k = preimages(w, first, w->pre[second][last][i], w->buf, k);
                }
                for (int i = 0; i < k; i++) {
                    int64_t v = w->buf[i];
                    uint64_t slot;
                    if (tfind(w->table, *gen, *bits, v, &slot) >= 0) continue;
                    tput(w->table, *gen, slot, v, RESERVED);
                    (*held)++;
                    if (v > *top) *top = v;
                    if (2 * *held > (1LL << *bits)) {
                        if (*bits + 1 > w->tbits_max) { *bits = -1; return 1; }
                        tdouble(w->table, w->spare, *gen, *bits);
                        (*gen)++;
                        (*bits)++;
                    }
                }
            }
        }
    }
    return 1;
}

static void filter_fill(Work *w, int64_t gen, int bits, int fbits) {
    uint64_t shift = 64 - fbits;
    for (uint64_t s = 0; s < (1ull << bits); s++)
        if ((w->table[2 * s + 1] >> 32) == gen) {
            uint64_t h = ((uint64_t)w->table[2 * s] * FIB) >> shift;
            w->filt[h >> 6] |= 1ull << (h & 63);
        }
}

static void sort_segment(Work *w, int64_t lo, int64_t hi) {
    int64_t *vals = w->vals, *cnts = w->cnts, *links = w->links, *stack = w->stack;
    int top = 2;
    stack[0] = lo;
    stack[1] = hi - 1;
    while (top > 0) {
        top -= 2;
        int64_t a = stack[top], b = stack[top + 1];
        while (b - a >= 16) {
            int64_t m = (a + b) >> 1, pivot = vals[m], i = a, j = b;
            while (i <= j) {
                while (vals[i] < pivot) i++;
                while (vals[j] > pivot) j--;
                if (i <= j) {
                    int64_t tv = vals[i]; vals[i] = vals[j]; vals[j] = tv;
                    int64_t tl = links[i]; links[i] = links[j]; links[j] = tl;
                    int64_t tc = cnts[i]; cnts[i] = cnts[j]; cnts[j] = tc;
                    i++;
                    j--;
                }
            }
            if (j - a > b - i) { stack[top] = a; stack[top + 1] = j; top += 2; a = i; }
            else { stack[top] = i; stack[top + 1] = b; top += 2; b = j; }
        }
        for (int64_t i = a + 1; i <= b; i++) {
            int64_t v = vals[i], ln = links[i], cn = cnts[i], k = i - 1;
            while (k >= a && vals[k] > v) {
                vals[k + 1] = vals[k]; links[k + 1] = links[k]; cnts[k + 1] = cnts[k];
                k--;
            }
            vals[k + 1] = v; links[k + 1] = ln; cnts[k + 1] = cn;
        }
    }
}

static inline int64_t find(const int64_t *vals, int64_t lo, int64_t hi, int64_t v) {
    int64_t a = lo, b = hi;
    while (a < b) {
        int64_t m = (a + b) >> 1;
        if (vals[m] < v) a = m + 1; else b = m;
    }
    return a < hi && vals[a] == v ? a : -1;
}

static void grow_states(Work *w) {
    w->cap *= 2;
    w->vals = realloc(w->vals, w->cap * sizeof(int64_t));
    w->cnts = realloc(w->cnts, w->cap * sizeof(int64_t));
    w->links = realloc(w->links, w->cap * sizeof(int64_t));
}


/* kernel._weighted_preimages */
static int wpreimages(const Work *w, int c, int64_t v, int64_t *out, int64_t *outm) {
    int k = 0;
    if (w->variant == CHAIN) {
        int orders = w->fa[c] == w->fb[c] ? 1 : 2;
        for (int o = 0; o < orders; o++) {
            int64_t x = o == 0 ? w->fa[c] : w->fb[c], y = o == 0 ? w->fb[c] : w->fa[c];
            for (int o2 = 0; o2 < 4; o2++) {
                int64_t m = unstep(o2, v, y);
                if (m < 0) continue;
                for (int o1 = 0; o1 < 4; o1++) {
                    int64_t p = unstep(o1, m, x);
                    if (p >= 0) { out[k] = p; outm[k] = 1; k++; }
                }
            }
        }
    } else {
        for (int i = 0; i < w->in_num[c]; i++)
            for (int o1 = 0; o1 < 4; o1++) {
                int64_t p = unstep(o1, v, w->in_vals[c][i]);
                if (p >= 0) { out[k] = p; outm[k] = w->in_mult[c][i]; k++; }
            }
    }
    return k;
}

/* kernel._dense_top */
static int64_t dense_top(const Work *w) {
    int64_t top = 0;
    for (int c = 0; c < w->n; c++) {
        for (int i = 0; i < w->fin_num[c]; i++) if (w->fin_vals[c][i] > top) top = w->fin_vals[c][i];
        for (int last = 0; last < w->n; last++) {
            if (c == last) continue;
            if (w->every[c][last]) return -1;
            for (int i = 0; i < w->pre_num[c][last]; i++)
                if (w->pre[c][last][i] > top) top = w->pre[c][last][i];
        }
    }
    return top;
}

/* kernel._sort_values: sort a[:k] in place, each value once; returns how many distinct values
 * it holds. By rank: a value's place is the number of values below it, counted by a loop
 * without branches that the compiler vectorizes (k is at most a few hundred); equal values take
 * the same place. spare and filled: scratch of k entries. */
static int sort_values(int64_t *a, int k, int64_t *spare, int64_t *filled) {
    for (int i = 0; i < k; i++) filled[i] = 0;
    for (int i = 0; i < k; i++) {
        int64_t v = a[i], r = 0;
        for (int j = 0; j < k; j++) r += a[j] < v;
        spare[r] = v;
        filled[r] = 1;
    }
    int u = 0;
    for (int i = 0; i < k; i++) {
        a[u] = spare[i];
        u += filled[i];
    }
    return u;
}

/* kernel._rows_of: the exact set of the mask with a and b left, with its weights. */
static int rows_of(Work *w, int a, int b) {
    int64_t full = (1LL << w->n) - 1;
    int r = 0;
    for (int i = 0; i < 2; i++) {
        int last = i == 0 ? a : b, other = i == 0 ? b : a;
        for (int kind = 0; kind < 2; kind++) {
            int64_t num = kind == 0 ? w->fin_num[last] : w->pre_num[other][last];
            for (int j = 0; j < num; j++) {
                int64_t v = kind == 0 ? w->fin_vals[last][j] : w->pre[other][last][j];
                if (w->idx[v] >= 0) continue;
                w->idx[v] = r;
                w->rv[r++] = v;
            }
        }
    }
    sort_values(w->rv, r, w->sort_spare, w->sort_filled);
    for (int t = 0; t < r; t++) {
        w->idx[w->rv[t]] = t;
        for (int i = 0; i < 2; i++) w->rf[t][i] = w->rw[t][i] = w->rm[t][i] = w->rj[t][i] = 0;
    }
    for (int i = 0; i < 2; i++) {
        int last = i == 0 ? a : b, other = i == 0 ? b : a;
        int64_t top = w->bound[full ^ (1LL << last)];
        for (int j = 0; j < w->fin_num[last]; j++) {
            int64_t v = w->fin_vals[last][j];
            w->rf[w->idx[v]][i] = w->fin_mult[last][j];
            w->rj[w->idx[v]][i] = 1LL << j;
            if (v > top) continue;
            int k = wpreimages(w, other, v, w->pbuf, w->pmul);
            for (int t = 0; t < k; t++) {
                int q = w->idx[w->pbuf[t]];
                w->rw[q][i] += w->fin_mult[last][j] * w->pmul[t];
                w->rm[q][i] |= 1LL << j;
            }
        }
    }
    return r;
}

/* kernel._first_parent */
static int64_t first_parent(Work *w, int64_t mask, int64_t u) {
    for (int64_t c = mask; c; c &= c - 1) {
        int card = lowest(c);
        int64_t prev = mask ^ (1LL << card), lo = w->seg_lo[prev], hi = w->seg_hi[prev], best = -1;
        if (lo < 0) continue;
        int k = wpreimages(w, card, u, w->pbuf, w->pmul);
        for (int t = 0; t < k; t++) {
            int64_t s = find(w->vals, lo, hi, w->pbuf[t]);
            if (s >= 0 && (best < 0 || s < best)) best = s;
        }
        if (best >= 0) return best * CARD_BITS + card;
    }
    return -1;
}

/* kernel._factored_mask: a card c crosses v as `(v o1 x) o2 y`; per second face y the writings
 * of the states are summed by w = v o1 x into entries (hidx: w -> entry, hc: the sums), then each
 * row u takes the sums of the four w with `w o2 y == u` (hr: their entries) times its weights.
 * Branch-free where it is hot: hidx[w] = 0 sends a value no row needs to entry 0, a sink never
 * read; a row's illegal step goes to entry 1, never added to; hidx[guard] is always 0 and every
 * value out of range is clamped to it. Counts saturate only when checked (more than
 * UNCHECKED_MAX cards: below that no count passes int64). Every entry is 0 again on return. */
static int64_t factored_mask(Work *w, int64_t mask, int a, int b, int nrows, uint64_t guard, int checked) {
    int n = w->n;
    int64_t bits = 0, top = w->bound[mask];
    if (nrows == 0) return 0;
    /* Rows are sorted by value: those up to the bound can be reached. */
    int live = 0;
    while (live < nrows && w->rv[live] <= top) live++;
    for (int y = 1; y <= 6; y++) {
        int uses = 0;
        for (int c = 0; c < n; c++)
            if (((mask >> c) & 1) && w->seg_lo[mask ^ (1LL << c)] >= 0 && (w->fa[c] == y || w->fb[c] == y)) uses = 1;
        if (!uses) continue;
        /* The entries of the w from which `w o2 y` is a row. */
        int nh = 2;
        for (int r = 0; r < live; r++) {
            int64_t u = w->rv[r];
            for (int o2 = 0; o2 < 4; o2++) {
                uint64_t uw = (uint64_t)unstep(o2, u, y);
                if (uw > guard) uw = guard;
                int64_t h = w->hidx[uw];
                if (h == 0) {
                    if (uw == guard) h = 1;
                    else {
                        h = nh++;
                        w->hidx[uw] = (int32_t)h;
                        w->hv[h] = (int64_t)uw;
                    }
                }
                w->hr[r][o2] = h;
            }
        }
        for (int c = 0; c < n; c++) {
            if (!((mask >> c) & 1)) continue;
            int64_t prev = mask ^ (1LL << c);
            if (w->seg_lo[prev] < 0) continue;
            for (int o = 0; o < (w->fa[c] == w->fb[c] ? 1 : 2); o++) {
                int64_t x = o == 0 ? w->fa[c] : w->fb[c];
                if ((o == 0 ? w->fb[c] : w->fa[c]) != y) continue;
                for (int64_t s = w->seg_lo[prev]; s < w->seg_hi[prev]; s++) {
                    int64_t v = w->vals[s], paths = w->cnts[s];
                    for (int o1 = 0; o1 < 4; o1++) {
                        int64_t wv = o1 == ADD ? v + x : o1 == SUB ? v - x : o1 == MUL ? v * x : quotient(v, x);
                        uint64_t uw = (uint64_t)wv < guard ? (uint64_t)wv : guard;
                        uint64_t h = (uint64_t)w->hidx[uw];
                        if (checked) w->hc[h] = add_count(w->hc[h], paths);
                        else w->hc[h] += paths;
                    }
                }
            }
        }
        for (int r = 0; r < live; r++) {
            int64_t rbits = w->rj[r][0] | w->rj[r][1] << 8 | w->rm[r][0] << 16 | w->rm[r][1] << 24;
            int64_t w0 = w->rf[r][0] + w->rw[r][0], w1 = w->rf[r][1] + w->rw[r][1];
            const int64_t *e = w->hr[r], *hc = w->hc;
            if (checked) {
                int64_t got = add_count(add_count(hc[e[0]], hc[e[1]]), add_count(hc[e[2]], hc[e[3]]));
                if (got != 0) {
                    bits |= rbits;
                    if (w0 > 0) w->counts[a] = add_count(w->counts[a], mul_count(got, w0));
                    if (w1 > 0) w->counts[b] = add_count(w->counts[b], mul_count(got, w1));
                }
            } else {
                int64_t got = hc[e[0]] + hc[e[1]] + hc[e[2]] + hc[e[3]];
                bits |= rbits * (got != 0);
                w->counts[a] += got * w0;
                w->counts[b] += got * w1;
            }
        }
        w->hc[0] = 0;
        for (int h = 2; h < nh; h++) {
            w->hidx[w->hv[h]] = 0;
            w->hc[h] = 0;
        }
    }
    return bits;
}

/* kernel._last_two, the factored path: masks order[first:] of n - 2 cards, then the layer of
 * n - 1 cards; witness states appended at w->count. */
static void last_two(Work *w, int64_t first, int64_t norder, int64_t top) {
    int n = w->n;
    int64_t full = (1LL << n) - 1, count = w->count;
    /* factored_mask's table: w < 6 * (top + 1) (w = u x y, u a row, y <= 6), then its guard. */
    uint64_t guard = 6 * (uint64_t)(top + 2);
    int checked = n > UNCHECKED_MAX;
    memset(w->seen, 0, sizeof w->seen);
    for (int64_t oi = first; oi < norder; oi++) {
        int64_t mask = w->order[oi];
        if (w->sizes[oi] != n - 2) break;
        w->seg_lo[mask] = -2;
        int64_t rest = full ^ mask;
        int a = lowest(rest), b = lowest(rest ^ (1LL << a));
        int nrows = rows_of(w, a, b);
        for (int r = 0; r < nrows; r++) w->idx[w->rv[r]] = -1;
        int64_t bits = factored_mask(w, mask, a, b, nrows, guard, checked);
        for (int i = 0; i < 2; i++) {
            int last = i == 0 ? a : b, other = i == 0 ? b : a;
            int64_t direct = (bits >> (8 * i)) & 0xFF;
            if (direct && w->reach[last] < 0) {
                w->reach[last] = n - 1;
                if (count + 2 > w->cap) grow_states(w);
                w->vals[count] = w->fin_vals[last][lowest(direct)];
                w->links[count] = first_parent(w, mask, w->vals[count]);
                w->cnts[count] = 0;
                w->wit_state[last] = count++;
            }
            w->seen[last][other] |= (bits >> (16 + 8 * i)) & 0xFF;
        }
    }
    for (int last = 0; last < n; last++) {
        int64_t uni = 0;
        w->seg_lo[full ^ (1LL << last)] = -2;
        for (int c = 0; c < n; c++) uni |= w->seen[last][c];
        if (uni == 0 || w->reach[last] >= 0) continue;
        int j = lowest(uni), c = 0;
        while (!((w->seen[last][c] >> j) & 1)) c++;
        w->reach[last] = n;
        int64_t mask = full ^ (1LL << last) ^ (1LL << c);
        int a = c < last ? c : last;
        int nrows = rows_of(w, a, c < last ? last : c), i = last == a ? 0 : 1;
        for (int r = 0; r < nrows; r++) w->idx[w->rv[r]] = -1;
        int64_t tv = -1, tl = -1;
        for (int r = 0; r < nrows; r++)
            if (((w->rm[r][i] >> j) & 1) && w->rv[r] <= w->bound[mask]) {
                int64_t link = first_parent(w, mask, w->rv[r]);
                if (link >= 0) { tv = w->rv[r]; tl = link; break; }
            }
        if (count + 2 > w->cap) grow_states(w);
        w->vals[count] = tv;
        w->links[count] = tl;
        w->cnts[count] = 0;
        w->vals[count + 1] = w->fin_vals[last][j];
        w->links[count + 1] = count * CARD_BITS + c;
        w->cnts[count + 1] = 0;
        w->wit_state[last] = count + 1;
        count += 2;
    }
    w->count = count;
}

/* The exact programme with counts (kernel.build); the work arrays are sized for it. */
static void programme(Work *w) {
    int n = w->n, variant = w->variant;
    int64_t full = (1LL << n) - 1;
    bounds(w);
    inner_values(w);
    finish_values(w);
    before_last(w);
    for (int64_t m = 0; m <= full; m++) { w->seg_lo[m] = -1; w->seg_hi[m] = -1; }
    for (int c = 0; c < n; c++) { w->reach[c] = -1; w->counts[c] = 0; w->wit_state[c] = -1; }
    int fb_max = n >= THREE_LEFT ? FILTER_BITS : 14;
    memset(w->filt, 0, (size_t)(1 << (fb_max - 6)) * sizeof(uint64_t));
    int64_t gen = w->gen, count = 0;
    for (int c = 0; c < n; c++) {
        int64_t mask = 1LL << c, lo = count, top, held;
        int bits = 10;
        gen++;
        int exact = reserve(w, mask, 1, &top, &held, &gen, &bits);
        int64_t limit = exact ? (top < w->bound[mask] ? top : w->bound[mask]) : w->bound[mask];
        int faces = w->fa[c] == w->fb[c] ? 1 : 2;
        for (int f = 0; f < faces; f++) {
            int64_t v = f == 0 ? (w->fa[c] < w->fb[c] ? w->fa[c] : w->fb[c]) : (w->fa[c] > w->fb[c] ? w->fa[c] : w->fb[c]);
            uint64_t slot;
            if (v > limit || (exact && tfind(w->table, gen, bits, v, &slot) < 0)) continue;
            w->vals[count] = v;
            w->cnts[count] = 1;
            w->links[count] = -CARD_BITS + c;
            count++;
        }
        if (count > lo) { w->seg_lo[mask] = lo; w->seg_hi[mask] = count; }
    }
    int64_t norder = masks_by_size(w), missing = n, end = norder;
    int64_t top = variant == CHAIN && n >= 4 ? dense_top(w) : -1;
    int last2 = top >= 0 && top <= DENSE_MAX;
    if (last2) {
        end = 0;
        while (w->sizes[end] < n - 2) end++;
    }
    for (int64_t oi = 0; oi < end; oi++) {
        int64_t mask = w->order[oi], lo = count, size = w->sizes[oi], parents = 0;
        gen++;
        for (int64_t c = mask; c; c &= c - 1) {
            int64_t prev = mask ^ (1LL << lowest(c));
            if (w->seg_lo[prev] >= 0) parents += w->seg_hi[prev] - w->seg_lo[prev];
        }
        if (parents == 0) continue;
        int bits = 10;
        while ((1LL << bits) < 2 * parents && bits < w->tbits_max) bits++;
        int64_t top, held;
        int exact = reserve(w, mask, (int)size, &top, &held, &gen, &bits);
        if (bits < 0) { fprintf(stderr, "table too small\n"); exit(3); }
        int fbits = 0;
        if (exact) {
            fbits = 12;
            while ((1LL << fbits) < 16 * held && fbits < fb_max) fbits++;
            filter_fill(w, gen, bits, fbits);
        }
        int64_t limit = exact ? (top < w->bound[mask] ? top : w->bound[mask]) : w->bound[mask];
        uint64_t ulimit = (uint64_t)limit, fshift = 64 - fbits;
        for (int c = 0; c < n && limit >= 0; c++) {
            if (!((mask >> c) & 1)) continue;
            int64_t prev = mask ^ (1LL << c);
            if (w->seg_lo[prev] < 0) continue;
            int64_t x0 = w->fa[c], y0 = w->fb[c];
            int dbl = x0 == y0;
            for (int64_t s = w->seg_lo[prev]; s < w->seg_hi[prev]; s++) {
                int64_t v = w->vals[s], paths = w->cnts[s], link = s * CARD_BITS + c, before = count;
                int64_t *cand = w->cand, *cadd = w->cadd;
                int k = 0;
                if (count + 64 > w->cap) grow_states(w);
                if (variant == CHAIN) {
                    for (int o = 0; o < (dbl ? 1 : 2); o++) {
                        int64_t x = o == 0 ? x0 : y0, y = o == 0 ? y0 : x0;
                        for (int o1 = 0; o1 < 4; o1++) {
                            int64_t wv = o1 == ADD ? v + x : o1 == SUB ? v - x : o1 == MUL ? v * x : quotient(v, x);
                            if (wv < 0) continue;
                            int64_t u;
                            u = wv + y; cand[k] = u; k += (uint64_t)u <= ulimit;
                            u = wv - y; cand[k] = u; k += (uint64_t)u <= ulimit;
                            u = wv * y; cand[k] = u; k += (uint64_t)u <= ulimit;
                            u = quotient(wv, y); cand[k] = u; k += (uint64_t)u <= ulimit;
                        }
                    }
                } else {
                    for (int i = 0; i < w->in_num[c]; i++) {
                        int64_t x = w->in_vals[c][i], add = mul_count(paths, w->in_mult[c][i]), u;
                        u = v + x; cand[k] = u; cadd[k] = add; k += (uint64_t)u <= ulimit;
                        u = v - x; cand[k] = u; cadd[k] = add; k += (uint64_t)u <= ulimit;
                        u = v * x; cand[k] = u; cadd[k] = add; k += (uint64_t)u <= ulimit;
                        if (x > 0) { u = quotient(v, x); cand[k] = u; cadd[k] = add; k += (uint64_t)u <= ulimit; }
                    }
                }
                if (exact) {
                    int kept = 0;
                    for (int t = 0; t < k; t++) {
                        int64_t u = cand[t];
                        uint64_t h = ((uint64_t)u * FIB) >> fshift;
                        cand[kept] = u;
                        cadd[kept] = cadd[t];
                        kept += (w->filt[h >> 6] >> (h & 63)) & 1;
                    }
                    k = kept;
                }
                for (int t = 0; t < k; t++) {
                    int64_t u = cand[t], add = variant == CHAIN ? paths : cadd[t];
                    uint64_t slot;
                    int64_t j = tfind(w->table, gen, bits, u, &slot);
                    if (j >= 0 && j != RESERVED) { w->cnts[j] = add_count(w->cnts[j], add); continue; }
                    if (j < 0 && exact) continue;
                    w->vals[count] = u;
                    w->cnts[count] = add;
                    w->links[count] = link;
                    tput(w->table, gen, slot, u, count);
                    count++;
                }
                if (!exact && count > before && 2 * (count - lo) > (1LL << bits)) {
                    if (bits == w->tbits_max) { fprintf(stderr, "table too small\n"); exit(3); }
                    tdouble(w->table, w->spare, gen, bits);
                    gen++;
                    bits++;
                }
            }
        }
        if (exact) memset(w->filt, 0, (size_t)((1LL << fbits) >> 6) * sizeof(uint64_t));
        if (count == lo) continue;
        sort_segment(w, lo, count);
        w->seg_lo[mask] = lo;
        w->seg_hi[mask] = count;
        for (int64_t r = full ^ mask; r; r &= r - 1) {
            int last = lowest(r);
            for (int k = 0; k < w->fin_num[last]; k++) {
                int64_t s = find(w->vals, lo, count, w->fin_vals[last][k]);
                if (s < 0) continue;
                w->counts[last] = add_count(w->counts[last], mul_count(w->cnts[s], w->fin_mult[last][k]));
                if (w->reach[last] < 0) {
                    w->reach[last] = size + 1;
                    w->wit_state[last] = s;
                    missing--;
                }
            }
        }
    }
    w->count = count;
    w->gen = gen;
    if (last2) last_two(w, end, norder, top);
}

static int64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

typedef struct { int variant, n; int64_t fa[NMAX], fb[NMAX], totals[NMAX]; } Table;

int main(void) {
    long rounds, ntab;
    if (scanf("%ld %ld", &rounds, &ntab) != 2) return 2;
    Table *tabs = calloc(ntab, sizeof(Table));
    for (long p = 0; p < ntab; p++) {
        Table *t = &tabs[p];
        if (scanf("%d %d", &t->variant, &t->n) != 2 || t->n < 3 || t->n > NMAX) return 2;
        for (int i = 0; i < t->n; i++) if (scanf("%ld", &t->fa[i]) != 1) return 2;
        for (int i = 0; i < t->n; i++) if (scanf("%ld", &t->fb[i]) != 1) return 2;
        for (int i = 0; i < t->n; i++) if (scanf("%ld", &t->totals[i]) != 1) return 2;
    }
    divisors();
    Work *w = calloc(1, sizeof(Work));
    w->cap = 1024;
    w->vals = malloc(w->cap * sizeof(int64_t));
    w->cnts = malloc(w->cap * sizeof(int64_t));
    w->links = malloc(w->cap * sizeof(int64_t));
    w->bound = malloc(sizeof(int64_t) << NMAX);
    w->seg_lo = malloc(sizeof(int64_t) << NMAX);
    w->seg_hi = malloc(sizeof(int64_t) << NMAX);
    w->order = malloc(sizeof(int64_t) << NMAX);
    w->sizes = malloc(sizeof(int64_t) << NMAX);
    w->tbits_max = 20;
    w->table = calloc(2ull << w->tbits_max, sizeof(int64_t));
    w->spare = calloc(2ull << w->tbits_max, sizeof(int64_t));
    w->filt = calloc(1 << (FILTER_BITS - 6), sizeof(uint64_t));
    w->idx = malloc((DENSE_MAX + 1) * sizeof(int32_t));
    w->hidx = calloc(6 * (DENSE_MAX + 2) + 1, sizeof(int32_t));
    memset(w->idx, 0xFF, (DENSE_MAX + 1) * sizeof(int32_t));
    int64_t *times = calloc(rounds * ntab, sizeof(int64_t));
    char **lines = calloc(ntab, sizeof(char *));
    for (long r = 0; r < rounds; r++)
        for (long p = 0; p < ntab; p++) {
            Table *t = &tabs[p];
            int64_t start = now_ns();
            w->n = t->n;
            w->variant = t->variant;
            memcpy(w->fa, t->fa, sizeof t->fa);
            memcpy(w->fb, t->fb, sizeof t->fb);
            memcpy(w->totals, t->totals, sizeof t->totals);
            programme(w);
            times[r * ntab + p] = now_ns() - start;
            if (r == 0) {
                char *line = malloc(4096);
                int len = sprintf(line, "%ld |", (long)w->count);
                for (int c = 0; c < t->n; c++) len += sprintf(line + len, " %ld", (long)w->reach[c]);
                len += sprintf(line + len, " |");
                for (int c = 0; c < t->n; c++) len += sprintf(line + len, " %ld", (long)w->counts[c]);
                len += sprintf(line + len, " |");
                for (int c = 0; c < t->n; c++) len += sprintf(line + len, " %ld", (long)w->wit_state[c]);
                lines[p] = line;
            }
        }
    for (long p = 0; p < ntab; p++) printf("%s\n", lines[p]);
    for (long r = 0; r < rounds; r++) {
        printf("time_ns");
        for (long p = 0; p < ntab; p++) printf(" %ld", (long)times[r * ntab + p]);
        printf("\n");
    }
    return 0;
}
