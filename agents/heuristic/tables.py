"""The heuristic's tables, built in Python from the public catalogue before any decision.

* the policy roles of card faces (``K_*``), special card codes (``FX_*``) and
  :func:`face_tables`, the per-face table the compiled code reads;
* :func:`skill_roles`, the policy role (``SR_*`` of ``qxs_env.rulesets.qxs.skill_roles``) each
  skill's module declares, and :func:`skill_table`, the per-hero table;
* :func:`hero_prior_table`, the draft scores from ``agents/hero_prior_v2.json``;
* :func:`make_obs_offsets`, the observation offsets of the hero-related slices;
* the decision kinds (``DK_*``), purposes (``PUR_*``), seat feature offsets (``S_*``) and
  identity codes of the observation, as the compiled code uses them.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from agents.framework.roles import declared_roles
from qxs_env.rulesets.qxs.constants import (
    CAT_INTERNAL,
    CAT_MEDICINE,
    CAT_MOVE,
    CAT_POISON,
    CAT_STRATEGY,
    IDENTITY_NAMES,
)
from qxs_env.rulesets.qxs.content.effects import EFFECTS
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS
from qxs_env.rulesets.qxs.layout import HERO_SKILLS, MAX_HEROES
from qxs_env.rulesets.qxs.obs import (
    DR_TO_CHOOSE,
    HERO_SEAT,
    HS_FEMALE,
    HS_ID,
    HS_KNOWN,
    HS_MALE,
    HS_SKILL,
    HS_SKILL_W,
    S_FEMALE,
)
from qxs_env.rulesets.qxs.skill_roles import SR_ASCARD, SR_CONVERT, SR_NONE

# --- card roles for the policy (derived from the catalogue, with category fallbacks) ------------
K_OTHER = 0
K_MOVE = 1
K_EQUIP = 2
K_HEAL = 3
K_DRAW = 4
K_MASS = 5
K_HARM = 6
K_CANCEL_S = 7
K_CANCEL_P = 8
K_GOOD = 9  # beneficial for its target (self or an ally)

_HARMFUL_EFFECTS = (
    "discard_target_card",
    "take_target_card",
    "delayed_skip_phase",
    "face_down",
    "duel",
    "force_attack_or_give_internal",
    "set_alignment_evil",
    "link_pair",
    "delayed_passing_damage",
)
_GOOD_EFFECTS = ("next_move_counters", "maomingdingti", "damage_boost_self_rescue")

# decision kinds (obs decision slice one-hot order) and purposes
DK_PLAY, DK_TARGET, DK_RESPOND, DK_CANCEL, DK_RESCUE = 0, 1, 2, 3, 4
DK_DISCARD, DK_PICK, DK_CONFIRM, DK_HAND, DK_COLOUR = 5, 6, 7, 8, 9
DK_HERO, DK_SKILL = 10, 11  # the draft (R-S4); the order of simultaneous optional skills
PUR_ATTACK, PUR_CARD, PUR_MASS, PUR_DISCARD = 0, 1, 2, 3
PUR_SECOND = 7  # the second target of 暗器 (its victim) or 阴阳和合散
PUR_FORCED = 8  # 暗器: attack the named seat with a move, or pass and give up the internal art
PUR_FOLLOW = 13  # a further attack with a move (or pass)
PUR_FOLLOW_TARGET = 14  # the target of a follow-up attack
PUR_RETRY = 20  # 九阴真经: attack the same seat again with another move (or pass)
PUR_ADJACENT = 15  # 天山六阳掌's second target
PUR_PAY = 11  # an optional cost: a hand card, or pass
PUR_SKILL_ATTACK = 27  # 碧海潮生曲's victim: attack the named seat, or pass and take the damage
PUR_SKILL_EQUIP = 30  # give up one of one's own equipped cards, or pass and pay otherwise
PUR_SKILL_CARD = 31  # a hand card of the colours a hero skill asks for
# (from the engine's layout: PUR_CONVERT a colour for a virtual card, e.g. the colour 西狂 gives
# a move; PUR_MOVE_FROM / PUR_MOVE / PUR_MOVE_TO 乾坤大挪移's seat, card and destination;
# PUR_SKILL_NEAREST 碧海潮生曲's victim naming a seat, asked of another seat; PUR_STORED one of
# one's own stored cards, 六合童子's page boys)

# --- hero skill roles for the policy (per skill id, so new heroes reuse them) -----------------
# Column layout of the per-hero skill table ``int64[MAX_HEROES, HERO_SKILLS, 9]``: role (SR_*),
# the skill's first five encoded params (qxs_env.rulesets.qxs.content.skills order), the policy
# role (K_*) of
# the card face a card-making skill stands for (-1 none), the skill kind (0 locked, 1 triggered,
# 2 active), the colours (bitmask) on which the skill's own judgement favours its owner.
# The roles (``SR_*``) are the ruleset's (qxs_env.rulesets.qxs.skill_roles); each skill declares
# its own as ``HEURISTIC_ROLE`` at the end of its module, read by :func:`skill_roles`.
SKILLS_PACKAGE = "qxs_env.rulesets.qxs.skills"
"""The package holding one module per skill id (``<package>.<skill id>``)."""


def skill_roles() -> dict[str, int]:
    """The policy role (``SR_*``) of every registered skill id whose module declares one: the
    constant ``HEURISTIC_ROLE`` of ``qxs_env/rulesets/qxs/skills/<skill id>.py``. Skill ids with
    no module, or whose module declares no role, are absent (:data:`SR_NONE`); read by the
    agents' framework (:func:`agents.framework.roles.declared_roles`)."""
    return declared_roles(SKILLS_PACKAGE, SKILL_IDS, SR_NONE)


# Skills whose own judgement helps their owner on one colour (param 0, a colour index): column 8
# of the skill table holds that colour as a bitmask, so the judgement-replacement rules know
# which way the owner wants the judgement to fall.
_OWNER_JUDGEMENT_SKILLS = ("after_auto_block_judgement_damage", "hanbing_zhenqi")
_KIND_CODES = {"locked": 0, "triggered": 1, "active": 2}

# seat feature offsets (qxs_env.rulesets.qxs.obs)
S_PRESENT, S_ALIVE, S_CURRENT, S_HP, S_MAXHP, S_HAND, S_FACEDOWN = 0, 1, 2, 3, 4, 5, 6
S_LINKED, S_DYING = 7, 8
S_KNOWN, S_IDENT, S_DIST, S_REACH, S_EVIL = 11, 12, 18, 20, 22

LEADER, RIGHTEOUS, CULT, COURT, FOREIGN, COLLAB = 0, 1, 2, 3, 4, 5


# special card codes (column 14 of the face table): cards with a rule of their own
FX_NONE = 0
FX_LINK = 1  # 阴阳和合散: link two characters (or recast)
FX_EVIL = 2  # 近墨者黑: make a character evil
FX_FACEDOWN = 3  # 西湖底牢: turn a character face down
FX_ZHIDIAN = 4  # 指点: the next move counters (a buff for one's own attack)
FX_JIUZHUAN = 5  # 九转熊蛇丸: the next damaging move +1 (a buff), or a self-rescue
FX_ANQI = 6  # 暗器: a character attacks a victim or gives up its internal art
FX_DUEL = 7  # 单挑: a duel; the loser takes damage
FX_CLEANSE = 8  # 疗伤: sheds harmful statuses and recovers
FX_TAKE = 9  # 吸星: take a card
FX_DISCARD = 10  # 十香软筋散: discard a card
_FX_EFFECTS = {
    "link_pair": FX_LINK,
    "set_alignment_evil": FX_EVIL,
    "face_down": FX_FACEDOWN,
    "next_move_counters": FX_ZHIDIAN,
    "damage_boost_self_rescue": FX_JIUZHUAN,
    "force_attack_or_give_internal": FX_ANQI,
    "duel": FX_DUEL,
    "cleanse_heal": FX_CLEANSE,
    "take_target_card": FX_TAKE,
    "discard_target_card": FX_DISCARD,
}
N_FT = 18  # columns of the face table


def face_tables(tables) -> np.ndarray:
    """Per-face policy table ``int64[F, 16]`` from compiled content tables (catalogue only).

    Columns: role (``K_*``), power (moves; the virtual power of conversion arts), range, slot,
    internal-art attack range, colour bonus colour (-1 none), colour bonus amount, max distance of
    a targeted card (0 any), delayed flag, virtual-move card cost, category (``CAT_*``), and the
    judgement colours (bitmask, bit c = colour c) that favour the judged seat when a judgement
    is made for this face (0: the face makes no judgement the policy understands): a move's or
    internal art's judgement favours its attacker on its success colours, a defending art's
    (混元气) its defender, a delayed poison its holder on its safe colours, 玄铁剑 its holder on
    every colour but the hit ones; then 1 for a card that lends hero skills (冒名顶替); the
    colours (bitmask) whose damage an equipped guard prevents (闭穴功, 移宫易穴:
    ``attribute_guard``); the card's special code (``FX_*``: cards with a rule of their own);
    a spare column (0).
    """
    code = {eid: e.code for eid, e in EFFECTS.items()}
    harm = {code[x] for x in _HARMFUL_EFFECTS if x in code}
    good = {code[x] for x in _GOOD_EFFECTS if x in code}
    n = tables.face_category.shape[0]
    t = np.zeros((n, N_FT), dtype=np.int64)
    fx = {code[x]: v for x, v in _FX_EFFECTS.items() if x in code}
    favour_p0 = {
        code[x]
        for x in ("judgement_damage_bonus", "after_damage_judgement_skip_phase", "judgement_block")
        if x in code
    }
    for f in range(n):
        cat = int(tables.face_category[f])
        eff = int(tables.face_effect[f])
        slot = int(tables.face_slot[f])
        par = tables.face_param[f]
        role = K_OTHER
        if cat == CAT_MOVE:
            role = K_MOVE
        elif slot >= 0:
            role = K_EQUIP
        elif eff in (code.get("heal", -1), code.get("cleanse_heal", -1)):
            role = K_HEAL
        elif eff in (code.get("draw", -1), code.get("draw_then_discard", -1)):
            role = K_DRAW  # (draw_then_discard: the test-only 试炼, draw 2 then discard 1)
        elif eff == code.get("all_play_move_or_damage", -1):
            role = K_MASS
        elif eff == code.get("cancel_strategy", -1):
            role = K_CANCEL_S
        elif eff == code.get("cancel_poison", -1):
            role = K_CANCEL_P
        elif eff in harm:
            role = K_HARM
        elif eff in good:
            role = K_GOOD
        elif cat in (CAT_STRATEGY, CAT_POISON):
            role = K_HARM  # unknown strategy / poison: assume it hurts its target
        elif cat == CAT_MEDICINE:
            role = K_GOOD
        t[f, 0] = role
        t[f, 1] = int(tables.face_power[f])
        t[f, 2] = int(tables.face_range[f])
        t[f, 3] = slot
        t[f, 4] = int(tables.face_attack_range[f]) if cat == CAT_INTERNAL else 0
        t[f, 5] = -1
        if eff == code.get("colour_power_bonus", -1):
            t[f, 5] = int(par[0])
            t[f, 6] = int(par[1])
        if eff in (code.get("take_target_card", -1), code.get("discard_target_card", -1)):
            t[f, 7] = int(par[0])
        elif eff == code.get("delayed_skip_phase", -1):
            t[f, 7] = int(par[2])
        t[f, 8] = int(bool(tables.face_delayed[f]))
        t[f, 10] = cat
        if eff == code.get("virtual_move", -1):
            t[f, 9] = int(par[0])
            t[f, 1] = int(par[1])
            t[f, 2] = int(par[2])
        if eff in favour_p0:
            t[f, 11] = int(par[0]) & 15
        elif eff == code.get("delayed_skip_phase", -1):
            t[f, 11] = int(par[1]) & 15  # its safe colours
        elif eff == code.get("delayed_passing_damage", -1):
            t[f, 11] = 15 & ~int(par[0])  # anything but a hit passes it on
        t[f, 12] = int(eff == code.get("maomingdingti", -1))
        if eff == code.get("attribute_guard", -1):
            t[f, 13] = int(par[0]) & 15
        t[f, 14] = fx.get(eff, FX_NONE)
        t[f, 16] = int(tables.face_dist_attack[f])
        t[f, 17] = int(tables.face_dist_defend[f])
    return t


def skill_table(ft: np.ndarray, catalogue) -> np.ndarray:
    """Per-hero skill table ``int64[MAX_HEROES, HERO_SKILLS, 9]`` from the public hero catalogue
    (``configs/heroes.yaml``; column layout above :func:`skill_roles`, plus column 8: the colours,
    as a bitmask, on which the skill's own judgement favours its owner, 0 none). ``ft`` is the
    per-face table of :func:`face_tables`, used for the role of the card a card-making skill
    stands for.

    Skill ids the policy has no rule for get ``SR_NONE``: triggered ones are then accepted when
    offered, active ones are never chosen on purpose."""
    from qxs_env.rulesets.qxs.api import hero_catalogue
    from qxs_env.rulesets.qxs.content.heroes import compile_heroes

    hcat = hero_catalogue()
    ht = compile_heroes(hcat, catalogue)
    roles = skill_roles()
    t = np.zeros((MAX_HEROES, HERO_SKILLS, 9), dtype=np.int64)
    t[:, :, 6] = -1
    for h, hero in enumerate(hcat.heroes):
        for k, sk in enumerate(hero.skills[:HERO_SKILLS]):
            role = roles.get(sk.id, SR_NONE)
            t[h, k, 0] = role
            t[h, k, 1:6] = ht.param[h, k, :5]
            if role in (SR_CONVERT, SR_ASCARD):
                t[h, k, 6] = ft[int(ht.param[h, k, 0]), 0]
            t[h, k, 7] = _KIND_CODES.get(sk.kind, 0)
            if sk.id in _OWNER_JUDGEMENT_SKILLS:
                t[h, k, 8] = 1 << int(ht.param[h, k, 0])
    return t


HERO_PRIOR_PATH = Path(__file__).resolve().parent.parent / "hero_prior_v2.json"
"""The draft table measured with this heuristic. ``agents/hero_prior.json`` is the table measured
with the previous version, read by ``agents.heuristic_v1`` only (kept, so that version plays as
it did)."""


def hero_prior_table(path: Path | None = None) -> np.ndarray:
    """Draft scores ``float64[MAX_HEROES, 6]`` (hero x identity): the measured win rate of the
    hero in that identity from ``path`` (default :data:`HERO_PRIOR_PATH`; see docs/agents.md for
    how it was made), shrunk towards the identity's mean. Heroes missing from the file (e.g.
    implemented after it was measured) score the identity mean plus a small HP and skill-count
    term."""
    from qxs_env.rulesets.qxs.api import hero_catalogue

    hcat = hero_catalogue()
    path = HERO_PRIOR_PATH if path is None else path
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    means = data.get("identity_mean", {})
    rates = data.get("win_rate", {})
    t = np.zeros((MAX_HEROES, 6), dtype=np.float64)
    for h, hero in enumerate(hcat.heroes):
        fallback = 0.01 * (hero.hp - 4.5) + 0.005 * len(hero.skills)
        for i, ident in enumerate(IDENTITY_NAMES):
            row = rates.get(hero.id, {})
            if ident in row:
                t[h, i] = float(row[ident])
            else:
                t[h, i] = float(means.get(ident, 0.0)) + fallback
    return t


def make_obs_offsets(layout) -> np.ndarray:
    """Hero-related observation offsets read by the compiled policy: start of the heroes slice,
    start of the draft slice, then the ``HS_*`` offsets and sizes of qxs_env.rulesets.qxs.obs; then
    (index 12 on) the start of the ``stored`` slice (the observer's own set-aside cards), of the
    ``judgement`` slice (the judgement in progress) and the hero whose skills 冒名顶替 lends
    (``-1`` when a slice or that hero is missing); last (index 15) how many leading columns of
    the observation ``_decide`` may read: every slice before ``public`` (which it never reads),
    so ``_act_one`` converts only those to float64 (and, from index 16, the slices after
    ``public``); then (index 16, 17) the start of the ``help_history`` slice (help and forced
    acts) and of the ``chain`` slice (the cancel chain in progress), ``-1`` when missing (the
    policy reads the observation from ``help_history`` to its end)."""
    from qxs_env.rulesets.qxs.api import MAOMINGDINGTI_HERO, hero_catalogue

    hs = layout.slices["heroes"].start
    dr = layout.slices["draft"].start
    st = layout.slices["stored"].start if "stored" in layout.slices else -1
    jd = layout.slices["judgement"].start if "judgement" in layout.slices else -1
    lend = hero_catalogue().index.get(MAOMINGDINGTI_HERO, -1)
    hh = layout.slices["help_history"].start if "help_history" in layout.slices else -1
    ch = layout.slices["chain"].start if "chain" in layout.slices else -1
    read = layout.size
    if "public" in layout.slices and layout.slices["public"].stop in (layout.size, hh):
        read = layout.slices["public"].start
    return np.array(
        [
            hs,
            dr,
            HERO_SEAT,
            HS_KNOWN,
            HS_ID,
            HS_SKILL,
            HS_SKILL_W,
            HS_MALE,
            HS_FEMALE,
            MAX_HEROES,
            DR_TO_CHOOSE,
            S_FEMALE,
            st,
            jd,
            lend,
            read,
            hh,
            ch,
        ],
        dtype=np.int64,
    )


# ---------------------------------------------------------------------------------------------
# compiled core
# ---------------------------------------------------------------------------------------------


# ---- issue 34's fixes, switched per identity (HeuristicPolicy(fixes=...); docs/agents.md)
FIX_LOW_HP = 1
"""Item 2: at 2 HP or less keep the last move (attack with it only at a seat at 1 HP) and keep
九转熊蛇丸 and the last move when discarding."""
FIX_FRIENDLY_FIRE = 2
"""Item 3: no 剑魔下凡 while a friend (enmity < 0: for the court the leader while others live)
is at 1 HP."""
FIX_SILENT = 4
"""Item 4: the leader side does not attack a seat that has done nothing in public (an unknown
seat with no hostile act and no help in the history) while that seat may be a righteous one
(probability above ``SILENT_FRIEND_MIN``): its enmity is capped below the attack threshold."""
FIX_COURT_THREAT = 8
"""Item 5: the court hurts the cult first while the cult threatens the leader (the leader at
2 HP or less, or the cult's side at least as strong as the leader's)."""
FIX_FOCUS = 16
"""Items 1 and 4: the leader side focuses the seats that hurt the leader: a likely enemy's
enmity rises with its public hostile acts against the leader
(:func:`agents.heuristic.identity_enmity._focus_leader_attackers`)."""
FIX_FORCE_VICTIM = 32
"""Item 7: 黄药师's 碧海潮生曲 names a seat only when the characters nearest to it (its possible
victims) include neither 黄药师 nor a likely friend
(:func:`agents.heuristic.arithmetic._force_value`)."""
FIX_OWN_CANCEL = 64
"""Item 8: no cancel of one's own card (a first cancel window in one's own play phase)."""
FIX_GUARD_LEADER = 128
"""Items 1 and 4: a righteous seat keeps its rescue card (黑玉断续膏) for the leader while the
leader is at 2 HP or less, instead of healing itself at 2 HP or more."""
FIX_MAOMING = 256
"""Item 10: 冒名顶替 is played only with the attack plan it is for (2+ red moves and an enemy
within one beyond reach); otherwise it is kept (before: worth a beneficial card's 2)."""
FIX_LEADER_PROBE = 512
"""Item 6: the healthy leader (3+ HP, 2+ moves, a hand over its limit) with no clear enemy in
reach attacks the seat in reach of highest positive enmity (an unknown seat, more likely cult
than righteous) with a card it would otherwise discard, instead of ending its turn with its
moves in hand (:func:`agents.heuristic.play._probe_value`). Not in ``KEPT_FIXES``
(selectable; docs/agents.md, "Item 6")."""
FIX_LEADER_KILL = 1024
"""Item 6: the leader and the righteous prefer an attack that may kill a clear enemy (one at
1 HP that the hit reaches) (:func:`agents.heuristic.play._kill_bonus`)."""
FIX_LEADER_HOLD = 2048
"""Items 1 and 2: the leader under focus fire (:data:`agents.heuristic.play.HOLD_ENEMIES` or more
clear enemies alive) keeps its answers: at 3 HP too the last move is kept (attack with it only
at a seat at 1 HP), and a discard keeps its last two moves above harmful cards, cancels and the
mass card (:func:`agents.heuristic.play._under_focus_fire`)."""
FIX_LEADER_SPARE_TOP = 4096
"""Items 1 and 2: the leader attacking with 2+ moves in hand uses the weakest move that reaches
the best target and keeps the strongest to block the attacks that follow (before: the
strongest attacked)."""
FIX_COURT_SPARE = 8192
"""Item 5: while the cult is in the game and does not threaten the leader (the court's own
test: the cult's side the stronger), the court values hurting a righteous seat at
:data:`agents.heuristic.identities.COURT_RIGHTEOUS_WHILE_CULT`, below the attack threshold: it
waits instead of hurting the leader side (balancing by the sides' total strength it hit the
leader side in 61% of its hostile acts at 5 players). A first version (the court hurts the
cult first) cost the court 3.1 points at 5 players (docs/agents.md)."""
FIX_RIGHTEOUS_HOLD = 16384
"""Items 1 and 2: ``FIX_LEADER_HOLD``'s rule for a righteous seat (the cult's second target):
under :data:`agents.heuristic.play.HOLD_ENEMIES` or more clear enemies it keeps its last move at
3 HP and its last two moves when discarding. Not in ``KEPT_FIXES`` (selectable, measured in
docs/agents.md)."""
FIX_RIGHTEOUS_SPARE_TOP = 32768
"""Items 1 and 2: ``FIX_LEADER_SPARE_TOP``'s rule for a righteous seat: with 2+ moves in hand it
attacks with the weakest move that reaches and keeps the strongest to block. Not in
``KEPT_FIXES`` (selectable, measured in docs/agents.md)."""
FIX_PAGE_BOYS = 65536
"""Item 10: 冯锡范 (六合童子) swaps, once a turn in his play phase, his worst hand card for his
best page boy when the page boy's keep value (:func:`agents.heuristic.arithmetic._card_value`)
is at least :data:`agents.heuristic.play.PAGE_BOY_GAIN` higher (before: the swap was never
used, 0 of 4,692 chances at 8 players; :func:`agents.heuristic.play._page_boy_swap_value`)."""
FIX_ALL = (
    FIX_PAGE_BOYS
    | FIX_RIGHTEOUS_SPARE_TOP
    | FIX_RIGHTEOUS_HOLD
    | FIX_COURT_SPARE
    | FIX_LEADER_SPARE_TOP
    | FIX_LEADER_HOLD
    | FIX_LEADER_KILL
    | FIX_LEADER_PROBE
    | FIX_MAOMING
    | FIX_GUARD_LEADER
    | FIX_LOW_HP
    | FIX_FRIENDLY_FIRE
    | FIX_SILENT
    | FIX_COURT_THREAT
    | FIX_FOCUS
    | FIX_FORCE_VICTIM
    | FIX_OWN_CANCEL
)

HP_ROW = 14
"""The first of the three integer scratch rows (of ``ib``,
:func:`agents.heuristic.decide._scratch`) holding each seat's HP, max HP and hand size,
decoded once into exact integers by :func:`agents.heuristic.table_view._read_seats` (issue 34:
read as floats, 1 HP was 1.0000000149 and ``hp <= 1`` failed)."""
