"""Running a benchmark script against an older checkout's package (--baseline), in a process
of its own, so that "before" and "after" are measured in the same run on the same machine."""

from __future__ import annotations

from pathlib import Path


def runner(script: str, checkout: Path | None) -> list[str]:
    """The interpreter's arguments that run `script` against the package of `checkout` (an
    editable install's finder is dropped, or it would import this checkout's package whatever
    the path says); the script's folder stays importable for its own helpers."""
    if checkout is None:
        return [script]
    code = (
        "import runpy, sys\n"
        "sys.meta_path[:] = [f for f in sys.meta_path if 'editable' not in repr(f).lower()]\n"
        f"sys.path.insert(0, {str(Path(script).resolve().parent)!r})\n"
        f"sys.path.insert(0, {str(checkout)!r})\n"
        f"sys.argv = [{script!r}, *sys.argv[1:]]\n"
        f"runpy.run_path({script!r}, run_name='__main__')\n"
    )
    return ["-c", code]
