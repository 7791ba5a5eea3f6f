// Choosing a move among the legal ones by clicking its pieces: a move's atoms are its words
// (split at spaces and &: `-8&+16~ draw` is -8, +16~, draw); the pieces clicked so far are a
// list of atoms, and a legal move is still offered while it holds every one of them.

/** The atoms of a move's text. */
export function atomsOf(move) {
  return move.split(/[\s&]+/).filter(Boolean);
}

/** A card atom without its flip mark: +16~ -> +16. */
export function baseOf(atom) {
  return atom.replace(/~$/, "");
}

/** Whether a move holds every picked atom (as many times as picked). */
export function holds(moveAtoms, picked) {
  const left = [...moveAtoms];
  for (const atom of picked) {
    const at = left.indexOf(atom);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** The legal moves that hold the picked atoms: the ones they make whole first. */
export function matching(moves, picked) {
  const found = moves.map((text) => ({ text, atoms: atomsOf(text) })).filter((m) => holds(m.atoms, picked));
  return found.sort((a, b) => (a.atoms.length === picked.length ? 0 : 1) - (b.atoms.length === picked.length ? 0 : 1));
}

/** The atoms picked after clicking a piece, or null when no legal move would hold them. A card
 * is taken out if picked, else added as it is or, failing that, flipped; the flip turns the
 * last picked card over; a word is added, or taken out if picked (`taking`). */
export function afterClick(moves, picked, piece, { taking = false, cards = new Set() } = {}) {
  const ok = (next) => (moves.some((m) => holds(atomsOf(m), next)) ? next : null);
  if (piece.kind === "flip") {
    const at = picked.map((a, i) => [a, i]).filter(([a]) => cards.has(baseOf(a))).pop();
    if (!at) return null;
    const [atom, i] = at;
    const next = [...picked];
    next[i] = atom.endsWith("~") ? baseOf(atom) : `${atom}~`;
    return ok(next);
  }
  if (piece.kind === "card") {
    if (taking) {
      const at = picked.map((a) => baseOf(a)).lastIndexOf(piece.text);
      return at < 0 ? null : picked.filter((_, i) => i !== at);
    }
    return ok([...picked, piece.text]) || ok([...picked, `${piece.text}~`]);
  }
  if (taking) {
    const at = picked.lastIndexOf(piece.text);
    return at < 0 ? null : picked.filter((_, i) => i !== at);
  }
  return ok([...picked, piece.text]);
}

/** The words of the legal moves that no piece offers (`draw`, `collect`, signs), in order. */
export function otherWords(moves, offered) {
  const found = [];
  for (const move of moves) {
    for (const atom of atomsOf(move)) {
      const base = baseOf(atom);
      if (!offered.has(base) && !found.includes(base)) found.push(base);
    }
  }
  return found;
}
