"""Calls into the engine and the question answerer, with their failures turned into ApiErrors.

The backends are built by other parts of resolver; until one exists, its
routes answer 503 ``not-available`` rather than failing.
"""
from __future__ import annotations

import importlib
import logging
from typing import Any

from web.errors import ApiError

log = logging.getLogger("resolver.web")


def _scenario_error_class() -> type[BaseException] | None:
    for module in ("resolver.engine.errors", "resolver.engine.scenario"):
        try:
            return importlib.import_module(module).ScenarioError
        except (ImportError, AttributeError):
            continue
    return None


def scenario_error(exc: BaseException) -> ApiError:
    """A refused scenario as a 422 naming the field's path."""
    data = exc.to_dict() if hasattr(exc, "to_dict") else {}
    data = data.get("error", data) if isinstance(data, dict) else {}
    code = data.get("code") or getattr(exc, "code", None) or "invalid-scenario"
    message = data.get("message") or getattr(exc, "message", None) or str(exc) or "the scenario was refused"
    path = data.get("path") if "path" in data else getattr(exc, "path", None)
    err = ApiError(422, str(code), str(message), None if path is None else str(path))
    rule = data.get("rule") or getattr(exc, "rule", None)
    if rule:
        err.extra["rule"] = str(rule)
    return err


def _looks_refused(exc: BaseException) -> bool:
    """An exception carrying a ``code`` and a field ``path`` is a refusal, whatever its class."""
    return isinstance(getattr(exc, "code", None), str) and hasattr(exc, "path")


def _call(what: str, fn, *args: Any):
    """Run a backend call; a missing backend is a 503, a refusal a 422, a crash a logged 422."""
    refused = _scenario_error_class()
    try:
        return fn(*args)
    except ApiError:
        raise
    except (ImportError, NotImplementedError) as exc:
        log.warning("%s backend not available: %s", what, exc)
        raise ApiError(503, "not-available", f"{what} is not available yet in this build") from None
    except Exception as exc:
        if (refused is not None and isinstance(exc, refused)) or _looks_refused(exc):
            raise scenario_error(exc) from None
        if isinstance(exc, ValueError | KeyError | TypeError) and what != "ask":
            log.warning("%s refused input: %r", what, exc)
            raise ApiError(422, "invalid-scenario", f"the scenario could not be used: {exc}") from None
        log.exception("%s backend failed", what)
        raise ApiError(422, "cannot-process",
                       f"{what} could not process this input ({type(exc).__name__}); "
                       "the failure has been logged") from None


def _outcome_dict(outcome: Any, max_steps: int) -> dict:
    data = outcome.to_dict() if hasattr(outcome, "to_dict") else dict(outcome)
    if isinstance(data.get("error"), dict):
        err = data["error"]
        refusal = ApiError(422, str(err.get("code") or "invalid-scenario"),
                           str(err.get("message") or "the scenario was refused"), err.get("path"))
        if err.get("rule"):
            refusal.extra["rule"] = str(err["rule"])
        raise refusal
    if len(data.get("trace") or []) > max_steps:
        raise ApiError(422, "too-many-steps",
                       f"the simulation took more than {max_steps} steps; it is refused")
    return data


def ask(oracle: Any, question: str, edition: str) -> dict:
    """The answer JSON for a question (see interfaces.md, "The answer")."""
    answer = _call("ask", oracle.ask, question, edition)
    return answer.to_dict() if hasattr(answer, "to_dict") else dict(answer)


def simulate(oracle: Any, scenario: dict, max_steps: int) -> dict:
    """The outcome JSON of a scenario."""
    return _outcome_dict(_call("simulate", oracle.simulate, scenario), max_steps)


def check(oracle: Any, scenario: dict, max_steps: int) -> dict:
    """``{"passed", "mismatches", "outcome"}`` for a scenario with ``expect:``."""
    result = _call("check", oracle.check, scenario)
    data = result.to_dict() if hasattr(result, "to_dict") else {}
    passed = bool(getattr(result, "passed", data.get("passed", False)))
    mismatches = list(getattr(result, "mismatches", None) or data.get("mismatches") or [])
    mismatches = [m.to_dict() if hasattr(m, "to_dict") else m for m in mismatches]
    outcome = data.get("outcome")
    if outcome is None and getattr(result, "outcome", None) is not None:
        outcome = result.outcome.to_dict() if hasattr(result.outcome, "to_dict") else result.outcome
    if isinstance(outcome, dict) and len(outcome.get("trace") or []) > max_steps:
        raise ApiError(422, "too-many-steps", f"the simulation took more than {max_steps} steps")
    refusal = (outcome or {}).get("error") if isinstance(outcome, dict) else None
    if isinstance(refusal, dict) and not passed:
        # refused, and the scenario did not expect to be: bad input, as for simulate
        _outcome_dict({"error": refusal}, max_steps)
    return {"passed": passed, "mismatches": mismatches, "outcome": outcome or {}}
