"""The one error type every parser raises: a usage error that names the bad token."""


class InputError(ValueError):
    """Bad user input (C5.4, T6.4): the message is one line that names what was wrong and where."""
