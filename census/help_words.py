"""The French of the census command's help (census/commands.py), the same for every game with
a census face; each game's own census words (its summary, chunks, options) are in its
help_words (help_language.HelpTable)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("census", {
    "Exact counts; 95% intervals for a sample. Finished chunks are written under --out as they "
    "arrive: an interrupted census (Ctrl-C, a killed worker, a lost scheduler) continues with "
    "--resume, and its report is the same, byte for byte. The cluster: --scheduler ADDRESS, "
    "--scheduler-file FILE or DASK_SCHEDULER_ADDRESS, else a LocalCluster on this machine's "
    "cores.":
        "Des comptes exacts ; des intervalles à 95 % pour un échantillon. Les morceaux finis "
        "sont écrits sous --out à mesure qu'ils arrivent : un recensement interrompu "
        "(Ctrl-C, un processus de calcul tué, un ordonnanceur perdu) reprend avec --resume, et "
        "son rapport est le même, octet pour octet. Le cluster : --scheduler ADRESSE, "
        "--scheduler-file FICHIER ou DASK_SCHEDULER_ADDRESS, sinon un LocalCluster sur les "
        "cœurs de cette machine.",
    "a copy to edit": "une copie à modifier",
    "A deck TOML file (default: the reference deck).":
        "Un fichier TOML de paquet (par défaut : le paquet de référence).",
    "N units drawn with --seed.": "N unités tirées avec --seed.",
    "Folder for the finished chunks (as they arrive), report.json and the figure.":
        "Dossier des morceaux finis (à mesure qu'ils arrivent), de report.json et de la "
        "figure.",
    "Continue the census in --out DIR where it stopped.":
        "Reprend le recensement de --out DOSSIER là où il s'est arrêté.",
    "A running Dask scheduler, e.g. tcp://host:8786 (default: DASK_SCHEDULER_ADDRESS, else a "
    "LocalCluster).":
        "Un ordonnanceur Dask en marche, par exemple tcp://host:8786 (par défaut : "
        "DASK_SCHEDULER_ADDRESS, sinon un LocalCluster).",
    "The scheduler file of a running cluster (dask scheduler --scheduler-file FILE).":
        "Le fichier d'ordonnanceur d'un cluster en marche (dask scheduler --scheduler-file "
        "FICHIER).",
    "Worker processes of the LocalCluster (default: one per core).":
        "Processus de calcul du LocalCluster (par défaut : un par cœur).",
    "A second deck file: the same census of it, on the same deals or sample, each figure's "
    "difference with its 95% interval.":
        "Un second fichier de paquet : le même recensement pour lui, sur les mêmes donnes ou le "
        "même échantillon, l'écart de chaque chiffre avec son intervalle à 95 %.",
    "Also write the report's tables as CSV files into DIR, with a header row.":
        "Écrit aussi les tableaux du rapport en fichiers CSV dans DOSSIER, avec une ligne "
        "d'en-tête.",
})
"""The census command's help texts in French."""
