"""The card-effect tests mirror the card effects (issue 21): tests/rulesets/qxs/cards/ holds one
``test_<effect id>.py`` per effect, and every effect that a face of the standard or basic deck or
a special card uses has its file, with a test that plays a card of that effect.

These tests read source only (no games). "Plays a card of the effect" is read from the test's
code: the test, or a function it calls (of its own module or of the folder's helpers.py), names
a face of the effect (its id as a string, e.g. ``"heiyuduanxugao"``) and calls one of the
scenario's playing methods (:data:`PLAYING_CALLS`). A card added to a deck with a new effect and
no test, or a test file named after no effect, fails here.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS
from qxs_env.rulesets.qxs.content.loader import load_catalogue, load_deck

CARDS_TESTS = Path(__file__).resolve().parent / "rulesets" / "qxs" / "cards"
"""The folder of the card-effect tests."""

DECKS = ("standard", "basic")
"""The decks whose faces' effects must have tests (the special cards are added to them)."""

TEST_DECKS = (CARDS_TESTS / "content" / "deck.yaml",)
"""Test-only decks: their ``extra_faces`` (faces of no shipped deck, e.g. 试炼 of the test-only
effect ``draw_then_discard``) count as faces of their effects for the tests' check below."""

NO_OWN_CODE = {
    "none": "no effect beyond the printed numbers (generic moves, lightness arts): the rules "
    "they follow are tested in tests/test_rules_combat.py (range, distance, the clash)",
}
"""Effects with no engine code of their own, hence no test file: effect id -> why."""

LACKING_TEST: dict[str, str] = {}
"""Effects of the decks still lacking a test file or a test playing their card: effect id ->
why. The list can only shrink: an effect on it that has its test fails
:func:`test_lacking_list_is_honest` until it is taken off."""

PLAYING_CALLS = frozenset(
    {
        "use",
        "respond",
        "cancel",
        "rescue",
        "skill",
        "yes",
        "play_phase",
        "start_turn",
        "inject_damage",
        "attack",
        "clash",
    }
)
"""Names of calls that put a card into play: Scenario methods, and the helpers ``attack`` and
``clash`` (tests/rulesets/qxs/cards/helpers.py), which use a move."""


def deck_faces_by_effect() -> dict[str, set[str]]:
    """Effect id -> the face ids using it, over the faces of :data:`DECKS` and the special cards
    (configs/cards.yaml, configs/decks/)."""
    catalogue = load_catalogue()
    faces = {f.id for f in catalogue.faces if f.category == "special"}
    for name in DECKS:
        faces |= {line.face for line in load_deck(name, catalogue).lines}
    by_effect: dict[str, set[str]] = defaultdict(set)
    for face in catalogue.faces:
        if face.id in faces:
            by_effect[face.effect.id].add(face.id)
    return dict(by_effect)


def _functions(path: Path) -> dict[str, ast.FunctionDef]:
    """Module-level functions of ``path`` by name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}


def _reach(name: str, functions: dict[str, ast.FunctionDef]) -> tuple[set[str], set[str]]:
    """(string constants, called names) of function ``name`` and of every function of
    ``functions`` it calls, transitively."""
    strings: set[str] = set()
    calls: set[str] = set()
    todo, seen = [name], set()
    while todo:
        fn = functions.get(todo.pop())
        if fn is None or fn.name in seen:
            continue
        seen.add(fn.name)
        for node in ast.walk(fn):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
            elif isinstance(node, ast.Call):
                f = node.func
                called = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
                if called is not None:
                    calls.add(called)
                    todo.append(called)
    return strings, calls


def playing_tests(path: Path, faces: set[str]) -> list[str]:
    """Names of the tests of ``path`` that name one of ``faces`` and play (see the module
    docstring)."""
    functions = {**_functions(CARDS_TESTS / "helpers.py"), **_functions(path)}
    playing = []
    for name in _functions(path):
        if name.startswith("test_"):
            strings, calls = _reach(name, functions)
            if strings & faces and calls & PLAYING_CALLS:
                playing.append(name)
    return playing


def test_every_card_test_file_is_named_after_an_effect() -> None:
    """Each ``test_*.py`` of tests/rulesets/qxs/cards/ is named after a registered effect id
    (qxs_env.rulesets.qxs.content.effects.EFFECT_IDS) with engine code of its own; the folder holds
    nothing
    else but its ``__init__.py`` and ``helpers.py``."""
    files = sorted(p.name for p in CARDS_TESTS.glob("*.py"))
    tests = [f for f in files if f.startswith("test_")]
    assert sorted(set(files) - set(tests)) == ["__init__.py", "helpers.py"]
    ids = set(EFFECT_IDS) - set(NO_OWN_CODE)
    strays = [f for f in tests if f[len("test_") : -len(".py")] not in ids]
    assert strays == [], f"card test files named after no effect id: {strays}"


def test_every_effect_of_the_decks_has_a_test_playing_its_card() -> None:
    """Every effect used by a face of the standard or basic deck or by a special card has its
    ``test_<effect id>.py`` with at least one test that plays a face of that effect (those on
    :data:`NO_OWN_CODE` or :data:`LACKING_TEST` excepted)."""
    missing = []
    for effect, faces in sorted(deck_faces_by_effect().items()):
        if effect in NO_OWN_CODE or effect in LACKING_TEST:
            continue
        path = CARDS_TESTS / f"test_{effect}.py"
        if not path.exists() or not playing_tests(path, faces):
            missing.append(effect)
    assert missing == [], f"effects with no test playing their card: {missing}"


def test_every_card_test_file_plays_its_effect() -> None:
    """Every file of the folder, decks or not, has a test that plays a face of its effect (a
    face of configs/cards.yaml or of a test-only deck's ``extra_faces``)."""
    catalogue = load_catalogue()
    test_faces = [f for deck in TEST_DECKS for f in load_deck(deck, catalogue).extra_faces]
    faces: dict[str, set[str]] = defaultdict(set)
    for face in [*catalogue.faces, *test_faces]:
        faces[face.effect.id].add(face.id)
    idle = [
        p.name
        for p in sorted(CARDS_TESTS.glob("test_*.py"))
        if not playing_tests(p, faces[p.stem[len("test_") :]])
    ]
    assert idle == [], f"card test files with no test playing a card of their effect: {idle}"


def test_lacking_list_is_honest() -> None:
    """:data:`LACKING_TEST` only names effects of the decks that still lack a test playing
    their card, so the list can only shrink; :data:`NO_OWN_CODE` names registered effects."""
    by_effect = deck_faces_by_effect()
    for effect in LACKING_TEST:
        assert effect in by_effect, f"{effect} is used by no face of the decks"
        path = CARDS_TESTS / f"test_{effect}.py"
        played = path.exists() and playing_tests(path, by_effect[effect])
        assert not played, f"{effect} has its test now: take it off LACKING_TEST"
    assert set(NO_OWN_CODE) <= set(EFFECT_IDS)


def test_the_check_sees_a_missing_play() -> None:
    """The reading of a test: naming a face without playing, or playing another face, is not
    playing a card of the effect; playing it through a helper of the module is."""
    source = (
        "def _setup(sc):\n"
        "    sc.hand(0, ['kanpo'])\n"
        "def test_names_only(sc):\n"
        "    _setup(sc)\n"
        "def test_other_face(sc):\n"
        "    sc.use('xixing')\n"
        "def test_through_helper(sc):\n"
        "    _setup(sc)\n"
        "    sc.use('li_1x1')\n"
    )
    functions = {n.name: n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef)}
    playing = []
    for name in functions:
        strings, calls = _reach(name, functions)
        if strings & {"kanpo"} and calls & PLAYING_CALLS:
            playing.append(name)
    assert playing == ["test_through_helper"]
