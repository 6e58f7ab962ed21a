"""Integer layout of 群侠杀's rules: its procedures and decisions, purposes, cancel kinds, trigger
points, per-turn counters, history and help counters, events and statuses, alignments and
genders, rule switches, the heroes' and the cards' additions.

Everything here is a plain module-level int so numba folds it into compiled code. The
framework's layout (frame fields, its own procedures and decisions, zones, the events it logs,
the config slots ``C_PLAYERS`` and ``C_AUTO_FORCED``, action ids, virtual cards) is
:mod:`qxs_env.engine.layout`; the codes here are numbered around its codes of the same family
(no value is shared), and a module that needs both imports from both. The values are those of
the one layout module of before (issue 21): saved states and the golden digests rely on them.

- ``OP_*``: 群侠杀's procedures (a frame's ``FR_OP``; the framework's turn pushes its judgement
  and play phases, the rest are pushed by the ruleset);
- ``DEC_*``: its decisions (``>= DEC_BASE``; ``DECISION_NAMES`` in order, the framework's
  ``DEC_CANCEL`` and ``DEC_RESCUE`` included), ``PUR_*``: what a decision is for (its ``FR_A1``),
  ``CANCEL_*``: cancel kinds;
- ``TP_*``: trigger points where equipment effects and hero skills hook into the rules, with
  the listening roles ``ROLE_*`` and ``TRIG_OPTIONAL`` (群侠杀's names of the framework's
  listener bits ``LISTEN_*``, imported);
- ``PT_*`` per-turn counters (``state.pt``), ``H_*`` public history (``state.hist``), ``HL_*``
  help and forced acts (``state.helps``), ``EV_*`` events (``state.ev``), ``ST_*`` statuses,
  ``CF_*`` per-card flags (``state.cflag``), ``ALIGN_*`` and ``GENDER_*``;
- ``C_*`` rule switches and numbers (``cfg``, built by ``qxs_env.rulesets.qxs.config.GameConfig``),
``HA_*``
  the hero assignments;
- the heroes' capacities and codes (``N_DECISION_CAP``, ``N_PURPOSE_CAP``, ``MAX_SKILLS``, ...).
"""

from __future__ import annotations

from qxs_env.engine.layout import FR_A5
from qxs_env.engine.layout import LISTEN_ANY as ROLE_ANY  # noqa: F401
from qxs_env.engine.layout import LISTEN_OPTIONAL as TRIG_OPTIONAL  # noqa: F401
from qxs_env.engine.layout import LISTEN_SOURCE as ROLE_SOURCE  # noqa: F401
from qxs_env.engine.layout import LISTEN_SUBJECT as ROLE_SUBJECT  # noqa: F401

# --- procedures ---------------------------------------------------------------------------------
# OP_GAME = 1, OP_TURN = 2, OP_JUDGE_PHASE = 3, OP_PLAY_PHASE = 4, OP_DAMAGE = 8, OP_DYING = 9,
# OP_CANCEL = 11, OP_JUDGEMENT = 12 and OP_HELD = 31 are the framework's (engine.layout)
OP_DISCARD_PHASE = 5  # discard down to the hand limit (R-T5)
OP_USE = 6  # resolve one used card over its targets
OP_ATTACK = 7  # one attack: response, power clash, damage (R-M1..R-M6)
OP_DEATH = 10  # death, reveal, end check, rewards and penalties (R-D2..R-D6)
OP_DELAYED = 13  # resolve one delayed card in a judgement phase
OP_TRIGGER = 14  # an optional triggered effect of an equipment card (asks its owner first)
OP_CONVERT = 15  # build a virtual card from hand cards ("use X as Y"), then return it
OP_DUEL = 16  # 单挑: the two duellists alternately play moves of rising power; who fails is hurt
# OP_DRAFT = 17 and OP_SKILL = 18 are the heroes' (defined at the end of this file)
N_OPS = 19

# --- decisions (a frame whose op >= DEC_BASE waits for FR_P to act) -----------------------------
# DEC_BASE = 32, DEC_CANCEL = 35 (看破 against strategy, 无常丹 against poison) and DEC_RESCUE = 36
# are the framework's (engine.layout)
DEC_PLAY = 32  # play phase: use a card from hand, or end the phase
DEC_TARGET = 33  # choose a target seat for the card in FR_A0 (purpose FR_A1)
DEC_RESPOND = 34  # play a move card in response to FR_A0 from seat FR_Q (purpose FR_A1), or pass
DEC_DISCARD = 37  # discard one card from hand (discard phase or a cost)
DEC_PICK = 38  # choose one card of seat FR_Q (hand blind, equipment, judgement area)
DEC_CONFIRM = 39  # yes/no on an optional effect (FR_A0: the effect's card)
DEC_HAND = 40  # choose a card from one's own hand for a cost or a conversion (FR_A0: source card)
DEC_COLOUR = 41  # name a colour (FR_A0: the card asking)
# DEC_HERO = 42 and DEC_SKILL = 43 are the heroes' (defined at the end of this file)
N_DECISIONS = 12  # at most N_DECISION_CAP (the observation's one-hot width)
DECISION_NAMES = (
    "play",
    "target",
    "respond",
    "cancel",
    "rescue",
    "discard",
    "pick",
    "confirm",
    "hand card",
    "colour",
    "hero",
    "skill order",
)

# purposes of DEC_TARGET / DEC_RESPOND / DEC_PICK (FR_A1)
PUR_ATTACK = 0  # choose the target of an attack / defend against an attack
PUR_CARD = 1  # choose the target of a strategy, poison or medicine card
PUR_MASS = 2  # respond to a multi-target card (剑魔下凡: play a move or take damage)
PUR_DISCARD = 3  # pick a card of the victim to discard
PUR_TAKE = 4  # pick a card of the victim to take into hand
PUR_CONVERT = 5  # choose hand cards / a colour for a virtual card
PUR_DUEL = 6  # play a move in a duel (单挑) whose printed power is at least FR_A2, or pass
PUR_SECOND = 7  # choose the second target of a two-target card (暗器, 阴阳和合散); FR_Q: the first
PUR_FORCED = 8  # 暗器: attack seat FR_Q with a move, or pass and give up your internal art
# PUR_HERO = 9 and PUR_SKILL_ORDER = 10 are the heroes' (defined at the end of this file)
N_PURPOSES = 32  # purposes 0..31 (25 unused; tests/test_heuristic_purposes.py checks every PUR_*
# is below it); at most N_PURPOSE_CAP (the observation's one-hot width)

# cancel kinds (FR_A1 of OP_CANCEL / DEC_CANCEL)
CANCEL_STRATEGY = 0  # answered by cards with effect cancel_strategy (看破)
CANCEL_POISON = 1  # answered by cards with effect cancel_poison (无常丹)

# --- trigger points (where equipment effects and hero skills hook into the rules) ---------------
# fire(point, subject, source, ctx) (engine.triggers, 群侠杀's copy in framework.py) scans the
# living seats in turn order from the current player; each equipped card whose effect listens to
# the point (tables.TRIGGERS) and whose owner has the listened role (the subject, the source, or
# anyone) either applies at once (locked effects) or pushes an OP_TRIGGER frame (optional
# effects, which ask their owner); hero skills likewise (tables.SKILL_TRIGGERS, OP_SKILL). ctx is
# the stack index of the frame that fired, which handlers may read and change (e.g. the amount
# of a damage frame).
TP_TURN_START = 0  # subject: the current player
TP_PHASE_JUDGE = 1  # a phase begins (not when skipped); subject: the current player
TP_PHASE_DRAW = 2
TP_PHASE_PLAY = 3
TP_PHASE_DISCARD = 4
TP_TURN_END = 5
TP_CARD_USED = 6  # a card is used, its target known; subject: the target (or user), source: user
TP_CARD_PLAYED = 7  # a move is played in answer; subject: the answering seat, source: the asker
TP_ATTACKED = 8  # an attack is declared; subject: the target, source: the attacker (OP_ATTACK)
TP_CLASH = 9  # both moves of a clash are known, before powers are compared (OP_ATTACK)
TP_BEFORE_DAMAGE = 10  # damage is about to be dealt (OP_DAMAGE; FR_A0 amount may be changed)
TP_AFTER_DAMAGE = 11  # damage was dealt and any dying window closed (OP_DAMAGE)
TP_JUDGEMENT = 12  # a judgement card is revealed (OP_JUDGEMENT; FR_A1 the card, replaceable)
TP_DYING = 13  # a character enters the dying state (OP_DYING); source: the damage source
TP_JUDGED = 14  # a judgement is settled (OP_JUDGEMENT; FR_A1 its card, still on the table)
N_TP = 24  # capacity of the trigger-point tables (TP_* in use are below it)
# ROLE_SUBJECT (the owner must be the subject), ROLE_SOURCE (the source), ROLE_ANY (any living
# owner) and TRIG_OPTIONAL (flag: the effect asks its owner, OP_TRIGGER or OP_SKILL, instead of
# applying at once) are the framework's listener bits (engine.layout.LISTEN_*), imported at the
# top of this file under these names

# --- per-turn counters pt[b, seat, k], cleared when any turn starts -------------------------------
PT_ATTACKS = 0  # attack opportunities used in this play phase
PT_EXTRA_ATTACKS = 1  # attack opportunities added this turn
PT_GUARD = 2  # uses of a once-per-turn damage guard (闭穴功 / 移宫易穴)
PT_COUNTER_NEXT = 3  # 指点: the seat's next move put out in a clash this turn counts as countering
PT_BOOST = 4  # 九转熊蛇丸: extra damage of the seat's next move that deals damage this turn
PT_BOOST_USED = 5  # 九转熊蛇丸: play-phase uses this turn
N_PT = 9  # (PT_DAMAGED, PT_FIX_DIST and PT_FIX_USES are defined further down)

# --- public history hist[b, from_seat, to_seat, k] (absolute seats) ------------------------
H_ATTACK = 0  # attacks (moves used as an attack) aimed from -> to
H_DAMAGE = 1  # damage points dealt from -> to
H_RESCUE = 2  # rescues / heals given from -> to while dying
H_TAKE = 3  # cards taken by from from to
H_DESTROY = 4  # cards of to discarded by from
H_HARM = 5  # harmful strategy or poison cards aimed from -> to
N_HIST = 6
HIST_NAMES = ("attacks", "damage", "rescues", "cards_taken", "cards_destroyed", "harmful_cards")

# --- help and forced acts help[b, from_seat, to_seat, k] (absolute seats; issue 20, weakness 2) --
# Counted alongside hist (whose counters keep their meaning: a forced attack is still in H_ATTACK
# and its damage in H_DAMAGE; a delayed card taken out of a judgement area still in H_TAKE or
# H_DESTROY). Written by qxs_env.rulesets.qxs.help_history.
HL_PROTECT = 0  # protections: a cancel by from that stops a harmful card aimed at to (or
#                 restores to's helpful card in a chain); a move from played for to (倚天剑)
HL_HEAL = 1  # HP given by from to to outside dying (points; rescues are H_RESCUE)
HL_CLEAR = 2  # cards taken or discarded by from out of to's judgement area (delayed cards)
HL_CANCEL_AGAINST = 3  # a cancel by from that stops to's helpful card (or restores a harmful
#                        card aimed at to in a chain)
HL_FORCED = 4  # attacks from forced some seat to make on to (暗器's user, 碧海潮生曲's owner)
HL_FORCED_ATTACK = 5  # attacks from was forced to make on to (also counted in H_ATTACK)
HL_FORCED_TO = 6  # attacks from forced to to make (to complied; 暗器 on to, still in H_HARM)
N_HELP = 7
HELP_NAMES = (
    "protections",
    "heals",
    "judgement_cleared",
    "cancels_against",
    "forced_by",
    "forced_attacks",
    "forced_seats",
)

# --- events (ev[b, i, 0..5]): what happened since the last decision, for rendering -------------
# EV_PHASE_SKIP = 2, EV_DRAW = 3 and EV_RESHUFFLE = 18 are the framework's (engine.layout)
EV_TURN = 1  # seat, turn number
EV_USE = 4  # seat, card, target (-1 none)
EV_RESPOND = 5  # seat, card, to seat
EV_PASS = 6  # seat, decision kind
EV_CLASH = 7  # attacker, defender, power A, power B
EV_DAMAGE = 8  # source (-1), target, amount, colour
EV_PREVENT = 9  # target, amount, card face that prevented (-1 face down)
EV_HEAL = 10  # seat, amount, by seat
EV_DYING = 11  # seat
EV_DEATH = 12  # seat, killer (-1), identity
EV_JUDGE = 13  # seat, card, colour
EV_DISCARD = 14  # seat, card
EV_EQUIP = 15  # seat, card, slot
EV_CANCEL = 16  # seat, cancel card, cancelled card, protected seat
EV_TAKE = 17  # taker, card, from seat
EV_REWARD = 19  # seat, n cards
EV_PENALTY = 20  # seat
EV_GAME_OVER = 21  # winner identity bitmask, truncated flag
EV_FACE_DOWN = 22  # seat, 1 down / 0 up
EV_BLOCK = 23  # defender, card face that blocked (-1 power)
EV_PLACE = 24  # seat, delayed card placed in its judgement area, by seat
EV_SKIP_TURN = 25  # seat
EV_CONVERT = 26  # seat, virtual card, source card (the conversion's equipment), n cards
EV_RECAST = 27  # seat, card recast (discarded to draw)
EV_STATUS = 28  # seat, status (ST_*), 1 gained / 0 lost, by seat (-1 none)
EV_HP_LOSS = 29  # seat, amount (loss of HP, not damage: no source)

# statuses named by EV_STATUS
ST_LINKED = 0  # 和合 (阴阳和合散)
ST_EVIL = 1  # alignment 恶 (近墨者黑)
ST_COUNTER = 2  # next move counters (指点)
ST_BOOST = 3  # next damaging move +1 (九转熊蛇丸)
ST_FACE_DOWN = 4  # face down (cleared by 疗伤)
ST_SKIP = 5  # pending skipped phases (cleared by 疗伤)
ST_REVEALED = 6  # a 蛤蟆功 shown from hand (charged: +1 power when used); EV_STATUS x4: the card
STATUS_NAMES = (
    "和合 linked",
    "evil (恶)",
    "next move counters",
    "next damage +1",
    "face down",
    "phase skips",
    "蛤蟆功 revealed",
)

# alignment (势力) values of state.align
ALIGN_GOOD = 0  # 善
ALIGN_EVIL = 1  # 恶

# genders of state.gender (heroes set them; a skill-less character has none)
GENDER_NONE = 0
GENDER_MALE = 1
GENDER_FEMALE = 2

# --- rule switches and numbers, cfg[k] (see qxs_env.rulesets.qxs.config.GameConfig)
# --------------------------
# C_PLAYERS = 0 and C_AUTO_FORCED = 6 are the framework's slots, N_CFG the array's length
# (engine.layout)
C_HAND_START = 1  # cards dealt at setup (R-S6)
C_DRAW = 2  # cards drawn in the draw phase (R-T3)
C_BASE_HP = 3  # max HP of a skill-less character (R-S4)
C_LEADER_BONUS = 4  # leader's extra max HP (R-S5; 0 at 4 players)
C_MAX_TURNS = 5  # truncation after this many turns (0 = never)
C_LINGBO_BOTH = 7  # 凌波微步 applies both its modifiers whichever slot it is in (R-M2 ruling)
C_MUTUAL_KNOWLEDGE = 8  # the foreign player also learns the collaborator (R-S3 variant)
C_KILL_DRAW = 9  # cards drawn for killing a cult member or the collaborator (R-D3)
C_ATTACKS_PER_TURN = 10  # attack opportunities per play phase (R-T4a)
C_HEAL_AT_FULL = 11  # allow the play-phase heal at full HP (ruling: no)
C_ID_COUNTS = 12  # 6 entries: identity counts for this game (R-S1)
C_MAX_DECISIONS = 18  # truncation after this many decisions in one game (0 = never)

# --- heroes (issue 4) ---------------------------------------------------------------------------
# Capacities that fix the observation size whatever decisions, purposes or heroes are added later:
# the observation one-hots are as wide as these capacities, not as the counts in use.
N_DECISION_CAP = 16  # width of the decision-kind one-hot (N_DECISIONS kinds in use)
N_PURPOSE_CAP = 32  # width of the purpose one-hot (N_PURPOSES purposes in use)
MAX_HEROES = 96  # capacity of the hero catalogue (configs/heroes.yaml; 80 today)
HERO_SKILLS = 4  # skill slots per hero (heroes print 1-3 skills); skill actions a_skill + 4 + k
MAX_SKILLS = (
    256  # capacity of the skill registry (qxs_env.rulesets.qxs.content.skills SKILL_* codes)
)
DRAFT_OFFER = 5  # heroes offered to one seat in the draft: 5 to the leader, 3 (2 at 10 players)
HERO_NONE = -1  # state.hero of a skill-less character (heroes off)

# the draft (R-S4) is one more decision: choose one of the offered heroes with the pick block
DEC_HERO = 42  # choose a hero among those offered to FR_P (pick action k = offer k)
DEC_SKILL = 43  # choose which of one's skills firing at the same moment resolves next
PUR_HERO = 9  # DEC_HERO: the draft
PUR_SKILL_ORDER = 10  # DEC_SKILL: order of simultaneous skills

# skill frames
OP_DRAFT = 17  # the draft: the leader picks (shown to all), then the others in secret, reveal
OP_SKILL = 18  # an optional triggered hero skill (asks its owner first), or an active one

# hero rule switches (cfg entries; see GameConfig.heroes / hero_assign)
C_HEROES = 19  # 0: heroes off (skill-less 4-HP characters); 1: heroes from the pool in tables
C_HERO_ASSIGN = 20  # HA_*: how heroes reach the seats
HA_DRAFT = 0  # R-S4 draft
HA_RANDOM = 1  # dealt at random without choice
HA_FIXED = 2  # a fixed hero per seat (tables.hero_fixed)
FR_SKILL = FR_A5  # in a decision frame asked for a hero skill: 1 + the skill's slot (0: none)

# --- the last cards of the standard edition (issue 3) ----------------------------------------
PUR_PAY = 11  # DEC_HAND: discard a hand card of a colour in the bitmask FR_A2 (a cost), or pass
PUR_OTHER = 12  # DEC_TARGET: any living character other than the chooser (打狗棒法)
PUR_FOLLOW = 13  # DEC_RESPOND: a further attack with a move of a colour in FR_A2, or pass
PUR_FOLLOW_TARGET = 14  # DEC_TARGET: the target of a follow-up attack, not seat FR_Q (万花剑法)
PUR_ADJACENT = 15  # DEC_TARGET: 天山六阳掌's second target, next to FR_Q (pass: none)
PUR_LIGHTNESS = 16  # DEC_PICK: a lightness card equipped by FR_Q to discard (天罗地网势), or pass
PUR_MOVE_FROM = 17  # DEC_TARGET: 乾坤大挪移, whose equipment / judgement card to move (pass: none)
PUR_MOVE = 18  # DEC_PICK: 乾坤大挪移, which of FR_Q's equipped / judgement cards to move
PUR_MOVE_TO = 19  # DEC_TARGET: 乾坤大挪移, where the card FR_A0 goes
PUR_RETRY = 20  # DEC_RESPOND: 九阴真经, attack FR_Q again with another move, or pass
PT_DAMAGED = 6  # damage events suffered this turn (少林易筋经)
PT_FIX_DIST = 7  # 神行百变: 1 + the seat at distance 1 from this seat this turn (0: none)
PT_FIX_USES = 8  # 神行百变: uses of its active skill this turn (its per_turn caps them)
OP_EQUIP_SKILL = 24  # an active equipment skill used in the play phase (神行百变)
CF_REVEALED = 1  # state.cflag bit: a 蛤蟆功 revealed in its holder's hand (charged: +1 power)
CF_REVEALED_NOW = 2  # state.cflag bit: revealed this turn (cannot be used until the turn ends)
# hero events and the skill card purpose (numbered high, away from the cards' additions)
EV_HERO = 48  # seat, hero index, 1 (public: the leader's pick, the reveal)
EV_SKILL = 49  # seat, skill code, skill slot, other seat (-1)
PUR_SKILL_CARD = 31  # DEC_HAND for a hero skill: colours FR_A2 (bitmask), FR_A3 = 1 moves only
# the special cards (屠龙刀, 倚天剑, 玄铁剑), an optional module (GameConfig.specials)
C_SPECIALS = 21  # 1: the 3 special cards are in the game (appended to the deck, set aside)
C_MAOMING_HERO = 22  # 冒名顶替: index of the hero whose skills it lends (裘千仞; -1 none)
CF_SPECIAL = 4  # state.cflag bit: a special card (leaves the game instead of being discarded)
CF_AWARDED = 8  # state.cflag bit of 屠龙刀: the first cult member has died (awarded or lost)
PUR_TULONG = 21  # DEC_COLOUR: 屠龙刀's option (colour action 0 extra turn, 1 damage, 2 玄铁剑)
PUR_HELP = 22  # DEC_RESPOND: play a move for the leader (倚天剑); FR_A3 the leader's purpose
OP_HELP = 25  # 倚天剑: the leader's allies are asked in turn to play a move for the leader
PUR_SKILL_EQUIP = 30  # DEC_PICK for a hero skill: one of one's own equipped cards, or pass
PUR_SKILL_TARGET = 29  # DEC_TARGET for a hero skill: another living character within FR_A2
PUR_SKILL_NEAREST = 28  # DEC_TARGET for a hero skill: one of the characters nearest the chooser
PUR_SKILL_ATTACK = 27  # DEC_RESPOND for a hero skill: attack seat FR_Q with a move, or pass
# (V_RESERVED, a card-less virtual card made by a hero skill, is the framework's: engine.layout)
# --- the last base skills (issue 4, heroes3a): 藏经阁, 少林方丈, 亢龙有悔, 通天, 狂风快刀
TP_DIES = 18  # a dying character's rescue failed, it is about to die (OP_DYING; subject: it,
# source: the killer); its skills may still act (亢龙有悔) before the death resolves
TP_EQUIP_LOST = 19  # an equipped card of the subject left it; fired by core.run between steps,
# once per card (state.eq_lost counts the cards not yet announced)
# (OP_HELD = 31, a decision held while something fired between steps, is the framework's)
PUR_ARRANGE = 26  # 通天: DEC_HAND, which looked-at card (cflag CF_LOOKED) to put back next;
# DEC_CONFIRM, that card (FR_A0) on top (yes) or at the bottom (pass). Only its chooser sees it.
# 变脸 (heroes4b): DEC_HAND, which of the cards just drawn (CF_LOOKED) goes on one's hero
CF_LOOKED = 64  # state.cflag bit: a card taken from the draw pile to be looked at and put back
# flags of PUR_SKILL_TARGET in the decision's FR_A3 (FR_A4: bitmask of excluded seats)
SKT_SELF = 1  # the chooser may choose itself too
SKT_WOUNDED = 2  # only characters below their max HP
SKT_PASS = 4  # the chooser may pass (choose nobody)
SKT_ATTACK = 8  # only characters that may be chosen as the target of an attack
SKT_HAS_CARDS = 16  # only characters holding a card (hand, equipment or judgement area)
TP_MOVE_RESOLVED = 17  # an attack is over and its move has left the table (OP_ATTACK; subject:
# the target, source: the attacker; the frame's FR_A0 still names the move)
CF_FREE = 32  # state.cflag bit: a move put out from its owner's stored cards (狂风快刀), which
# counts against no limit
# --- the last base skills (issue 4, heroes3b): 阴阳合和散, 三尸脑神丹, 悲酥清风, 白衣仙女, 六合童子
TP_GAME_START = 15  # the starting hands are dealt, before the first turn (subject: the leader)
PUR_STORED = 23  # DEC_HAND: one of one's own stored cards (Z_STORE: a page boy), by card type
# --- expansion heroes, part a (issue 4 item 5, heroes4a): 黄蓉's 智计百出 ...
PUR_NAME_FACE = 24  # DEC_HAND: name a card face (a skill makes that card): card-type actions
# face * 4 + FR_A3 (the colour of the card made) for the faces of the game's cards whose
# category is in the bitmask FR_A2; FR_A4 = 1: only faces usable now (play phase). No pass
TP_HAND_LOST = 16  # a hand card left the subject outside its own turn; fired by core.run between
# steps, once per card, for holders of a skill listening to it (state.hand_lost counts them)
# --- expansion heroes, part b (issue 4 item 5, heroes4b): 瑛姑's 寒阴箭
TP_HEALED = 23  # a character gave another HP (source: the giver; subject: the giver too, as
# the one the skill acts on); fired by core.run between steps, once per giver (state.heal_by)
# --- expansion heroes, part a (heroes4a), continued: 林平之's 自宫练剑
TP_THROWN = 20  # cards were thrown away (discarded as a cost, a discard phase, an effect) while
# a holder of a skill watching them lives; fired by core.run between steps (state.thrown_n)
CF_THROWN = 16  # state.cflag bit: a card thrown away since the last TP_THROWN (see above)
# --- public stored cards (issue 4: the observation's ``public`` block)
CF_STORED_UP = 128  # state.cflag bit: a stored card (Z_STORE) lying face up, seen by every seat
# (狂风快刀's moves, 变脸's card on the hero, 搜罗至宝's treasures, 金刚不坏体's cards); without
# it only the owner sees the face (六合童子's page boys, 九阴神功's moves: their count is public)
# --- expansion heroes, 黛绮丝 (issue 4 item 5): a phase carried out by another seat, identities
# kept hidden by a skill, the blue identities
OP_LENT_PHASE = 26  # P's draw / play / discard phase (A0: PH_*) carried out by seat Q instead
# (A1: cards to draw); stage 0 starts it, 1 the play phase under way (Q the current player), 2
# done. The turn frame's FR_LEND holds 1 + the carrier chosen before the phase began (0: none)
FR_LEND = FR_A5  # in an OP_TURN frame: 1 + the seat that carries out the phase about to begin
EV_REVEAL = 30  # seat, identity: an identity kept hidden by a skill (金花婆婆) is revealed
C_BLUE_IDS = 23  # bitmask of the identities whose identity cards are blue (金花婆婆)
