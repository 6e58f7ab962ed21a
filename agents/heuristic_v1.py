"""The heuristic agent as it was before issue 20 (``heuristic_v1``), kept for comparisons.

This module is a frozen copy of ``agents/heuristic.py`` at commit 24a97f3: every compiled function
and table is the same code, so ``HeuristicPolicy`` here chooses exactly the actions the reference
heuristic chose then (``tests/test_heuristic_allegiance.py`` checks a digest of its actions
recorded before the change). Do not edit its code; the current heuristic is
:mod:`agents.heuristic`. It is registered in the lab as ``heuristic_v1`` (``qxs simulate
--agents 'leader=heuristic,*=heuristic_v1'``) and made by ``agents.heuristic.heuristic_v1()``.

The text below is the original module's description.

:class:`HeuristicPolicy` implements :class:`agents.base.BatchPolicy`. Everything it reads comes
from the acting seat's observation vector and legal mask (``qxs_env.rulesets.qxs.obs``) plus the
card catalogue (public knowledge: faces, categories, powers, effects); it never touches engine
state.

Design (see docs/agents.md for the full description):

* **Allegiance inference.** Every other seat gets a score ``s`` in (-1, 1): positive = friend of
  the leader (righteous-like), negative = enemy of the leader (cult-like). Known identities fix
  the score; unknown seats are scored from the public history matrix: hostile acts (attacks,
  harmful cards, cards destroyed or taken) aimed at seats of positive score push the aggressor
  down, rescues push it up, weighted by the victim's own score, iterated a few times.
* **Enmity per identity.** From ``s``, the identity table and its own identity, the agent derives
  how much it wants to hurt each seat (``enmity``): leader/righteous hit likely cult (others
  have a prior of being enemies), never the leader; cult hit the leader first, then likely
  righteous; court/foreign (renegades) hit the stronger side and spare the leader while others
  live; the collaborator protects the foreign player it knows.
* **Card play.** Equip into empty slots, draw, heal when hurt, harmful cards on the worst enemy,
  the mass card when it hurts enemies more than friends, attack the worst enemy in reach with the
  strongest move that reaches, keep the rest for defence; answer attacks with the cheapest move
  that blocks (R-M4/R-M5 power arithmetic), cancel harmful cards aimed at allies, rescue allies,
  discard the least useful cards. Unknown effects fall back by category (poison / strategy:
  harmful, medicine: beneficial, equipment: equip).
* **Hero skills and the draft** (heroes on). The own hero is read from the observer's hero
  block and its skills looked up in the public hero catalogue (``skill_table``: a policy role
  per skill id, so new heroes reusing known skill ids are covered). Card-making skills are
  valued as the card they make, other active skills by per-role rules (``_active_value``),
  optional triggers are accepted unless they would help an enemy or hurt a friend
  (``_accept_skill``), and the defence arithmetic counts the hero's power floors, extra
  counters and auto-blocks (``_def_damage``). The draft takes the offered hero with the best
  score for its identity (``hero_prior_table``, from ``agents/hero_prior.json``).
  ``hero_skills=False, draft=False`` restores the play from before, for comparisons.
* **Second round of hero rules** (``hero_rules_v2``, default on; ``False`` plays hero skills
  as the first version did): judgement replacement read from the observation's ``judgement``
  slice (``_judge_wish``: which colours favour the judged seat or the skill owner, and whether
  that seat is a friend or an enemy) with hand cards or 六合童子's page boys (``stored`` slice),
  西狂's colour, 挥刀自宫 (and the power it and 黯然销魂 add in the defence arithmetic), the
  hero's 蛤蟆功 and 乾坤大挪移 (``_move_plan``), 冒名顶替 on oneself with the lent skills read
  from the lender's row, and hero-skill target prompts read by what the skill does.
* **Always legal.** The chosen action is checked against the mask; if it is not legal, a
  seeded random legal action is taken instead.

The per-row work is one ``numba.njit(cache=True)`` function over the listed rows.
"""

from __future__ import annotations

import json
from pathlib import Path

import numba
import numpy as np
from numba import njit

from qxs_env.rulesets.qxs.card_model import action_offsets_for
from qxs_env.rulesets.qxs.constants import (
    CAT_INTERNAL,
    CAT_MEDICINE,
    CAT_MOVE,
    CAT_POISON,
    CAT_STRATEGY,
    IDENTITY_NAMES,
)
from qxs_env.rulesets.qxs.content.effects import EFFECTS
from qxs_env.rulesets.qxs.layout import (
    HERO_SKILLS,
    MAX_HEROES,
    PUR_CONVERT,
    PUR_MOVE,
    PUR_MOVE_FROM,
    PUR_MOVE_TO,
    PUR_SKILL_NEAREST,
    PUR_STORED,
)
from qxs_env.rulesets.qxs.obs import (
    D_FACE,
    D_OTHER,
    D_PURPOSE,
    DR_TO_CHOOSE,
    HERO_SEAT,
    HS_FEMALE,
    HS_ID,
    HS_KNOWN,
    HS_MALE,
    HS_SKILL,
    HS_SKILL_W,
    JD_ACTIVE,
    JD_FOR,
    JD_SEAT,
    S_FEMALE,
)
from qxs_env.rulesets.qxs.obs import SEAT_BASE as S_EQUIP  # equipment multi-hot after the scalars

FROZEN_N_PURPOSES = 23
"""The decision purposes this frozen copy reads (``layout.N_PURPOSES`` when it was frozen)."""

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
PUR_FORCED = 8  # 暗器: attack the named seat with a move, or pass and give up the internal art
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
SR_NONE = 0  # locked or not used on purpose
SR_CONVERT = 1  # convert_card: a hand card of colours p1 as the card p0
SR_ASCARD = 2  # skill_as_card: as the card p0, spending no card
SR_VMOVE = 3  # virtual_move: a card of colours p0 as a move (colour p1, power p2, range p3)
SR_MIRROR = 4  # mirror_attack_move: a copy of the attacking move (blocks it)
SR_DRAW_HP = 5  # lose_hp_draw: lose p0 HP, draw p1
SR_FLIP_HEAL = 6  # flip_heal: face down, recover p0
SR_HUAGONG = 7  # huagong_dafa: two cards of a colour; every other seat pays or is hurt
SR_FORCE = 8  # force_attack_nearest_or_damage: a seat in reach attacks or is hurt
SR_DISCARD_DRAW = 9  # discard_draw: swap junk for fresh cards
SR_PAY_ATTACK = 10  # pay_for_attack: an equipped card or 1 HP for one more attack
SR_AS_COLOUR = 11  # move_as_colour: a move of any colour counts as one of p0
SR_JUDGE = 12  # judgement_replace: a hand card of colours p0 replaces any judgement card
SR_RESCUE_HP = 13  # lose_hp_rescue: lose HP so that a dying seat recovers
SR_HEAL_OR_DRAW = 14  # on_other_death_heal_or_draw: yes = heal, pass = draw
SR_GENDER = 15  # switch_gender
SR_VS_OTHER = 16  # an optional skill that hurts the decision's other seat
SR_AUTOBLOCK = 17  # defend_colour_auto_block: a defending move of colours p0 always blocks
SR_FLOOR = 18  # power_floor: moves of colour p0 have power at least p1
SR_XCOUNTER = 19  # always_counter_colour: own moves also counter colour p0
SR_SAMECOUNTER = 20  # counter_same_colour
SR_SAMEGENDER = 21  # unblockable_same_gender (wants enemies of its own gender)
SR_OTHERGENDER = 22  # opposite_gender_power_no_internal (wants enemies of the other gender)
SR_STRAT_SINK = 23  # (another seat's) strategy cards aimed at it do nothing or end in its hand
SR_PAGE_BOYS = 24  # page_boys (六合童子): a stored card may become any judgement card
SR_HP_POWER = 25  # lose_hp_power_turn (挥刀自宫): lose p0 HP, own moves +p1 power this turn
SR_CHARGE = 26  # charge_move (蛤蟆功, hero): show a move now, +p0 power from a later turn on
SR_MOVE_TABLE = 27  # move_table_card (乾坤大挪移, hero): a card of colour p0 moves a table card
SR_HEAL_TARGET = 28  # heal_on_shaolin_card (少林方丈): its target decision picks someone to heal
SR_LOW_HP_POWER = 29  # low_hp_power (黯然销魂): at HP <= p0 own moves get +p1 power

_SKILL_ROLES = {
    "convert_card": SR_CONVERT,
    "skill_as_card": SR_ASCARD,
    "virtual_move": SR_VMOVE,
    "mirror_attack_move": SR_MIRROR,
    "lose_hp_draw": SR_DRAW_HP,
    "flip_heal": SR_FLIP_HEAL,
    "huagong_dafa": SR_HUAGONG,
    "force_attack_nearest_or_damage": SR_FORCE,
    "discard_draw": SR_DISCARD_DRAW,
    "pay_for_attack": SR_PAY_ATTACK,
    "move_as_colour": SR_AS_COLOUR,
    "judgement_replace": SR_JUDGE,
    "lose_hp_rescue": SR_RESCUE_HP,
    "on_other_death_heal_or_draw": SR_HEAL_OR_DRAW,
    "switch_gender": SR_GENDER,
    "counter_take_hand_card": SR_VS_OTHER,
    "hanbing_zhenqi": SR_VS_OTHER,
    "after_attack_damage_discard": SR_VS_OTHER,
    "damage_to_hp_loss": SR_VS_OTHER,
    "defend_colour_auto_block": SR_AUTOBLOCK,
    "power_floor": SR_FLOOR,
    "always_counter_colour": SR_XCOUNTER,
    "counter_same_colour": SR_SAMECOUNTER,
    "unblockable_same_gender": SR_SAMEGENDER,
    "opposite_gender_power_no_internal": SR_OTHERGENDER,
    "take_resolved_strategy": SR_STRAT_SINK,
    "immune_others_strategy": SR_STRAT_SINK,
    "page_boys": SR_PAGE_BOYS,
    "lose_hp_power_turn": SR_HP_POWER,
    "charge_move": SR_CHARGE,
    "move_table_card": SR_MOVE_TABLE,
    "heal_on_shaolin_card": SR_HEAL_TARGET,
    "low_hp_power": SR_LOW_HP_POWER,
}
# Skills whose own judgement helps their owner on one colour (param 0, a colour index): column 8
# of the skill table holds that colour as a bitmask, so the judgement-replacement rules know
# which way the owner wants the judgement to fall.
_OWNER_JUDGEMENT_SKILLS = ("after_auto_block_judgement_damage", "hanbing_zhenqi")
_KIND_CODES = {"locked": 0, "triggered": 1, "active": 2}

# seat feature offsets (qxs_env.rulesets.qxs.obs)
S_PRESENT, S_ALIVE, S_HP, S_MAXHP, S_HAND, S_FACEDOWN = 0, 1, 3, 4, 5, 6
S_KNOWN, S_IDENT, S_DIST, S_REACH = 11, 12, 18, 20

LEADER, RIGHTEOUS, CULT, COURT, FOREIGN, COLLAB = 0, 1, 2, 3, 4, 5


def face_tables(tables) -> np.ndarray:
    """Per-face policy table ``int64[F, 13]`` from compiled content tables (catalogue only).

    Columns: role (``K_*``), power (moves; the virtual power of conversion arts), range, slot,
    internal-art attack range, colour bonus colour (-1 none), colour bonus amount, max distance of
    a targeted card (0 any), delayed flag, virtual-move card cost, category (``CAT_*``), and the
    judgement colours (bitmask, bit c = colour c) that favour the judged seat when a judgement
    is made for this face (0: the face makes no judgement the policy understands): a move's or
    internal art's judgement favours its attacker on its success colours, a defending art's
    (混元气) its defender, a delayed poison its holder on its safe colours, 玄铁剑 its holder on
    every colour but the hit ones; then 1 for a card that lends hero skills (冒名顶替).
    """
    code = {eid: e.code for eid, e in EFFECTS.items()}
    harm = {code[x] for x in _HARMFUL_EFFECTS if x in code}
    good = {code[x] for x in _GOOD_EFFECTS if x in code}
    n = tables.face_category.shape[0]
    t = np.zeros((n, 13), dtype=np.int64)
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
        elif eff == code.get("draw", -1):
            role = K_DRAW
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
    return t


def skill_table(ft: np.ndarray, catalogue) -> np.ndarray:
    """Per-hero skill table ``int64[MAX_HEROES, HERO_SKILLS, 9]`` from the public hero catalogue
    (``configs/heroes.yaml``; column layout above ``_SKILL_ROLES``, plus column 8: the colours,
    as a bitmask, on which the skill's own judgement favours its owner, 0 none). ``ft`` is the
    per-face table of :func:`face_tables`, used for the role of the card a card-making skill
    stands for.

    Skill ids the policy has no rule for get ``SR_NONE``: triggered ones are then accepted when
    offered, active ones are never chosen on purpose."""
    from qxs_env.rulesets.qxs.api import hero_catalogue
    from qxs_env.rulesets.qxs.content.heroes import compile_heroes

    hcat = hero_catalogue()
    ht = compile_heroes(hcat, catalogue)
    t = np.zeros((MAX_HEROES, HERO_SKILLS, 9), dtype=np.int64)
    t[:, :, 6] = -1
    for h, hero in enumerate(hcat.heroes):
        for k, sk in enumerate(hero.skills[:HERO_SKILLS]):
            role = _SKILL_ROLES.get(sk.id, SR_NONE)
            t[h, k, 0] = role
            t[h, k, 1:6] = ht.param[h, k, :5]
            if role in (SR_CONVERT, SR_ASCARD):
                t[h, k, 6] = ft[int(ht.param[h, k, 0]), 0]
            t[h, k, 7] = _KIND_CODES.get(sk.kind, 0)
            if sk.id in _OWNER_JUDGEMENT_SKILLS:
                t[h, k, 8] = 1 << int(ht.param[h, k, 0])
    return t


HERO_PRIOR_PATH = Path(__file__).with_name("hero_prior.json")


def hero_prior_table(path: Path | None = None) -> np.ndarray:
    """Draft scores ``float64[MAX_HEROES, 6]`` (hero x identity): the measured win rate of the
    hero in that identity from ``agents/hero_prior.json`` (see docs/agents.md for how it was
    made), shrunk towards the identity's mean. Heroes missing from the file (e.g. implemented
    after it was measured) score the identity mean plus a small HP and skill-count term."""
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


def _make_obs_offsets(layout) -> np.ndarray:
    """Hero-related observation offsets read by the compiled policy: start of the heroes slice,
    start of the draft slice, then the ``HS_*`` offsets and sizes of qxs_env.rulesets.qxs.obs; then
    (index 12 on) the start of the ``stored`` slice (the observer's own set-aside cards), of the
    ``judgement`` slice (the judgement in progress) and the hero whose skills 冒名顶替 lends
    (``-1`` when a slice or that hero is missing); last (index 15) how many leading columns of
    the observation ``_decide`` may read: every slice before ``public`` (which it never reads),
    so ``_act_one`` converts only those to float64."""
    from qxs_env.rulesets.qxs.api import MAOMINGDINGTI_HERO, hero_catalogue

    hs = layout.slices["heroes"].start
    dr = layout.slices["draft"].start
    st = layout.slices["stored"].start if "stored" in layout.slices else -1
    jd = layout.slices["judgement"].start if "judgement" in layout.slices else -1
    lend = hero_catalogue().index.get(MAOMINGDINGTI_HERO, -1)
    read = layout.size
    if "public" in layout.slices and layout.slices["public"].stop == layout.size:
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
        ],
        dtype=np.int64,
    )


# ---------------------------------------------------------------------------------------------
# compiled core
# ---------------------------------------------------------------------------------------------


@njit(cache=True)
def _rand(state):
    x = state[0] + np.uint64(0x9E3779B97F4A7C15)
    state[0] = x
    z = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _random_legal(row, state):
    cnt = 0
    for k in range(row.shape[0]):
        cnt += row[k] != 0
    if cnt == 0:
        return -1
    j = np.int64(_rand(state) % np.uint64(cnt))
    for k in range(row.shape[0]):
        if row[k] != 0:
            if j == 0:
                return k
            j -= 1
    return -1


@njit(cache=True)
def _card_value(ft, f, hp, maxhp, slot_full, n_moves):
    """How much the agent wants to keep a card of face f (higher = keep)."""
    role = ft[f, 0]
    if role == K_HEAL:
        return 9.0 if hp <= 2 else 8.0
    if role == K_DRAW:
        return 7.0
    if role == K_CANCEL_S or role == K_CANCEL_P:
        return 5.0
    if role == K_MASS:
        return 5.5
    if role == K_HARM:
        return 4.5
    if role == K_GOOD:
        return 4.0
    if role == K_MOVE:
        v = 3.0 + ft[f, 1]
        if n_moves > 3:
            v -= 1.5
        return v
    if role == K_EQUIP:
        s = ft[f, 3]
        if s >= 0 and s < 4 and not slot_full[s]:
            return 6.0
        if s == 4 and not (slot_full[2] and slot_full[3]):
            return 6.0
        return 1.0
    return 3.0


JUNK = 3.5  # keep value (_card_value) below which a card is worth swapping (逍遥神丐)


@njit(cache=True)
def _def_damage(ap, dcol, pw, c, bcol, bamt, floor, xcnt, samec, autob, pb):
    """Damage taken when an attack of power ``ap`` and colour ``dcol`` (-1 unknown) is answered
    by a move of printed power ``pw`` and colour ``c`` (R-M4/R-M5): the defender's colour bonus
    (``bcol``/``bamt``), colour counters (c counters (c + 1) % 4, plus the hero's extra
    counters ``xcnt``/``samec``), the hero's power floors and auto-blocking colours, and ``pb``
    power the hero's skills add to every own move (挥刀自宫 used this turn, 黯然销魂)."""
    bp = (pw if pw >= floor[c] else floor[c]) + pb
    if bcol == c:
        bp += bamt
    a_eff = ap
    if dcol >= 0:
        if (c + 1) % 4 == dcol or (xcnt >> dcol) & 1 != 0 or (samec and c == dcol):
            bp += 1
        if (dcol + 1) % 4 == c:
            a_eff += 1
    if (autob >> c) & 1 != 0:
        return 0
    return 0 if bp >= a_eff else (a_eff - bp + 1) // 2


@njit(cache=True)
def _want_save(dy, en, leader, style, others_alive):
    """Rescue relative seat ``dy`` (0 = self)? Self and allies; the leader side always saves the
    leader, renegades while others live, the cult never."""
    save = dy == 0 or en[dy] < -0.2
    if dy == leader and dy != 0:
        if style == LEADER or style == RIGHTEOUS:
            save = True
        elif style >= COURT and others_alive > 0:
            save = True
        elif style == CULT:
            save = False
    return save


@njit(cache=True)
def _accept_skill(
    role, other, en, hp0, maxhp0, leader, style, others_alive, g_same, g_diff, srole, jok_k
):
    """Say yes to one's optional (triggered) skill of policy role ``role``? Most help their
    owner and are taken; the exceptions are decided here. ``jok_k``: the judgement-replacement
    verdict for this skill slot, worked out in ``_decide`` from the judgement in progress."""
    if role == SR_JUDGE or role == SR_PAGE_BOYS:
        return jok_k
    if role == SR_RESCUE_HP:
        return other > 0 and hp0 >= 2 and _want_save(other, en, leader, style, others_alive)
    if role == SR_HEAL_OR_DRAW:
        return hp0 <= 2 and hp0 < maxhp0  # yes = recover, pass = draw
    if role == SR_VS_OTHER:
        return other <= 0 or en[other] > -0.3  # spare a believed friend
    if role == SR_GENDER:
        same = False
        diff = False
        for k in range(srole.shape[0]):
            if srole[k] == SR_SAMEGENDER:
                same = True
            elif srole[k] == SR_OTHERGENDER:
                diff = True
        if same and not diff:
            return g_diff > g_same  # switch so that more enemies share my gender
        if diff and not same:
            return g_same > g_diff
        return False
    return True


@njit(cache=True)
def _active_value(
    role,
    used,
    n,
    hp,
    maxhp,
    handn,
    alive,
    facedown,
    dist,
    en,
    reach,
    n_moves,
    any_move,
    move_rng,
    junk,
    slot_full,
):
    """Play-phase value of an active hero skill that does not make a card (same scale as the
    card values of the play decision: 0 = not worth it)."""
    if role == SR_DRAW_HP:
        if not used and hp[0] >= 4 and hp[0] >= maxhp[0] - 1:
            return 6.5  # lose 1 HP for 2 cards while healthy, once a turn
    elif role == SR_FLIP_HEAL:
        if hp[0] <= 1 and hp[0] < maxhp[0] and not facedown[0]:
            return 3.0
    elif role == SR_HUAGONG:
        gain = 0.0
        for r in range(1, n):
            if alive[r]:
                gain += en[r]
        if gain > 0.5 and handn[0] >= 3:
            return 5.0 + gain
    elif role == SR_FORCE:
        if not used:
            bt = -1.0
            for r in range(1, n):
                if alive[r] and dist[r] <= reach and en[r] > bt:
                    bt = en[r]
            if bt > 0.3:
                return 4.5 + bt
    elif role == SR_DISCARD_DRAW:
        if not used and junk >= 1:
            return 3.2
    elif role == SR_PAY_ATTACK:
        # one more attack when the moves in hand may no longer be used
        eq = False
        for s in range(4):
            eq = eq or slot_full[0, s]
        if not used and n_moves > 0 and not any_move and (hp[0] >= 3 or eq):
            rng = move_rng if move_rng > reach else reach
            bt = -1.0
            for r in range(1, n):
                if alive[r] and not facedown[r] and dist[r] <= rng and en[r] > bt:
                    bt = en[r]
            if bt > 0.5:
                return 3.8 + bt
    return 0.0


@njit(cache=True)
def _move_plan(o, o_seats, seat_size, n_eq, eq_face, ft, n, alive, en, slot_full):
    """乾坤大挪移 (the hero's skill): the best card to move from the seats block, as
    ``(value, source seat, kind)`` on the play-decision scale (value 0: nothing worth it).

    Kind 0: a delayed card in the judgement area of the observer or a clear friend goes to a
    clear enemy whose area has no card of that face (value 6 + that enemy's enmity). Kind 1: an
    equipped card of a clear enemy goes to the observer's own empty slot for it (value 5.5 +
    the enemy's enmity, +0.5 for an internal or mental art)."""
    n_dl = seat_size - S_EQUIP - n_eq
    best_v = 0.0
    src = -1
    kind = -1
    for r in range(n):
        if not alive[r]:
            continue
        b = o_seats + r * seat_size
        if r == 0 or en[r] < -0.3:
            for j in range(n_dl):
                if o[b + S_EQUIP + n_eq + j] < 0.5:
                    continue
                for e in range(1, n):
                    if e == r or not alive[e] or en[e] <= 0.3:
                        continue
                    if o[o_seats + e * seat_size + S_EQUIP + n_eq + j] > 0.5:
                        continue  # no two cards of one name in a judgement area
                    v = 6.0 + min(en[e], 3.0)
                    if v > best_v:
                        best_v = v
                        src = r
                        kind = 0
        elif en[r] > 0.5:
            for e in range(n_eq):
                if o[b + S_EQUIP + e] < 0.5:
                    continue
                sl = ft[eq_face[e], 3]
                free = False
                if sl >= 0 and sl < 4:
                    free = not slot_full[0, sl]
                elif sl == 4:
                    free = not (slot_full[0, 2] and slot_full[0, 3])
                if free:
                    v = 5.5 + min(en[r], 3.0) * 0.5 + (0.5 if sl == 0 or sl == 1 else 0.0)
                    if v > best_v:
                        best_v = v
                        src = r
                        kind = 1
    return best_v, src, kind


@njit(cache=True)
def _judge_wish(o, hof, n_faces, ft, st, en):
    """Which way the observer wants the judgement in progress to fall.

    Reads the observation's ``judgement`` slice (the innermost judgement: the judged seat, the
    face it is for, the judgement card's colour once turned over, or the hero skill it is for)
    and returns ``(want, cur, bene)``: the colours (bitmask) that favour the observer, 0 when it
    has no clear wish (unknown face, no preference of the face, or the favoured seat is neither
    clearly a friend nor clearly an enemy); the judgement card's colour (-1 not yet turned); the
    relative seat the judgement favours on its success colours.

    The favoured seat is the judged seat for a card's judgement (the attacker for a move's or
    internal art's, the defender for 混元气's, the holder for a delayed card's) and the owner for
    a hero skill's own judgement (六脉神剑, 寒冰真气). A friend (self, or enmity < -0.3) should get
    the colours that favour it, an enemy (enmity > 0.3) the others."""
    jd = hof[13]
    if jd < 0 or o[jd + JD_ACTIVE] < 0.5:
        return 0, -1, -1
    seat = -1
    for r in range(10):
        if o[jd + JD_SEAT + r] > 0.5:
            seat = r
    ffor = -1
    for f in range(n_faces):
        if o[jd + JD_FOR + f] > 0.5:
            ffor = f
    oc = jd + JD_FOR + 2 * n_faces
    cur = -1
    for c in range(4):
        if o[oc + c] > 0.5:
            cur = c
    osk = oc + 4
    mask = 0
    bene = seat
    if o[osk] > 0.5:  # a hero skill's own judgement: favours the skill's owner
        owner = -1
        for r in range(10):
            if o[osk + 1 + r] > 0.5:
                owner = r
        slot = -1
        for k in range(4):
            if o[osk + 11 + k] > 0.5:
                slot = k
        h = -1
        if owner >= 0 and o[hof[0] + owner * hof[2] + hof[3]] > 0.5:
            for x in range(hof[9]):
                if o[hof[0] + owner * hof[2] + hof[4] + x] > 0.5:
                    h = x
        if h >= 0 and slot >= 0:
            mask = st[h, slot, 8]
        bene = owner
    elif ffor >= 0:
        mask = ft[ffor, 11]
    if mask == 0 or mask == 15 or bene < 0:
        return 0, cur, bene
    w = 2.0 if bene == 0 else -en[bene]
    if w > 0.3:
        return mask, cur, bene
    if w < -0.3:
        return 15 & ~mask, cur, bene
    return 0, cur, bene


@njit(cache=True)
def _decide(
    o, row, ft, offs, n_types, force_ident, state, fb, ib, bb, sfull, hh, st, hprior, hof, flags
):
    """One decision: the preferred action id for observation ``o`` and mask ``row``.

    ``st``/``hprior``: the hero skill table and draft scores (public catalogue and measured
    data), ``hof`` the hero offsets of the observation, ``flags`` = (use hero skills, use the
    draft table); with both off the policy plays exactly as before hero skills were added."""
    n_faces = n_types // 4
    o_self = offs[1]
    o_hand = offs[2]
    o_seats = offs[3]
    o_hist = offs[4]
    o_dec = offs[5]
    n_eq = offs[6]
    d_pur = offs[7]
    d_other = offs[8]
    d_face = offs[9]
    n_pur = offs[10]
    eq_face = offs[11:]
    seat_size = (o_hist - o_seats) // 10
    a_seat = n_types
    a_pick = a_seat + 10
    a_judge = a_pick + 5
    a_colour = a_judge + 4
    a_skill = a_colour + 4
    a_pass = a_skill + 8
    a_yes = a_pass + 1

    n = int(o[0] * 10.0 + 0.5)
    me_id = -1
    for k in range(6):
        if o[o_self + k] > 0.5:
            me_id = k
    style = me_id if force_ident < 0 else force_ident

    # ---- seats (scratch rows reused across calls, cleared here)
    fb[:, :] = 0.0
    ib[:, :] = 0
    bb[:, :] = False
    sfull[:, :] = False
    hh[:, :, :] = 0.0
    ib[0, :] = -1
    ib[2, :] = -1
    alive = bb[0]
    hp = fb[0]
    maxhp = fb[1]
    handn = fb[2]
    known = ib[0]
    dist = ib[1]
    facedown = bb[1]
    slot_full = sfull
    bonus_col = ib[2]
    bonus_amt = ib[3]
    reach = 1
    leader = -1
    for r in range(n):
        b = o_seats + r * seat_size
        alive[r] = o[b + S_ALIVE] > 0.5
        hp[r] = o[b + S_HP] * 10.0
        maxhp[r] = o[b + S_MAXHP] * 10.0
        handn[r] = o[b + S_HAND] * 10.0
        facedown[r] = o[b + S_FACEDOWN] > 0.5
        dist[r] = int(o[b + S_DIST] * 10.0 + 0.5)
        if o[b + S_KNOWN] > 0.5:
            for k in range(6):
                if o[b + S_IDENT + k] > 0.5:
                    known[r] = k
        if known[r] == LEADER:
            leader = r
        for e in range(n_eq):
            if o[b + S_EQUIP + e] > 0.5:
                f = eq_face[e]
                s = ft[f, 3]
                if s >= 0 and s < 4:
                    slot_full[r, s] = True
                elif s == 4:
                    if slot_full[r, 3]:
                        slot_full[r, 2] = True
                    else:
                        slot_full[r, 3] = True
                if s == 0:
                    if r == 0 and ft[f, 4] > reach:
                        reach = ft[f, 4]
                    if ft[f, 5] >= 0:
                        bonus_col[r] = ft[f, 5]
                        bonus_amt[r] = ft[f, 6]
    known[0] = me_id

    # ---- allegiance score s: + friend of the leader, - enemy of the leader
    sc = fb[3]
    fixed = bb[2]
    for r in range(n):
        k = known[r]
        if k == LEADER:
            sc[r] = 1.5
            fixed[r] = True
        elif k == RIGHTEOUS:
            sc[r] = 1.0
            fixed[r] = True
        elif k == CULT:
            sc[r] = -1.0
            fixed[r] = True
        elif k >= COURT:
            sc[r] = -0.3
            fixed[r] = True
    hostile = hh[0]
    helped = hh[1]
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            h = o_hist + (i * 10 + j) * 6
            hostile[i, j] = 10.0 * (
                o[h + 0] + 0.5 * o[h + 1] + 0.5 * o[h + 3] + 0.7 * o[h + 4] + o[h + 5]
            )
            helped[i, j] = 10.0 * o[h + 2]
    nsc = fb[4]
    for _it in range(3):
        nsc[:] = sc
        for r in range(n):
            if fixed[r]:
                continue
            raw = 0.0
            for j in range(n):
                if j != r and alive[j] or j == leader:
                    raw += (helped[r, j] - hostile[r, j]) * sc[j]
            nsc[r] = raw / (1.0 + abs(raw))
        sc[:] = nsc

    # ---- identity table priors
    idc = fb[5]
    for k in range(6):
        idc[k] = o[offs[0] + 4 + k] * 10.0
    # remaining unknown identities (dead and known seats removed)
    rem = fb[6]
    rem[:6] = idc[:6]
    n_unknown = 0
    for r in range(n):
        if known[r] >= 0:
            rem[known[r]] -= 1.0
        else:
            n_unknown += 1
    for k in range(6):
        if rem[k] < 0.0:
            rem[k] = 0.0
    nu = max(n_unknown, 1)

    # strength of the two sides (for renegades)
    side_l = 0.0
    side_c = 0.0
    others_alive = 0
    for r in range(n):
        if not alive[r]:
            continue
        if r != leader and r != 0:
            others_alive += 1
        w = hp[r] + 0.3 * handn[r]
        if sc[r] > 0.2:
            side_l += w
        elif sc[r] < -0.2:
            side_c += w

    # ---- enmity: how much I want to hurt each seat (> 0 enemy, < 0 ally)
    en = fb[7]
    for r in range(1, n):
        if not alive[r]:
            en[r] = -9.0
            continue
        k = known[r]
        if style == LEADER or style == RIGHTEOUS:
            if k == LEADER or k == RIGHTEOUS:
                en[r] = -3.0
            elif k >= CULT:
                en[r] = 1.0
            else:
                prior = (rem[CULT] + rem[COURT] + rem[FOREIGN] + rem[COLLAB] - rem[RIGHTEOUS]) / nu
                en[r] = 0.3 * prior - 1.5 * sc[r]
        elif style == CULT:
            if k == LEADER:
                en[r] = 3.0
            elif k == CULT:
                en[r] = -3.0
            elif k == RIGHTEOUS:
                en[r] = 1.5
            elif k >= COURT:
                en[r] = 0.3
            else:
                prior = (rem[RIGHTEOUS] - rem[CULT] + 0.3 * rem[COURT]) / nu
                en[r] = 0.3 * prior + 1.5 * sc[r]
        else:  # renegades: court, foreign, collaborator
            if style == COLLAB and k == FOREIGN:
                en[r] = -3.0
            elif style == FOREIGN and k == COLLAB:
                en[r] = -3.0
            elif k == LEADER:
                en[r] = 2.0 if others_alive == 0 else -1.0
            else:
                if side_l >= side_c:
                    en[r] = 0.2 + sc[r]
                else:
                    en[r] = 0.2 - sc[r]
                if k == CULT and side_l < side_c:
                    en[r] += 0.5
    # a protected partner (the foreign player for the collaborator, and back when known):
    # whoever hurts it becomes a target
    if style == COLLAB or style == FOREIGN:
        want = FOREIGN if style == COLLAB else COLLAB
        for q in range(1, n):
            if known[q] == want and alive[q]:
                for r in range(1, n):
                    if r != q and alive[r]:
                        en[r] += 0.6 * min(hostile[r, q], 3.0)
    en[0] = -9.0

    # ---- hand
    hand = o[o_hand : o_hand + n_types]
    n_moves = 0
    for t in range(n_types):
        if hand[t] > 0.5 and ft[t // 4, 0] == K_MOVE:
            n_moves += int(hand[t] + 0.5)

    # ---- decision
    kind = -1
    for k in range(d_pur):
        if o[o_dec + k] > 0.5:
            kind = k
    pur = -1
    for k in range(n_pur):
        if o[o_dec + d_pur + k] > 0.5:
            pur = k
    other = -1
    for k in range(10):
        if o[o_dec + d_other + k] > 0.5:
            other = k
    dface = -1
    for k in range(n_faces):
        if o[o_dec + d_face + k] > 0.5:
            dface = k
    dcol = -1
    for k in range(4):
        if o[o_dec + d_face + n_faces + k] > 0.5:
            dcol = k
    dslot = -1  # the hero skill slot the decision is asked for
    for k in range(4):
        if o[o_dec + d_face + n_faces + 6 + k] > 0.5:
            dslot = k

    # ---- own hero (its one-hot in the observer's own hero block) and its skills' roles
    use_sk = flags[0] != 0
    use_draft = flags[1] != 0
    use_new = use_sk and flags[2] != 0  # the hero play added after the first version
    hs = hof[0]
    dr = hof[1]
    hseat = hof[2]
    hk = hof[3]
    hid = hof[4]
    hsk = hof[5]
    hskw = hof[6]
    maxh = hof[9]
    srole = ib[4]
    srole[:] = SR_NONE
    floor = ib[5]  # per colour: the power floor of own moves (power_floor)
    floor[:] = 0
    autob = 0  # colours whose defending moves always block
    xcnt = 0  # colours own moves also counter
    samec = False
    mh = -1
    if use_sk and o[hs + hk] > 0.5:
        for h in range(maxh):
            if o[hs + hid + h] > 0.5:
                mh = h
    skh = ib[6]  # per skill slot: the hero whose skill table row describes it (-1 none)
    skh[:] = -1
    pbon = 0  # power own moves get from hero skills now (挥刀自宫 used, 黯然销魂 at low HP)
    if mh >= 0:
        for k in range(4):
            b = hs + hsk + hskw * k
            if o[b] > 0.5 and o[b + 3] < 0.5:  # has the skill, not a borrowed one
                srole[k] = st[mh, k, 0]
                skh[k] = mh
            elif use_new and o[b] > 0.5 and hof[14] >= 0:
                # a skill lent by 冒名顶替 (always the skills of one catalogue hero)
                srole[k] = st[hof[14], k, 0]
                skh[k] = hof[14]
            if srole[k] == SR_FLOOR:
                c = st[skh[k], k, 1]
                if st[skh[k], k, 2] > floor[c]:
                    floor[c] = st[skh[k], k, 2]
            elif srole[k] == SR_AUTOBLOCK:
                autob |= st[skh[k], k, 1]
            elif srole[k] == SR_XCOUNTER:
                xcnt |= 1 << st[skh[k], k, 1]
            elif srole[k] == SR_SAMECOUNTER:
                samec = True
            elif use_new and srole[k] == SR_HP_POWER:
                pbon += st[skh[k], k, 2] * int(o[b + 1] + 0.5)  # times used this turn
            elif use_new and srole[k] == SR_LOW_HP_POWER and hp[0] < st[skh[k], k, 1] + 0.5:
                pbon += st[skh[k], k, 2]
    # seats whose known hero voids strategy cards aimed at it or takes them into its hand (蒙面,
    # 复国大任): no strategy card is aimed at them (with 复国大任 a 吸星 taking the card back
    # would loop for ever)
    nostrat = bb[3]
    nostrat[:] = False
    if use_sk:
        for r in range(1, n):
            if o[hs + r * hseat + hk] > 0.5:
                for h in range(maxh):
                    if o[hs + r * hseat + hid + h] > 0.5:
                        for k in range(4):
                            if st[h, k, 0] == SR_STRAT_SINK:
                                nostrat[r] = True
    any_move = False
    move_rng = 0
    junk = 0
    g_same = 0
    g_diff = 0
    if mh >= 0:
        for t in range(n_types):
            if hand[t] > 0.5:
                f = t // 4
                if ft[f, 0] == K_MOVE:
                    if row[t] != 0:
                        any_move = True
                    if ft[f, 2] > move_rng:
                        move_rng = ft[f, 2]
                if _card_value(ft, f, hp[0], maxhp[0], slot_full[0], n_moves) < JUNK:
                    junk += int(hand[t] + 0.5)
        # enemies of my own / the other gender (their heroes known), for 阴阳颠倒
        me_f = o[hs + hof[8]] > 0.5
        for r in range(1, n):
            if alive[r] and en[r] > 0.3 and o[hs + r * hseat + hk] > 0.5:
                fem = o[o_seats + r * seat_size + hof[11]] > 0.5
                if fem == me_f:
                    g_same += 1
                else:
                    g_diff += 1

    # ---- the judgement in progress: replace its card (霹雳手, 复明, 凌波微步, 五岳盟主 with a
    # hand card of their colour; 六合童子 with a page boy) when that turns a result that hurts
    # a friend or helps an enemy; jok[k]: say yes to the skill in slot k
    jok = bb[4]
    jok[:] = False
    jwant = 0
    if not use_new:
        for k in range(4):
            if srole[k] == SR_PAGE_BOYS:
                jok[k] = True  # (the first version took every optional skill it had no rule for)
    elif mh >= 0:
        jwant, jcur, jbene = _judge_wish(o, hof, n_faces, ft, st, en)
        if jwant != 0 and jcur >= 0 and (jwant >> jcur) & 1 == 0:
            for k in range(4):
                if srole[k] == SR_JUDGE:
                    cols = st[skh[k], k, 1] & jwant
                    mv = 1e9  # the cheapest hand card that gives a wanted colour
                    for t in range(n_types):
                        if hand[t] > 0.5 and (cols >> (t % 4)) & 1 != 0:
                            v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                            if v < mv:
                                mv = v
                    # never a rescue card for another seat's judgement
                    jok[k] = mv < 8.0 or (jbene == 0 and mv < 1e8)
                elif srole[k] == SR_PAGE_BOYS and hof[12] >= 0:
                    for t in range(n_types):
                        if o[hof[12] + t] > 0.5 and (jwant >> (t % 4)) & 1 != 0:
                            jok[k] = True

    best = -1
    if kind == DK_PLAY:
        best_v = 0.0
        for t in range(n_types + 4):
            if t < n_types:
                if row[t] == 0:
                    continue
                f = t // 4
                col = t % 4
            else:  # a hero skill that makes a card: valued as that card (self-made, no colour)
                k = t - n_types
                if srole[k] != SR_CONVERT and srole[k] != SR_ASCARD:
                    continue
                if row[a_skill + 4 + k] == 0:
                    continue
                f = st[skh[k], k, 1]
                col = -1
            role = ft[f, 0]
            v = 0.0
            if role == K_EQUIP:
                s = ft[f, 3]
                if s == 4:
                    v = 10.0 if not (slot_full[0, 2] and slot_full[0, 3]) else 0.0
                elif s >= 0 and not slot_full[0, s]:
                    v = 10.0
                elif s == 0 and ft[f, 4] > reach:
                    v = 3.0
            elif role == K_DRAW:
                v = 9.0
            elif role == K_HEAL:
                if hp[0] < maxhp[0]:
                    v = 8.0 + (maxhp[0] - hp[0])
            elif role == K_GOOD:
                v = 2.0
                if use_new and mh >= 0 and ft[f, 12] == 1 and mh != hof[14]:
                    # 冒名顶替 on oneself (the lent skills: unlimited red attacks, 1 closer to
                    # those attacked) before attacking, with 2+ red moves and an enemy near
                    reds = 0
                    for t2 in range(n_types):
                        if t2 % 4 == 0 and hand[t2] > 0.5 and ft[t2 // 4, 0] == K_MOVE:
                            reds += int(hand[t2] + 0.5)
                    rng = move_rng if move_rng > reach else reach
                    near = False
                    for r in range(1, n):
                        if alive[r] and not facedown[r] and dist[r] <= rng + 1 and en[r] > 0.3:
                            near = True
                    if reds >= 2 and near:
                        v = 8.2
            elif role == K_MASS:
                gain = 0.0
                for r in range(1, n):
                    if alive[r] and not facedown[r]:
                        gain += en[r]
                if gain > 0.2:
                    v = 6.0 + gain
            elif role == K_HARM:
                maxd = ft[f, 7]
                bt = -1.0
                for r in range(1, n):
                    if not alive[r]:
                        continue
                    if maxd > 0 and dist[r] > maxd:
                        continue
                    if nostrat[r] and ft[f, 10] == CAT_STRATEGY:
                        continue
                    if en[r] > bt:
                        bt = en[r]
                if bt > 0.1:
                    v = 5.0 + bt
            elif role == K_MOVE:
                rng = ft[f, 2] if ft[f, 2] > reach else reach
                bt = -1.0
                for r in range(1, n):
                    if alive[r] and not facedown[r] and dist[r] <= rng and en[r] > bt:
                        bt = en[r]
                if bt > 0.05 and (n_moves >= 2 or hp[0] >= 3 or bt > 1.0):
                    pw = ft[f, 1]
                    if bonus_col[0] == col:
                        pw += bonus_amt[0]
                    v = 4.0 + bt + 0.3 * pw + 0.05 * rng
            if t >= n_types and v > 0.0:
                # a skill that spends a hand card yields to the real card; a free one leads
                v += 0.3 if srole[t - n_types] == SR_ASCARD else -0.3
            if v > best_v:
                best_v = v
                best = t if t < n_types else a_skill + 4 + (t - n_types)
        if use_new and mh >= 0:
            # newer hero rules, valued on the same scale
            top = -1  # the strongest move that may attack now
            for t in range(n_types):
                if row[t] != 0 and ft[t // 4, 0] == K_MOVE:
                    if top < 0 or ft[t // 4, 1] > ft[top // 4, 1]:
                        top = t
            for k in range(4):
                a = a_skill + 4 + k
                if row[a] == 0:
                    continue
                v = 0.0
                if srole[k] == SR_AS_COLOUR and top >= 0:
                    # 西狂 / 天生神力 ...: attack with the strongest move recoloured to the own
                    # internal art's bonus colour (the colour prompt then names that colour)
                    bc = bonus_col[0]
                    if bc >= 0 and top % 4 != bc and (st[skh[k], k, 1] >> bc) & 1 != 0:
                        f = top // 4
                        rng = ft[f, 2] if ft[f, 2] > reach else reach
                        bt = -1.0
                        for r in range(1, n):
                            if alive[r] and not facedown[r] and dist[r] <= rng:
                                if en[r] > bt:
                                    bt = en[r]
                        if bt > 0.05 and (n_moves >= 2 or hp[0] >= 3 or bt > 1.0):
                            v = 4.0 + bt + 0.3 * (ft[f, 1] + bonus_amt[0]) + 0.05 * rng
                elif srole[k] == SR_HP_POWER and top >= 0 and hp[0] > 3.5:
                    # 挥刀自宫: 1 HP for +1 power this turn, before an attack that may kill
                    rng = move_rng if move_rng > reach else reach
                    for r in range(1, n):
                        if alive[r] and not facedown[r] and dist[r] <= rng:
                            if en[r] > 0.5 and hp[r] < 2.5:
                                v = 8.5
                elif srole[k] == SR_CHARGE and n_moves >= 1:
                    v = 0.5  # 蛤蟆功: when nothing else is worth doing, charge a move for later
                elif srole[k] == SR_MOVE_TABLE:
                    mv = 1e9  # the red (the skill's colour) card it costs
                    for t in range(n_types):
                        if hand[t] > 0.5 and t % 4 == st[skh[k], k, 1]:
                            cv = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                            if cv < mv:
                                mv = cv
                    if mv < 7.0:
                        v, _src, _kind = _move_plan(
                            o, o_seats, seat_size, n_eq, eq_face, ft, n, alive, en, slot_full
                        )
                if v > best_v:
                    best_v = v
                    best = a
        if mh >= 0:
            # the other active hero skills of the play phase, valued on the same scale
            for k in range(4):
                a = a_skill + 4 + k
                if row[a] == 0:
                    continue
                used = o[hs + hsk + hskw * k + 1] > 0.5
                v = _active_value(
                    srole[k],
                    used,
                    n,
                    hp,
                    maxhp,
                    handn,
                    alive,
                    facedown,
                    dist,
                    en,
                    reach,
                    n_moves,
                    any_move,
                    move_rng,
                    junk,
                    slot_full,
                )
                if v > best_v:
                    best_v = v
                    best = a
        if best < 0:
            # attack with a conversion art when no move is at hand (and a hero skill that
            # puts out a card as a move, e.g. 胡家刀法)
            for sl in range(8 if use_sk else 4):
                a = a_skill + sl
                if sl >= 4 and srole[sl - 4] != SR_VMOVE:
                    continue
                rch = reach
                if sl >= 4 and st[skh[sl - 4], sl - 4, 4] > rch:
                    rch = st[skh[sl - 4], sl - 4, 4]
                if row[a] != 0 and n_moves == 0:
                    bt = -1.0
                    for r in range(1, n):
                        if alive[r] and not facedown[r] and dist[r] <= rch and en[r] > bt:
                            bt = en[r]
                    if bt > 0.3 and handn[0] >= 2:
                        best = a
            if best < 0:
                best = a_pass
    elif kind == DK_TARGET:
        tf = dface
        sk_dec = use_new and dslot >= 0  # a hero skill's own target prompt
        if sk_dec and pur != PUR_MOVE_TO:
            tf = -1  # the face shown there is the card the skill fired on, not what it does
        role = ft[tf, 0] if tf >= 0 else K_HARM
        if sk_dec and pur != PUR_SKILL_NEAREST and srole[dslot] == SR_HEAL_TARGET:
            role = K_HEAL  # 少林方丈: self or the most hurt friend recovers
        good = role == K_HEAL or role == K_GOOD or role == K_DRAW
        mplan = sk_dec and srole[dslot] == SR_MOVE_TABLE
        if use_new and mh >= 0 and tf >= 0 and ft[tf, 12] == 1 and row[a_seat] != 0:
            best = a_seat  # 冒名顶替: the lent skills are for oneself
        elif mplan and pur == PUR_MOVE_FROM:
            # 乾坤大挪移: the source seat of the plan valued in the play decision
            _v, src, _kd = _move_plan(
                o, o_seats, seat_size, n_eq, eq_face, ft, n, alive, en, slot_full
            )
            if src >= 0 and row[a_seat + src] != 0:
                best = a_seat + src
            elif row[a_pass] != 0:
                best = a_pass
        elif mplan and pur == PUR_MOVE_TO:
            # a delayed card goes to the worst enemy, equipment to self or the closest friend
            delayed = dface >= 0 and ft[dface, 8] == 1
            best_v = -1e9
            for r in range(10):
                if row[a_seat + r] == 0:
                    continue
                v = en[r] if delayed else (4.0 if r == 0 else -en[r])
                if v > best_v:
                    best_v = v
                    best = a_seat + r
        else:
            best_v = -1e9
            for r in range(10):
                if row[a_seat + r] == 0:
                    continue
                if good:
                    v = -en[r] if r > 0 else 3.0
                    v += 0.5 * (maxhp[r] - hp[r])
                else:
                    v = en[r]
                    if nostrat[r] and tf >= 0 and ft[tf, 10] == CAT_STRATEGY:
                        v = -5.0  # the card would be void or end in its hand
                    if pur == PUR_ATTACK:
                        v += 0.4 / (hp[r] + 0.5) + 0.05 * (4.0 - handn[r])
                    if tf >= 0 and ft[tf, 8] == 1:
                        v -= 0.1 * hp[r]
                if v > best_v:
                    best_v = v
                    best = a_seat + r
            if best >= 0 and not good and best_v <= 0.0 and row[a_pass] != 0:
                best = a_pass
    elif kind == DK_RESPOND:
        if pur == PUR_FORCED or (use_sk and pur == PUR_SKILL_ATTACK):
            # forced to attack the named seat: do it with the cheapest move unless it is an ally
            if other > 0 and en[other] > -0.2:
                bv = 1e9
                for t in range(n_types):
                    if row[t] != 0 and hand[t] > 0.5:
                        v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                        if v < bv:
                            bv = v
                            best = t
            if best < 0:
                best = a_pass
        elif pur != PUR_ATTACK:
            # any move answers: play the least valuable one
            bv = 1e9
            for t in range(n_types):
                if row[t] != 0 and hand[t] > 0.5:
                    v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                    if v < bv:
                        bv = v
                        best = t
            if best < 0:
                for sl in range(4):
                    if row[a_skill + sl] != 0 and handn[0] >= 1:
                        best = a_skill + sl
            if best < 0 and use_sk:
                for k in range(4):  # a hero skill that puts out a card as a move
                    if row[a_skill + 4 + k] != 0 and srole[k] == SR_VMOVE and handn[0] >= 1:
                        best = a_skill + 4 + k
            if best < 0:
                best = a_pass
        else:
            ap = 1
            if dface >= 0:
                ap = ft[dface, 1]
            att = other if other >= 0 else 0
            if dcol >= 0 and bonus_col[att] == dcol:
                ap += bonus_amt[att]
            base_dmg = (ap + 1) // 2
            best_cost = 1e9
            best_dmg = base_dmg
            top_pw = -1
            for t in range(n_types):
                if row[t] == 0 or ft[t // 4, 0] != K_MOVE:
                    continue
                c = t % 4
                if hand[t] > 0.5 and ft[t // 4, 1] > top_pw:
                    top_pw = ft[t // 4, 1]
                dmg = _def_damage(
                    ap,
                    dcol,
                    ft[t // 4, 1],
                    c,
                    bonus_col[0],
                    bonus_amt[0],
                    floor,
                    xcnt,
                    samec,
                    autob,
                    pbon,
                )
                cost = ft[t // 4, 1] + 0.1 * c
                if dmg < best_dmg or (dmg == best_dmg and dmg < base_dmg and cost < best_cost):
                    best_dmg = dmg
                    best_cost = cost
                    best = t
            if use_sk and best_dmg > 0:
                # hero skills that answer better than any card: a copy of the attacking move
                # (还施彼身), a move recoloured to counter it (single-colour 天生神力 etc.: the
                # strongest move is used), a card put out as a move (胡家刀法)
                for k in range(4):
                    a = a_skill + 4 + k
                    if row[a] == 0:
                        continue
                    dmg = best_dmg
                    if srole[k] == SR_MIRROR:
                        dmg = 0
                    elif srole[k] == SR_AS_COLOUR and top_pw >= 0:
                        cols = st[skh[k], k, 1]
                        if cols > 0 and (cols & (cols - 1)) == 0:
                            c = 0
                            while (cols >> c) & 1 == 0:
                                c += 1
                            dmg = _def_damage(
                                ap,
                                dcol,
                                top_pw,
                                c,
                                bonus_col[0],
                                bonus_amt[0],
                                floor,
                                xcnt,
                                samec,
                                autob,
                                pbon,
                            )
                        elif use_new and cols > 0:
                            # 西狂: any colour (the colour prompt then counters the attack)
                            for c in range(4):
                                if (cols >> c) & 1 != 0:
                                    d2 = _def_damage(
                                        ap,
                                        dcol,
                                        top_pw,
                                        c,
                                        bonus_col[0],
                                        bonus_amt[0],
                                        floor,
                                        xcnt,
                                        samec,
                                        autob,
                                        pbon,
                                    )
                                    if d2 < dmg:
                                        dmg = d2
                    elif srole[k] == SR_VMOVE and handn[0] >= 1:
                        dmg = _def_damage(
                            ap,
                            dcol,
                            st[skh[k], k, 3],
                            st[skh[k], k, 2],
                            bonus_col[0],
                            bonus_amt[0],
                            floor,
                            xcnt,
                            samec,
                            autob,
                            pbon,
                        )
                    elif (
                        use_new
                        and srole[k] == SR_HP_POWER
                        and hp[0] > 2.5
                        and best_dmg == 1
                        and dface >= 0
                        and ft[dface, 11] != 0
                    ):
                        # 挥刀自宫: 1 HP for +1 power, when that turns a 1-damage hit of a move
                        # with a judgement (分筋错骨手's extra damage, 弹指神通 / 玄冥神掌's
                        # skipped phase) into a block: the same HP, and no judgement
                        for t in range(n_types):
                            if row[t] != 0 and hand[t] > 0.5 and ft[t // 4, 0] == K_MOVE:
                                d2 = _def_damage(
                                    ap,
                                    dcol,
                                    ft[t // 4, 1],
                                    t % 4,
                                    bonus_col[0],
                                    bonus_amt[0],
                                    floor,
                                    xcnt,
                                    samec,
                                    autob,
                                    pbon + st[skh[k], k, 2],
                                )
                                if d2 < dmg:
                                    dmg = d2
                    if dmg < best_dmg:
                        best_dmg = dmg
                        best = a
            if best < 0:
                # a conversion art as the answer, when hurt enough to spend the card
                for sl in range(4):
                    if row[a_skill + sl] != 0 and handn[0] >= 1 and hp[0] <= base_dmg + 1:
                        best = a_skill + sl
            if best < 0:
                best = a_pass
    elif kind == DK_CANCEL:
        prot = other if other >= 0 else 0
        ally = prot == 0 or en[prot] < -0.3
        enemy = prot != 0 and en[prot] > 0.3
        role = ft[dface, 0] if dface >= 0 else K_HARM
        play = False
        if role == K_CANCEL_S or role == K_CANCEL_P:
            play = enemy  # cancelling a cancel lets the original (harmful) card through
        elif role == K_HARM or role == K_MASS:
            play = ally
        elif role == K_DRAW or role == K_HEAL or role == K_GOOD:
            play = enemy and en[prot] > 0.8
        else:
            play = ally
        if play:
            for t in range(n_types):
                if row[t] != 0:
                    best = t
                    break
            if best < 0 and use_sk:
                for k in range(4):  # a hero skill that makes the cancel card (不离不弃, 东邪)
                    if row[a_skill + 4 + k] != 0:
                        best = a_skill + 4 + k
                        break
        if best < 0:
            best = a_pass
    elif kind == DK_RESCUE:
        dy = other if other >= 0 else 0
        if _want_save(dy, en, leader, style, others_alive):
            for t in range(n_types):
                if row[t] != 0:
                    best = t
                    break
            if best < 0 and use_sk:
                for k in range(4):  # a hero skill that makes the rescue card (制药, 九转熊蛇丸)
                    if row[a_skill + 4 + k] != 0:
                        best = a_skill + 4 + k
                        break
        if best < 0:
            best = a_pass
    elif kind == DK_DISCARD or kind == DK_HAND:
        bv = 1e9
        hr = srole[dslot] if (kind == DK_HAND and dslot >= 0) else SR_NONE
        top = -1
        for t in range(n_types):
            if row[t] != 0:
                v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                if v < bv:
                    bv = v
                    best = t
                if hr == SR_AS_COLOUR and (top < 0 or ft[t // 4, 1] > ft[top // 4, 1]):
                    top = t
        if use_new and hr == SR_CHARGE and pur == PUR_SKILL_CARD:
            hr = SR_AS_COLOUR  # 蛤蟆功 charges the strongest move not yet shown
            for t in range(n_types):
                if row[t] != 0 and ft[t // 4, 0] == K_MOVE:
                    if top < 0 or ft[t // 4, 1] > ft[top // 4, 1]:
                        top = t
        if (
            use_new
            and jwant != 0
            and (
                (hr == SR_JUDGE and pur == PUR_SKILL_CARD)
                or (hr == SR_PAGE_BOYS and pur == PUR_STORED)
            )
        ):
            # the new judgement card: the cheapest card of a colour that turns the result
            jb = -1
            bv = 1e9
            for t in range(n_types):
                if row[t] != 0 and (jwant >> (t % 4)) & 1 != 0:
                    v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                    if v < bv:
                        bv = v
                        jb = t
            if jb >= 0:
                best = jb
        elif hr == SR_AS_COLOUR and pur == PUR_SKILL_CARD and top >= 0:
            best = top  # the strongest move is recoloured (as valued in the answer)
        elif hr == SR_DISCARD_DRAW and pur == PUR_PAY and bv >= JUNK and row[a_pass] != 0:
            best = a_pass  # 逍遥神丐: swap only cards not worth keeping
    elif kind == DK_PICK and use_new and pur == PUR_MOVE and dslot >= 0:
        # 乾坤大挪移 (hero): from a friend a judgement-area card, from an enemy an equipped card
        # that fits one of the observer's empty slots
        src = other if other >= 0 else 0
        if src == 0 or en[src] < 0.0:
            for k in range(4):
                if row[a_judge + k] != 0:
                    best = a_judge + k
                    break
        else:
            for sl in (0, 1, 3, 2):
                if row[a_pick + 1 + sl] != 0 and not slot_full[0, sl]:
                    best = a_pick + 1 + sl
                    break
            if best < 0:
                for sl in (0, 1, 3, 2):
                    if row[a_pick + 1 + sl] != 0:
                        best = a_pick + 1 + sl
                        break
        if best < 0:
            for k in range(4):
                if row[a_judge + k] != 0:
                    best = a_judge + k
                    break
    elif kind == DK_PICK and use_sk and pur == PUR_SKILL_EQUIP:
        # give up one of one's own equipped cards, or pass and pay otherwise (1 HP / damage)
        if hp[0] >= 3 and row[a_pass] != 0:
            best = a_pass
        else:
            for sl in (2, 3, 1, 0):
                if row[a_pick + 1 + sl] != 0:
                    best = a_pick + 1 + sl
                    break
    elif kind == DK_PICK:
        vic = other if other >= 0 else 0
        if vic != 0 and en[vic] < -0.2:
            # an ally's card: clear a delayed poison if any, else the least harmful pick
            for k in range(4):
                if row[a_judge + k] != 0:
                    best = a_judge + k
                    break
            if best < 0:
                for sl in (2, 3, 0, 1):
                    if row[a_pick + 1 + sl] != 0:
                        best = a_pick + 1 + sl
                        break
        else:
            for sl in (1, 0, 3, 2):
                if row[a_pick + 1 + sl] != 0:
                    best = a_pick + 1 + sl
                    break
            if row[a_pick] != 0 and (best < 0 or (handn[vic] >= 3 and pur != PUR_DISCARD)):
                best = a_pick
    elif kind == DK_CONFIRM:
        best = a_yes
        if use_sk and dslot >= 0:
            if not _accept_skill(
                srole[dslot],
                other,
                en,
                hp[0],
                maxhp[0],
                leader,
                style,
                others_alive,
                g_same,
                g_diff,
                srole,
                jok[dslot],
            ):
                best = a_pass
    elif kind == DK_SKILL and use_sk:
        # several optional skills at once: the first one worth using resolves first
        for k in range(4):
            a = a_skill + 4 + k
            if row[a] != 0 and _accept_skill(
                srole[k],
                other,
                en,
                hp[0],
                maxhp[0],
                leader,
                style,
                others_alive,
                g_same,
                g_diff,
                srole,
                jok[k],
            ):
                best = a
                break
        if best < 0:
            best = a_pass
    elif kind == DK_HERO and use_draft:
        # the draft: the offered hero with the best prior for this identity
        ident = me_id if me_id >= 0 else style
        bv = -1e9
        for k in range(5):
            if row[a_pick + k] == 0:
                continue
            h = -1
            for x in range(maxh):
                if o[dr + k * maxh + x] > 0.5:
                    h = x
            if h >= 0 and ident >= 0 and hprior[h, ident] > bv:
                bv = hprior[h, ident]
                best = a_pick + k
    elif kind == DK_COLOUR:
        c = bonus_col[0] if bonus_col[0] >= 0 else 0
        best = a_colour + c
        if use_new and dslot >= 0 and srole[dslot] == SR_AS_COLOUR and pur == PUR_CONVERT:
            if dcol >= 0:
                # 西狂 answering an attack (the prompt shows the attacking move): the colour
                # that lets the least damage through, the counter colour first on ties
                ap = ft[dface, 1] if dface >= 0 else 1
                if other > 0 and bonus_col[other] == dcol:
                    ap += bonus_amt[other]
                bd = 1 << 20
                for i in range(4):
                    c = (dcol + 3 + i) % 4
                    if row[a_colour + c] == 0:
                        continue
                    d = _def_damage(
                        ap,
                        dcol,
                        2,
                        c,
                        bonus_col[0],
                        bonus_amt[0],
                        floor,
                        xcnt,
                        samec,
                        autob,
                        pbon,
                    )
                    if d < bd:
                        bd = d
                        best = a_colour + c
            elif row[best] == 0:
                for c in range(4):  # attacking: its bonus colour if allowed, else any allowed
                    if row[a_colour + c] != 0:
                        best = a_colour + c
                        break
    if best < 0 or best >= row.shape[0] or row[best] == 0:
        best = _random_legal(row, state)
    return best


@njit(cache=True)
def _scratch(n_obs):
    """The scratch arrays of :func:`_act_one`: ``_decide``'s rows (it clears them at every
    decision, so they can be reused from one decision to the next) and the float64 copy of an
    observation. Callers that decide many times (``_act_rows``, the training loop of
    ``qxs_env.train.core``) allocate them once."""
    return (
        np.zeros((8, 10), np.float64),
        np.zeros((7, 10), np.int64),
        np.zeros((5, 10), np.bool_),
        np.zeros((10, 4), np.bool_),
        np.zeros((2, 10, 10), np.float64),
        np.zeros(n_obs, np.float64),
    )


if numba.config.DISABLE_JIT:

    def _to_f64(src, dst, m):
        dst[:m] = src[:m]

else:

    @njit(cache=True)
    def _to_f64(src, dst, m):
        # an explicit loop: numba's slice assignment with a dtype change is ~3x slower
        for k in range(m):
            dst[k] = src[k]


@njit(cache=True)
def _act_one(o, row, scr, ft, offs, n_types, force_ident, state, st, prior, hof, flags):
    """One decision (``_decide``) for float32 observation ``o`` and mask ``row``, with the
    scratch arrays ``scr`` of :func:`_scratch`."""
    fb, ib, bb, sfull, hh, o64 = scr
    # The observation is float32; _decide reads it into float64 so that compiled code (where
    # float32 * float64 gives float64) and pure Python under NUMBA_DISABLE_JIT (where numpy
    # keeps float32) compute the same scores and break ties the same way. Only the columns it
    # may read (hof[15]: every slice before ``public``) are converted.
    _to_f64(o, o64, min(hof[15], o.shape[0], o64.shape[0]))
    return _decide(
        o64,
        row,
        ft,
        offs,
        n_types,
        force_ident,
        state,
        fb,
        ib,
        bb,
        sfull,
        hh,
        st,
        prior,
        hof,
        flags,
    )


@njit(cache=True)
def _act_rows(obs, mask, rows, out, ft, offs, n_types, force_ident, state, st, prior, hof, flags):
    """Decide every listed row (``_act_one``), scratch arrays allocated once per call."""
    scr = _scratch(obs.shape[1])
    for r in range(rows.shape[0]):
        i = rows[r]
        out[i] = _act_one(
            obs[i], mask[i], scr, ft, offs, n_types, force_ident, state, st, prior, hof, flags
        )


class HeuristicPolicy:
    """Rule-based agent over observations (see the module docstring).

    Args:
        identity: force the playing style of one identity (English name, e.g. ``"cult"``);
            ``None`` plays the identity found in each observation.
        seed: seed of the policy's own generator (used only by the random legal fallback).
        deck: a deck name, only used to load the card catalogue (faces are catalogue-wide).
        hero_skills: use hero skills on purpose (active skills, optional triggers, skill costs,
            skill-aware defence); ``False`` answers them as before hero skills were handled
            (triggers accepted, active skills only by the random fallback), for comparisons.
        draft: pick the draft hero by the prior table ``hero_prior.json``; ``False`` picks at
            random (the random legal fallback).
        hero_rules_v2: the hero rules of the second round (judgement replacement with hand
            cards or page boys, 西狂's colour, 挥刀自宫, 蛤蟆功, the hero's 乾坤大挪移, skills
            lent by 冒名顶替, 水上飘's and the power skills' arithmetic, skill target prompts by
            what the skill does); ``False`` plays hero skills as the first version did, for
            comparisons. No effect with ``hero_skills=False`` or with heroes off.
    """

    name = "heuristic_v1"
    needs_observations = True

    def __init__(
        self,
        identity: str | None = None,
        seed: int = 0,
        deck: str = "starter",
        hero_skills: bool = True,
        draft: bool = True,
        hero_rules_v2: bool = True,
    ) -> None:
        from qxs_env.rulesets.qxs.api import content_for
        from qxs_env.rulesets.qxs.obs import build_layout

        if identity is not None and identity not in IDENTITY_NAMES:
            raise ValueError(f"unknown identity {identity!r}; expected one of {IDENTITY_NAMES}")
        self.identity = identity
        self._force = -1 if identity is None else IDENTITY_NAMES.index(identity)
        catalogue, tables = content_for(deck)
        self.face_table = face_tables(tables)
        self.skill_table = skill_table(self.face_table, catalogue)
        self.hero_prior = hero_prior_table()
        self.hero_skills = bool(hero_skills)
        self.draft = bool(draft)
        self.hero_rules_v2 = bool(hero_rules_v2)
        self._flags = np.array(
            [int(self.hero_skills), int(self.draft), int(self.hero_rules_v2)], np.int64
        )
        layout = build_layout(tables)
        self._hof = _make_obs_offsets(layout)
        self.n_types = layout.n_types
        self.n_actions = action_offsets_for(self.n_types // 4)["size"]
        self.obs_size = layout.size
        eq_face = np.flatnonzero(np.asarray(layout.maps.eq_index) >= 0)
        order = np.argsort(np.asarray(layout.maps.eq_index)[eq_face])
        dec = np.array([D_PURPOSE, D_OTHER, D_FACE, FROZEN_N_PURPOSES], np.int64)
        self._offs = np.concatenate(
            [np.asarray(layout.maps.offsets, np.int64), dec, eq_face[order].astype(np.int64)]
        )
        self._state = np.zeros(1, dtype=np.uint64)
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """Reseed the policy's generator."""
        self._state[0] = np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ np.uint64(0x5BD1E9955BD1E995)

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A legal action for every listed row, chosen from its observation and mask."""
        if obs.shape[1] != self.obs_size or mask.shape[1] != self.n_actions:
            raise ValueError(
                f"observation/mask sizes {obs.shape[1]}/{mask.shape[1]} do not match the "
                f"catalogue ({self.obs_size}/{self.n_actions})"
            )
        rows = np.asarray(rows, dtype=np.int64)
        _act_rows(
            obs,
            mask,
            rows,
            out,
            self.face_table,
            self._offs,
            self.n_types,
            self._force,
            self._state,
            self.skill_table,
            self.hero_prior,
            self._hof,
            self._flags,
        )


def heuristic_without_hero_skills() -> HeuristicPolicy:
    """The heuristic as it played before hero skills were handled (no skill logic, random
    draft): ``--agents agents.heuristic:heuristic_without_hero_skills`` in ``qxs simulate``."""
    return HeuristicPolicy(hero_skills=False, draft=False)


def heuristic_hero_rules_v1() -> HeuristicPolicy:
    """The heuristic with the first version's hero play (``hero_rules_v2=False``): to compare
    old and new hero play, e.g. in ``qxs simulate --agents``."""
    return HeuristicPolicy(hero_rules_v2=False)


def heuristic_random_draft() -> HeuristicPolicy:
    """The heuristic with hero skills but a random draft pick (to measure the draft table)."""
    return HeuristicPolicy(draft=False)
