"""The heroes in the heuristic: the draft, the skills' decisions and the skill buttons.

**The draft** (``DEC_HERO``): the offered hero of the highest value for the observer's
identity, from :data:`HERO_VALUE` (a judgement of each standard hero's strength as this agent
plays it: a skill the agent does not use, 鬼才, adds nothing) plus :data:`IDENTITY_BONUS`
(rebels want heroes that hit, the lord's side heroes that last) and, for a loyalist, one point
for the lord's kingdom when the lord has a lord skill that asks its kingdom (護駕 魏, 激將 蜀,
救援 吳: it can then help the lord, and show itself loyal by doing so). The lord picks from its
own offer by the same table.

**The skills** play by their role (``HEURISTIC_ROLE`` at the end of each skill module; the roles
are ``qxs_env.rulesets.sanguosha.skill_roles``), read once from the skill modules
(:func:`skill_roles`):

==================  ===========================================================================
role                play
==================  ===========================================================================
SR_NONE, SR_ACCEPT  yes when asked
SR_VS_SOURCE        yes unless the other seat is a friend; a card taken as from an enemy
SR_LORD_ASK         the lord asks; a seat asked for the lord's 護駕 / 激將 gives only when the
                    lord is its friend (:func:`is_stand_in`, used by ``answers``)
SR_CONVERT          the button when the face it makes is worth using (its card value) and no
                    card of that face is in hand
SR_TAKE_ENEMIES     the seats of highest enmity with hand cards, enemies only
SR_BARE             yes with a 殺 or 決鬥 in hand and an enemy at the table
SR_GIVE             the button with a friend and more hand cards than HP; the spare cards to
                    the friendliest seat
SR_HP_FOR_CARDS     the button at 3 HP or more
SR_SWAP             the button with two spare cards; the spare cards chosen
SR_HEAL_OTHER       the button with a hurt friend (itself included) and spare cards; the most
                    hurt friend
SR_HURT_ENEMY       the button with an enemy at the table; at the worst enemy
SR_DUEL_TWO         the button with an enemy at the table; the enemies of highest enmity
SR_REDIRECT         onto the enemy of highest enmity, none when no enemy is legal
SR_JUDGE_SWAP       never (pass)
SR_ARRANGE          yes; a card worth keeping on top, the rest at the bottom
==================  ===========================================================================

A skill button is pressed at most :data:`MAX_PRESSES` times in one turn (the policy counts
them): a button whose follow-up the agent then passes stays offered, and must not loop.
The other heroes' decisions: ``DEC_SELECT`` (cards for a skill): ``done`` when it is legal
before any card is chosen (an optional choice: 鬼才, 剛烈's discards), else the legal card worth
least keeping while it is spare (:data:`SPARE`), ``done`` then; ``DEC_GIVE_TO``: the friendliest
seat; ``DEC_SKILL_PICK``: as a pick from the seat named (制衡's own equipment: none);
``DEC_SUIT``: the first legal suit (the card is hidden: any suit is as good).
"""

from __future__ import annotations

import functools
import importlib

import numpy as np

from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import skill_roles as R

from .play import ENEMY, FRIEND, SPARE, card_value, choose_pick, keep_value
from .view import TableView, best_shown, card_facts

MAX_PRESSES = 3
HERO_VALUE = {
    "caocao": 7.0,
    "simayi": 6.0,
    "xiahoudun": 6.5,
    "zhangliao": 8.0,
    "xuchu": 6.5,
    "guojia": 7.5,
    "zhenji": 7.0,
    "liubei": 7.0,
    "guanyu": 7.0,
    "zhangfei": 7.5,
    "zhugeliang": 6.5,
    "zhaoyun": 7.0,
    "machao": 6.5,
    "huangyueying": 7.5,
    "sunquan": 7.5,
    "ganning": 7.5,
    "lvmeng": 5.5,
    "huanggai": 6.5,
    "zhouyu": 7.0,
    "daqiao": 6.5,
    "luxun": 6.5,
    "sunshangxiang": 6.5,
    "huatuo": 7.5,
    "lvbu": 6.5,
    "diaochan": 7.0,
}
"""Each standard hero's value to this agent (module docstring); a hero not listed: 6."""
ATTACKERS = ("zhangfei", "xuchu", "lvbu", "machao", "ganning", "zhangliao", "zhouyu", "guanyu")
SUSTAIN = ("huatuo", "sunquan", "guojia", "zhenji", "simayi", "liubei", "sunshangxiang")
IDENTITY_BONUS = {
    L.LORD: {h: 1.0 for h in SUSTAIN} | {"caocao": 0.5, "liubei": 0.5, "sunquan": 0.5},
    L.LOYALIST: {h: 1.0 for h in SUSTAIN},
    L.REBEL: {h: 1.0 for h in ATTACKERS},
    L.RENEGADE: {h: 1.0 for h in SUSTAIN},
}
"""Per identity, the bonus of a hero (module docstring)."""
LORD_KINGDOM_SKILLS = ((L.SKILL_HUJIA, 0), (L.SKILL_JIJIANG, 1), (L.SKILL_JIUYUAN, 2))
"""The lord skills that ask or reward a kingdom, with that kingdom (``layout.KINGDOM_IDS``)."""
CONVERT_FACE = {"wusheng": L.F_SHA, "longdan": L.F_SHA, "qixi": L.F_GUOHE, "guose": L.F_LEBU}
"""The face each conversion button makes."""


@functools.cache
def skill_roles() -> tuple[int, ...]:
    """Each skill's role (``layout.SKILL_IDS`` order), read from its module's
    ``HEURISTIC_ROLE`` (``SR_NONE`` when it has none)."""
    roles = []
    for sid in L.SKILL_IDS:
        try:
            mod = importlib.import_module(f"qxs_env.rulesets.sanguosha.skills.{sid}")
        except ImportError:
            roles.append(R.SR_NONE)
            continue
        roles.append(int(getattr(mod, "HEURISTIC_ROLE", R.SR_NONE)))
    return tuple(roles)


def hero_value(v: TableView, h: int) -> float:
    """What hero ``h`` is worth to the observer (module docstring)."""
    hid = L.HERO_IDS[h]
    val = HERO_VALUE.get(hid, 6.0) + IDENTITY_BONUS.get(v.own, {}).get(hid, 0.0)
    if v.own == L.LOYALIST and v.lord >= 0 and v.hero and v.hero[v.lord] >= 0:
        kingdom = hero_kingdoms()[h]
        for s, k in LORD_KINGDOM_SKILLS:
            if v.has_skill(v.lord, s) and kingdom == k:
                val += 1.0
    return val


@functools.cache
def hero_kingdoms() -> tuple[int, ...]:
    """Each hero's kingdom (``layout.KINGDOM_IDS`` index), from the ruleset's tables."""
    from qxs_env.rulesets.sanguosha import tables as T

    return tuple(int(x) for x in T.make_tables(5, heroes="standard")[0]["hero_kingdom"])


def choose_hero(v: TableView, legal: np.ndarray) -> int:
    """``DEC_HERO``: the legal offered hero of the highest :func:`hero_value`."""
    return best_shown(v, legal, v.offer, lambda h: hero_value(v, h))


def _yes_or_pass(v: TableView, legal: np.ndarray, yes: bool) -> int:
    a = v.offs["yes"] if yes else v.offs["pass"]
    return a if legal[a] else -1


def answer_skill_yes(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_SKILL_YES``: by the skill's role (module docstring)."""
    s = v.ctx_skill
    role = skill_roles()[s] if 0 <= s < L.N_SKILLS else R.SR_NONE
    q = v.ctx_seat
    if role == R.SR_VS_SOURCE:
        return _yes_or_pass(v, legal, not (q > 0 and float(en[q]) < FRIEND))
    if role == R.SR_BARE:
        enemy = any(v.alive[r] and float(en[r]) >= ENEMY for r in range(1, v.n))
        hits = v.hand_faces[L.F_SHA] + v.hand_faces[L.F_JUEDOU]
        return _yes_or_pass(v, legal, enemy and hits > 0)
    if role == R.SR_JUDGE_SWAP:
        return _yes_or_pass(v, legal, False)
    return _yes_or_pass(v, legal, True)


def _legal_seats(v: TableView, legal: np.ndarray, self_too: bool = False) -> list[int]:
    seat0 = v.offs["seat"]
    first = 0 if self_too else 1
    return [k for k in range(first, v.n) if seat0 + k < len(legal) and legal[seat0 + k]]


def choose_skill_target(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_SKILL_TARGET``: a seat for the skill by its role (module docstring); pass when
    no seat fits and pass is legal."""
    s = v.ctx_skill
    role = skill_roles()[s] if 0 <= s < L.N_SKILLS else R.SR_NONE
    seat0, pass_a = v.offs["seat"], v.offs["pass"]
    seats = _legal_seats(v, legal, self_too=True)
    if not seats:
        return -1
    if role in (R.SR_HEAL_OTHER, R.SR_GIVE):
        best, best_val = -1, -1e9
        for r in seats:
            e = -3.0 if r == 0 else float(en[r])
            hurt = v.max_hp[r] - v.hp[r]
            val = -e + (0.5 * hurt if role == R.SR_HEAL_OTHER else 0.0)
            if role == R.SR_HEAL_OTHER and hurt <= 0:
                val -= 10.0
            if val > best_val:
                best, best_val = r, val
        if best_val < -FRIEND and legal[pass_a]:
            return pass_a
        return seat0 + best
    scored = []
    for r in seats:
        e = -1e6 if r == 0 else float(en[r])
        if role == R.SR_TAKE_ENEMIES and v.hand_n[r] <= 0:
            e -= 10.0
        scored.append((e, r))
    e, r = max(scored)
    if e < (ENEMY if role != R.SR_DUEL_TWO else 0.0) and legal[pass_a]:
        return pass_a
    return seat0 + r


def choose_skill_pick(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_SKILL_PICK``: as a pick from the seat named (制衡's own equipment: none)."""
    pass_a = v.offs["pass"]
    if v.ctx_skill == L.SKILL_ZHIHENG and legal[pass_a]:
        return pass_a
    return choose_pick(v, en, legal)


def choose_suit(v: TableView, legal: np.ndarray) -> int:
    """``DEC_SUIT``: the first legal suit (the card is hidden)."""
    for a in range(v.offs["suit"], v.offs["skill"]):
        if legal[a]:
            return a
    return -1


def choose_place(v: TableView, legal: np.ndarray) -> int:
    """``DEC_PLACE`` (觀星): a card worth keeping on top, the rest at the bottom."""
    place = v.offs["place"]
    top = bool(v.shown_faces) and keep_value(v, v.shown_faces[0]) >= 4.0
    a = place if top else place + 1
    return a if legal[a] else (place if legal[place] else -1)


def choose_give_to(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_GIVE_TO``: the friendliest legal seat (itself when no other is a friend)."""
    seat0 = v.offs["seat"]
    seats = _legal_seats(v, legal, self_too=True)
    if not seats:
        return -1
    others = [r for r in seats if r > 0 and float(en[r]) < FRIEND]
    if others:
        return seat0 + min(others, key=lambda r: float(en[r]))
    if 0 in seats:
        return seat0
    return seat0 + min(seats, key=lambda r: float(en[r]))


def chosen_count(v: TableView) -> int:
    """How many cards were chosen so far in this ``DEC_SELECT`` (the context's face counts)."""
    return int(round(sum(v.ctx_face_counts))) if v.ctx_face_counts else 0


def choose_skill_select(v: TableView, legal: np.ndarray) -> int:
    """``DEC_SELECT`` with heroes (module docstring)."""
    done = v.offs.get("done", -1)
    done_ok = 0 <= done < len(legal) and bool(legal[done])
    n = chosen_count(v)
    if done_ok and n == 0:
        return done
    faces = card_facts()[0]
    best, best_val = -1, 1e9
    for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist():
        val = keep_value(v, int(faces[a]))
        if val < best_val:
            best, best_val = a, val
    if best < 0 or (done_ok and best_val > SPARE):
        return done if done_ok else best
    return best


def spare_cards(v: TableView) -> int:
    """How many hand cards are worth little keeping (:data:`SPARE`)."""
    faces = card_facts()[0]
    return sum(1 for c in v.hand if keep_value(v, int(faces[c])) <= SPARE)


def button_value(v: TableView, en: np.ndarray, s: int, dist: list[int]) -> float:
    """The value of pressing skill ``s``'s button in the play phase (<= 0: not pressed)."""
    role = skill_roles()[s]
    enemies = [r for r in range(1, v.n) if v.alive[r] and float(en[r]) >= ENEMY]
    friends = [r for r in range(1, v.n) if v.alive[r] and float(en[r]) < FRIEND]
    sid = L.SKILL_IDS[s]
    if role == R.SR_CONVERT:
        face = CONVERT_FACE.get(sid, -1)
        if face < 0 or v.hand_faces[face] > 0:
            return 0.0
        return card_value(v, en, face, dist) - 0.3
    if role == R.SR_GIVE:
        return 2.0 if friends and len(v.hand) > max(v.hp[0], 1) else 0.0
    if role == R.SR_HP_FOR_CARDS:
        return 1.5 if v.hp[0] >= 3 else 0.0
    if role == R.SR_SWAP:
        return 1.0 if spare_cards(v) >= 2 else 0.0
    if role == R.SR_HEAL_OTHER:
        need = 2 if sid == "jieyin" else 1
        hurt = [r for r in friends if v.hp[r] < v.max_hp[r]]
        if sid == "qingnang" and v.hp[0] < v.max_hp[0]:
            hurt.append(0)
        return 3.0 if hurt and spare_cards(v) >= need else 0.0
    if role in (R.SR_HURT_ENEMY, R.SR_DUEL_TWO):
        return 2.0 if enemies and v.hand else 0.0
    return 0.0


def is_stand_in(v: TableView) -> bool:
    """Is the request the observer faces the lord's 護駕 or 激將 asking it to give a card for
    the lord (the lord asks, and it is not the lord's own card aimed at the observer: the
    lord is not in turn, or no card asks)?"""
    q = v.ctx_seat
    if not v.heroes or q <= 0 or q != v.lord or not v.kingdom:
        return False
    if v.cur == q and v.ctx_face >= 0:
        return False
    for s, k in LORD_KINGDOM_SKILLS[:2]:
        if v.has_skill(q, s) and v.kingdom[0] == k:
            return True
    return False
