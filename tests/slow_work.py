"""Work that runs long on purpose, shared by the tests that need a command or a request still
busy when they act (Ctrl-C, a client that goes away)."""

SLOW_TEMPUS = {"players": 4, "to_move": 1,
               "hands": [["R11", "R13", "R17", "R25", "M9", "M23"],
                         ["R1", "R20", "R22", "M7", "J3", "J25"],
                         ["R9", "R12", "R23", "M6", "M18", "J7"],
                         ["R19", "M5", "M20", "M25", "J11", "J17"]],
               "holders": [None, None, None]}
"""A whole first round of four players of Professor Tempus (`tempus position --players 4
--seed 7`): its exact search, in the kernel, runs for hours (`tempus solve` says so). No Celsius
hand known takes more than about a second (benchmarks/README.md, "The worst families")."""
