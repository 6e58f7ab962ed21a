"""``qxs play`` for a person: help, reading cards and skills (``i``), the table again with the
actions (``t``), the discard count, the pointer after unknown input (issue 19, item 5).

Games are driven through :func:`qxs_env.cli.play.play` with scripted ``read`` / ``write``; the
prompts' decision texts are also checked on hand-built tables
(:mod:`qxs_env.rulesets.qxs.scenario`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from qxs_env.cli.play import play
from qxs_env.rulesets.qxs.api import Engine, hero_catalogue
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.scenario import Scenario
from qxs_env.rulesets.qxs.terminal import HELP, lookup
from qxs_env.rulesets.qxs.text import action_to_string, decision_to_string, face_label, render_table

FIVE = ["leader", "righteous", "cult", "cult", "court"]
HEROES = GameConfig(players=5, deck="standard", heroes="standard")
NO_HEROES = GameConfig(players=5, deck="standard", heroes="off")


class Session:
    """A scripted terminal: ``answer(lines, prompt)`` returns the next input from what has been
    written so far (``None``: quit); ``lines`` holds the output and the prompts with what was
    typed after them."""

    def __init__(self, answer: Callable[[list[str], str], str | None]) -> None:
        self.lines: list[str] = []
        self.prompts: list[str] = []
        self.answer = answer

    def read(self, prompt: str) -> str:
        self.prompts.append(prompt)
        got = self.answer(self.lines, prompt)
        got = "q" if got is None else got
        self.lines.append(prompt + got)  # as a terminal shows it
        return got

    def write(self, text: str) -> None:
        self.lines.extend(text.split("\n"))

    def run(self, config: GameConfig, seed: int = 1) -> dict:
        return play(config, seat=0, agents="random", seed=seed, read=self.read, write=self.write)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def scripted(*answers: str) -> Session:
    """A session that types ``answers`` one per prompt, then quits."""
    it = iter(answers)
    return Session(lambda _lines, _prompt: next(it, None))


def _actions(lines: list[str]) -> list[str]:
    """The last action list written: ``[k] words`` lines after the last ``now:`` line."""
    start = max(i for i, line in enumerate(lines) if line.startswith("now: "))
    return [x.strip() for x in lines[start + 1 :] if re.match(r"\s+\[\d+\] ", x)]


def test_help_lists_every_command_and_the_notation() -> None:
    s = scripted("h", "help", "?")
    s.run(HEROES)
    assert s.text.count("Commands (type one, then Enter):") == 3
    for command in ("<number>", "i <number>", "i <name>", "\n  i ", "\n  t ", "\n  q "):
        assert command in s.text, command
    assert "2x1 = power 2, range 1" in s.text
    assert "seats after you" in s.text  # the target notation
    assert "counters the next" in s.text and "half the difference" in s.text
    identity = re.search(r"you are seat 0, (\w+)", s.text).group(1)
    assert f"You are {identity}: " in s.text  # the player's goal
    assert "docs/cards.md" in HELP


def test_unknown_input_points_to_help_without_repeating_it() -> None:
    s = scripted("foo", "99", "i nosuchthing")
    s.run(HEROES)
    n = int(re.search(r"\(0-(\d+), h = help\)", s.prompts[0]).group(1))
    assert f"'foo' is not a command: type a number 0-{n}, or h" in s.text
    assert f"no action 99: the actions are numbered 0-{n}" in s.text
    assert "nothing is called 'nosuchthing'" in s.text
    assert "Commands (type one" not in s.text


def test_t_reprints_the_table_and_the_actions() -> None:
    s = scripted("t", "table")
    s.run(HEROES)
    acts = [x for x in s.lines if re.match(r"\s+\[\d+\] ", x)]
    assert acts and len(acts) % 3 == 0
    for line in acts:
        assert acts.count(line) == 3, line
    assert sum(x.startswith("turn ") for x in s.lines) == 3
    assert sum(x.startswith("now: ") for x in s.lines) == 3


def test_i_on_a_hero_offer_and_on_the_own_hero_shows_skill_texts() -> None:
    """``i 0`` in the draft shows the offered hero's skills; after choosing it, ``i`` lists the
    texts of the own hero's skills (and of the other heroes shown)."""
    s = scripted("i 0", "0", "i")
    s.run(HEROES)
    heroes = hero_catalogue()
    offer = re.search(r"\[0\] take the hero (\S+) \(HP", s.text).group(1)
    hero = next(h for h in heroes.heroes if h.name == offer)
    draft = s.text.split("your choice")[1]
    for sk in hero.skills:
        assert f"{sk.name} ({sk.kind}): {sk.text}" in draft
    listed = s.text.split("your hero: ")[-1]
    assert listed.startswith(hero.name)
    for sk in hero.skills:
        assert f"{sk.name} ({sk.kind}): {sk.text}" in listed
    mine = [x for x in s.lines if x.startswith("your hero: ")]
    assert mine and all(sk.name in mine[-1] for sk in hero.skills)  # on the table too


def test_i_name_shows_skill_card_hero_and_identity_texts() -> None:
    sk = hero_catalogue().hero("dingchunqiu").skills[1]  # 星宿老怪
    s = scripted(f"i {sk.name}", "i See Through", "i kanpo", "i 丁春秋", "i cult")
    s.run(HEROES)
    assert f"{sk.name} (locked skill of the hero 丁春秋): {sk.text}" in s.text
    eng = Engine(NO_HEROES)
    kanpo = eng.catalogue.face("kanpo")
    assert s.text.count(kanpo.text) == 2  # by English name and by id
    assert "丁春秋 (dingchunqiu): hero, blue, HP 5" in s.text
    assert "cult (魔教), identity: kill the leader" in s.text
    # several faces share the Chinese name 力: every one is listed
    assert sum("Generic 力 move" in x for x in lookup(eng, "力")) == 2


def _first_card_action(lines: list[str], prompt: str, asked: list[int]) -> str | None:
    """Answer with ``i k`` for the first action that is a card, once; otherwise the last action
    (pass or end the phase) until one comes up; then quit."""
    if asked:
        return None
    acts = _actions(lines)
    for k, act in enumerate(acts):
        if re.match(r"\[\d+\] (use|play|cancel with|rescue with|discard) ", act):
            asked.append(k)
            return f"i {k}"
    return str(len(acts) - 1)


def test_i_on_an_action_and_alone_prints_the_yaml_texts_of_the_hand() -> None:
    asked: list[int] = []
    s = Session(lambda lines, prompt: _first_card_action(lines, prompt, asked))
    s.run(NO_HEROES, seed=3)
    assert asked
    k = asked[0]
    cat = Engine(NO_HEROES).catalogue
    at = next(i for i, x in enumerate(s.lines) if x.endswith(f"> i {k}"))
    act = _actions(s.lines[:at])[k]
    faces = [f for f in cat.faces if f" {f.name} (" in act]
    assert faces
    shown = "\n".join(s.lines[at + 1 : at + 4])
    assert any(f.text in shown for f in faces), (act, shown)

    s = scripted("i")
    s.run(NO_HEROES, seed=3)
    table = s.text.split("your choice")[0]
    hand = table.split("your hand (")[-1].split("\nnow: ")[0].split("\n")[1:]
    assert hand
    listed = s.text.split("your choice")[1]
    eng = Engine(NO_HEROES)
    for card in hand:
        f = next(i for i in range(len(eng.catalogue.faces)) if face_label(eng, i) in card)
        assert eng.catalogue.faces[f].text in listed, card


def test_moves_show_power_and_range_and_targets_say_where_they_sit() -> None:
    sc = Scenario(5, deck="standard", identities=FIVE)
    sc.hand(0, ["tiezhang", "zhangmenxinwu"])
    sc.hand(1, [])
    sc.equip(1, "kuihuabaodian")
    sc.equip(2, "xiaoyaoyou")
    sc.play_phase(0)
    eng = sc.eng
    tz = eng.catalogue.face("tiezhang")
    table = render_table(eng, 0, viewer=0)
    assert f"铁掌 (Iron Palm {tz.power}x{tz.range}) [red]" in table
    assert "葵花宝典 (Sunflower Manual, range 3) [white]" in table
    assert "逍遥游 (Carefree Roaming -1)" in table
    assert table.split("\n")[1].endswith("<- you")
    assert "distance 1" in table.split("\n")[2] and "distance 2" in table.split("\n")[3]
    sc.use("tiezhang")
    words = [action_to_string(eng, a) for a in sc.legal()]
    assert "target seat 1 (1 seat after you)" in words
    assert "target seat 4 (1 seat before you)" in words
    # the generic moves keep their name, which already says it
    assert face_label(eng, eng.catalogue.index["li_2x1"]) == "力 (Strength 2x1)"


def test_discard_phase_prompt_states_the_count() -> None:
    """A hand of 7 at 4 HP: discard 3; with 星宿老怪 (hand limit = max HP 5): discard 2."""
    cards = ["tiezhang", "kanpo", "xixing", "zhangmenxinwu", "heiyuduanxugao", "li_1x1", "ji_1x1"]
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hp(1, 4)
    sc.hand(1, cards)
    sc.discard_phase(1)
    assert "discard 3 cards, one at a time (hand 7, hand limit 4)" in decision_to_string(sc.eng)
    sc.discard("kanpo")
    sc.discard("xixing")
    assert "discard 1 card (hand 5, hand limit 4)" in decision_to_string(sc.eng)

    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.set_hero(1, "dingchunqiu")
    sc.hp(1, 4)
    sc.hand(1, cards)
    sc.discard_phase(1)
    assert "discard 2 cards, one at a time (hand 7, hand limit 5)" in decision_to_string(sc.eng)
    assert "your hero: 丁春秋; skills: 化功大法 (active), 星宿老怪 (locked)" in render_table(
        sc.eng, 0, viewer=1
    )


def test_discard_by_a_card_states_the_count() -> None:
    """狮子吼: after its damage the next seat discards 1 card of its choice."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(0, ["shizihou", "zhangmenxinwu"])
    sc.hand(2, ["kanpo", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shizihou")
    sc.target(1)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.decision().kind == "discard" and sc.decision().actor == 2
    said = decision_to_string(sc.eng)
    assert "狮子吼" in said and "makes you discard 1 card of your choice" in said


def test_discard_prompt_in_a_played_game() -> None:
    """Ending every phase at once piles up cards: the human's discard prompt gives the count,
    and exactly that many discard prompts follow in a row, counting down."""
    s = Session(lambda lines, _p: str(len(_actions(lines)) - 1) if len(lines) < 3000 else None)
    s.run(NO_HEROES, seed=1)
    nows = [x for x in s.lines if x.startswith("now: seat 0")]
    first = next(i for i, x in enumerate(nows) if "discard phase" in x)
    m = re.search(r"discard (\d+) cards?.*\(hand (\d+), hand limit (\d+)\)", nows[first])
    assert m, nows[first]
    n, hand, limit = (int(x) for x in m.groups())
    assert n == hand - limit > 1
    run = nows[first : first + n + 1]
    counts = [int(re.search(r"discard (\d+)", x).group(1)) for x in run[:n]]
    assert counts == list(range(n, 0, -1))
    assert len(run) == n or "discard phase" not in run[n]
