"""Deck censuses (issue 13): exact statistics over every deal of a deck, or a seeded sample,
run as independent chunks on Dask distributed (a LocalCluster of worker processes by default,
a user's scheduler when given), each finished chunk kept on disk so an interrupted census
resumes where it stopped.

- ranks.py: combinatorial unranking of k-card deals and seeded samples of ranks, cut in chunks;
- store.py: the --out folder (manifest of the run's parameters, one file per finished chunk);
- run.py: the Dask execution (cluster, kernel warm-up per worker, progress with rate and ETA);
- stats.py: merging exact tallies, shares with 95% intervals;
- outputs.py: the census commands' shared options and outputs (report.json, plots, stdout);
- plots.py: what the PNG plots are drawn with (matplotlib, Agg, imported only there); each
  game draws its own figure (`plot` in solvers/<game>/census.py).

The games' own parts (what one chunk computes, the report) live in
solvers/totaux/census.py and solvers/celsius/census.py. Importing this package imports
neither numpy, numba nor dask.
"""
