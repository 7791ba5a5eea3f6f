"""The words of the census machinery, in English and French: two decks compared figure by
figure (versus.py) and the refusals of the census's options, folders and cluster (outputs.py,
commands.py, tables.py, store.py, stats.py, cluster.py). A game's own census text is its census
face's. Keywords (`store=`, `resume=True`), flags and paths stay as they are in both languages:
the command line rewrites keywords into its flags (commands.InFlags)."""
from __future__ import annotations

import errno
from dataclasses import dataclass

from deckmath.solvers.words import Said, Table, Words

WORDS = Table(
    "census",
    en={
        # two decks compared (versus.py)
        "versus.head": "{game} census, {first} against {second} (difference: second minus "
                       "first; * where the 95% interval leaves out 0)",
        "versus.exact": "exact",
        "versus.axis": "% (* : the difference is significant at 95%)",
        "versus.title": "{game} census: two decks on the same {mode}",
        "mode.all": "all",
        "mode.all-hands": "all-hands",
        "mode.sample": "sample",
        # a census's progress on stderr (commands.Printer, progress.Counter)
        "progress.resuming": "resuming: {done} of {total} chunks already counted",
        "progress.start": "{title}: {todo} {unit} to do in {chunks} on {where}",
        "progress.chunks.one": "{n} chunk",
        "progress.chunks.many": "{n} chunks",
        "progress.dashboard": "Dask dashboard: {link}",
        "progress.figures": "{share} ({done} of {total} {unit}), {rate} {unit}/s, ETA {eta}",
        "progress.done": "done in {time}",
        # a census's progress bar in a notebook (progress.NotebookBar)
        "progress.where": "{title}: {chunks} on {where}",
        "progress.dashboard.link": "Dask dashboard",
        "where.here": "this machine, in this process",
        "where.local": "{n} local worker processes",
        "where.local.one": "{n} local worker processes",
        "where.cluster": "the cluster at {address}",
        "where.callers": "the caller's cluster",
        "unit.games": "games",
        "unit.positions": "positions",
        "unit.deals": "deals",
        "unit.hands": "hands",
        "unit.rounds": "rounds",
        # options (outputs.py, commands.py, stats.py)
        "resume_out": "--resume continues the census in --out DIR: give --out",
        "workers_scheduler": "--workers sizes the LocalCluster: it does not go with --scheduler",
        "workers_range": "--workers {size}: give 1 to {most} worker processes",
        "both_schedulers": "give scheduler=ADDRESS or scheduler_file=FILE, not both",
        "seed_range": "seed={value}: give 0 to {most}",
        # folders (tables.py, store.py)
        "csv_file": "csv={folder} is a file, not a folder",
        "csv_write": "csv={folder}: cannot write there ({error})",
        "permission": "permission denied",
        "os.ENOENT": "No such file or directory",
        "os.EACCES": "Permission denied",
        "os.EISDIR": "Is a directory",
        "os.ENOTDIR": "Not a directory",
        "os.ENOSPC": "No space left on device",
        "os.EROFS": "Read-only file system",
        "store_file": "store={where} is a file, not a folder",
        "store_held": "store={where} already holds a census: give resume=True to continue it, "
                      "or an empty folder",
        "store_unread": "resume=True: {where}/{manifest} cannot be read ({error})",
        "store_other": "resume=True: {where} holds another census ({difference}); give its "
                       "parameters or another --out folder",
        "store_differs": "{key} is {there} there, {here} here",
        "store_same": "same parameters",
        "store_not_empty": "store={where} is not empty and holds no census ({manifest}): give "
                           "an empty or new folder",
        "store_write": "store={where}: cannot write there ({error})",
        # the cluster (cluster.py)
        "no_address": "scheduler={address}: cannot connect (no address given)",
        "cannot_connect": "scheduler={address}: cannot connect ({error})",
        "file_unread": "scheduler_file={file}: cannot connect (cannot read it: {error})",
        "file_not_json": "scheduler_file={file}: cannot connect (not a Dask scheduler file: not "
                         "JSON)",
        "file_no_address": "scheduler_file={file}: cannot connect (not a Dask scheduler file: "
                           "no address)",
        "kept_in": "the chunks done are kept in {folder}: continue with resume=True",
        "kept_none": "give store=DIR to keep finished chunks",
        "killed": "a chunk of the census killed its worker each time it was tried ({error}); "
                  "{kept}",
        "no_import": "the cluster's workers cannot import {module}: install deckmath on every "
                     "worker",
        "no_worker": "no worker joined the scheduler within {seconds} s",
        "lost": "lost the connection to the Dask scheduler; {kept}",
        "lost_because": "lost the connection to the Dask scheduler ({error}); {kept}",
        "address_form": "scheduler={address}: write tcp://host:port, e.g. tcp://10.0.0.5:8786",
        "port_range": "scheduler={address}: port {port} is outside 1..65535",
    },
    fr={
        "versus.head": "recensement de {game}, {first} contre {second} (différence : le second "
                       "moins le premier ; * là où l'intervalle à 95 % exclut 0)",
        "versus.exact": "exact",
        "versus.axis": "% (* : la différence est significative à 95 %)",
        "versus.title": "recensement de {game} : deux paquets sur {mode}",
        "mode.all": "toutes les donnes",
        "mode.all-hands": "toutes les mains",
        "mode.sample": "le même échantillon",
        "progress.resuming": "reprise : {done} morceaux sur {total} déjà comptés",
        "progress.start": "{title} : {todo} {unit} à compter en {chunks} sur {where}",
        "progress.chunks.one": "{n} morceau",
        "progress.chunks.many": "{n} morceaux",
        "progress.dashboard": "tableau de bord Dask : {link}",
        "progress.figures": "{share} ({done} sur {total} {unit}), {rate} {unit}/s, fin dans "
                            "{eta}",
        "progress.done": "fini en {time}",
        "progress.where": "{title} : {chunks} sur {where}",
        "progress.dashboard.link": "tableau de bord Dask",
        "where.here": "cette machine, dans ce processus",
        "where.local": "{n} processus locaux",
        "where.local.one": "{n} processus local",
        "where.cluster": "le cluster à {address}",
        "where.callers": "le cluster de l'appelant",
        "unit.games": "parties",
        "unit.positions": "positions",
        "unit.deals": "donnes",
        "unit.hands": "mains",
        "unit.rounds": "manches",
        "resume_out": "`--resume` reprend le recensement dans le dossier de `--out` : donnez "
                      "`--out`",
        "workers_scheduler": "`--workers` dimensionne le LocalCluster : cela ne va pas avec "
                             "`--scheduler`",
        "workers_range": "`--workers` {size} : donnez de 1 à {most} processus",
        "both_schedulers": "donnez `scheduler=ADDRESS` ou `scheduler_file=FILE`, pas les deux",
        "seed_range": "`seed={value}` : donnez un nombre de 0 à {most}",
        "csv_file": "`csv={folder}` est un fichier, pas un dossier",
        "csv_write": "`csv={folder}` : impossible d'y écrire ({error})",
        "permission": "permission refusée",
        "os.ENOENT": "fichier ou dossier introuvable",
        "os.EACCES": "permission refusée",
        "os.EISDIR": "c'est un dossier",
        "os.ENOTDIR": "ce n'est pas un dossier",
        "os.ENOSPC": "plus de place sur le disque",
        "os.EROFS": "système de fichiers en lecture seule",
        "store_file": "`store={where}` est un fichier, pas un dossier",
        "store_held": "`store={where}` contient déjà un recensement : donnez `resume=True` "
                      "pour le "
                      "reprendre, ou un dossier vide",
        "store_unread": "`resume=True` : {where}/{manifest} est illisible ({error})",
        "store_other": "`resume=True` : {where} contient un autre recensement ({difference}) ; "
                       "donnez ses paramètres ou un autre dossier `--out`",
        "store_differs": "{key} vaut {there} là-bas, {here} ici",
        "store_same": "mêmes paramètres",
        "store_not_empty": "`store={where}` n'est pas vide et ne contient aucun recensement "
                           "({manifest}) : donnez un dossier vide ou nouveau",
        "store_write": "`store={where}` : impossible d'y écrire ({error})",
        "no_address": "`scheduler={address}` : connexion impossible (aucune adresse donnée)",
        "cannot_connect": "`scheduler={address}` : connexion impossible ({error})",
        "file_unread": "`scheduler_file={file}` : connexion impossible (fichier illisible : "
                       "{error})",
        "file_not_json": "`scheduler_file={file}` : connexion impossible (ce n'est pas un "
                         "fichier de scheduler Dask : pas du JSON)",
        "file_no_address": "`scheduler_file={file}` : connexion impossible (ce n'est pas un "
                           "fichier de scheduler Dask : aucune adresse)",
        "kept_in": "les morceaux finis sont gardés dans {folder} : reprenez avec `resume=True`",
        "kept_none": "donnez `store=DIR` pour garder les morceaux finis",
        "killed": "un morceau du recensement a fait tomber son processus à chaque essai "
                  "({error}) ; {kept}",
        "no_import": "les processus du cluster ne peuvent pas importer {module} : installez "
                     "deckmath sur chacun",
        "no_worker": "aucun processus n'a rejoint le scheduler en {seconds} s",
        "lost": "connexion au scheduler Dask perdue ; {kept}",
        "lost_because": "connexion au scheduler Dask perdue ({error}) ; {kept}",
        "address_form": "`scheduler={address}` : écrivez tcp://hôte:port, par exemple "
                        "tcp://10.0.0.5:8786",
        "port_range": "`scheduler={address}` : le port {port} n'est pas entre 1 et 65535",
    },
)


def unit_name(say: Words, unit: str) -> str:
    """What a census or a ladder counts (`games`, `deals`), in the words' language; a unit
    these words do not know as it is."""
    key = f"unit.{unit}"
    return say(key) if key in say.templates else unit


@dataclass(frozen=True)
class SystemSaid(Said):
    """The system's reason for a failed file operation (`No such file or directory`) said in
    the reader's language: the system's own words in English, these words' for the usual
    reasons in French (the system's words where they have none)."""

    err: OSError | None = None

    def text(self, lang: str | None = None) -> str:
        given = str(getattr(self.err, "strerror", None) or self.err)
        code = errno.errorcode.get(getattr(self.err, "errno", None) or -1, "")
        key = f"os.{code}"
        if lang in (None, "en") or key not in self.table.en:
            return given
        return self.table(lang)(key)


def system_reason(err: OSError) -> SystemSaid:
    """Why the system refused a file operation, said in the reader's language (SystemSaid)."""
    return SystemSaid(WORDS, "permission", {}, err)
