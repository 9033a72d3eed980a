"""Queries written from the books as referees and players would type them, in the classes the
search once missed: a law cited in other forms, the game named, the player's words for the
books' words, a decision by its gist, a phrase of the books, a query holding everyday words
that long passages hold too, and words the books do not know.

Each judgement cites the file and line of the corpus that makes it right (`why`). Kept apart from
`search_queries.JUDGED` and scored the same way (precision at 3, mean reciprocal rank); a query whose
words no law or decision holds (`nothing`) is right when the answer says there is nothing here and
holds no law.
"""

from __future__ import annotations

from benchmarks.search_queries import AMERICAN, CLUB, EUCHRE, WHIST_GLOSSARY, Judged

D = "/decisions/"
T = "/texts/"

PLAYERS: list[Judged] = [
    # --- A law cited in the forms a reader types.
    Judged(
        "§ 44",
        (CLUB + "44/", EUCHRE + "44/"),
        ordered=True,
        why="club-1864.txt:397 law 44; euchre-1888.txt:273 law 44",
    ),
    Judged(
        "#72",
        (CLUB + "72/", EUCHRE + "72/"),
        ordered=True,
        why="club-1864.txt:679 law 72; euchre-1888.txt:441 law 72",
    ),
    Judged("Art. 62 euchre", (EUCHRE + "62/",), why="euchre-1888.txt:388 law 62, The Revoke"),
    Judged(
        "Law XLIV",
        (CLUB + "44/", EUCHRE + "44/"),
        ordered=True,
        why="XLIV is 44: club-1864.txt:397, euchre-1888.txt:273",
    ),
    Judged("club law LXXII", (CLUB + "72/",), why="LXXII is 72: club-1864.txt:679"),
    Judged(
        "law sixty-two",
        (CLUB + "62/", EUCHRE + "62/"),
        ordered=True,
        why="club-1864.txt:598 law 62; euchre-1888.txt:388 law 62",
    ),
    Judged(
        "law seventy-two, clause five",
        (CLUB + "72/",),
        why="club-1864.txt:702 clause V of law 72 (no other code's law 72 has clauses)",
    ),
    Judged("72.V", (CLUB + "72/",), why="club-1864.txt:702 clause V of law 72"),
    Judged("72 (5)", (CLUB + "72/",), why="club-1864.txt:702 clause V of law 72"),
    Judged("Dummy, Law II", (CLUB + "dummy-2/",), why="club-1864.txt:993-996 'title: Dummy, Law II'"),
    Judged("American Law XIX", (AMERICAN + "19/",), why="american-1890.txt:205 law 19"),
    Judged("Rule 20, American", (AMERICAN + "20/",), why="american-1890.txt:212 law 20"),
    Judged(
        "Portland law 88",
        (CLUB + "88/",),
        why="club-1864.txt:3 the Club Code 'adopted by the Arlington and Portland Clubs'; club-1864.txt:839 law 88",
    ),
    Judged(
        "short whist law 41",
        (CLUB + "41/",),
        why="club-1864.txt:3 'The Laws of Short Whist'; club-1864.txt:373 law 41",
    ),
    Judged("L. 90 euchre", (EUCHRE + "90/",), why="euchre-1888.txt:537 law 90"),
    Judged(
        "Art. XVIII",
        (CLUB + "18/", EUCHRE + "18/", AMERICAN + "18/"),
        ordered=True,
        why="XVIII is 18: club-1864.txt:174, euchre-1888.txt:123, american-1890.txt:200",
    ),
    Judged(
        "whist law 19",
        (CLUB + "19/", AMERICAN + "19/"),
        ordered=True,
        why="whist is the Club Code (club-1864.txt:4 'game: whist') and the American laws; club-1864.txt:181, "
        "american-1890.txt:205",
    ),
    Judged("No. 3 of the American laws", (AMERICAN + "3/",), why="american-1890.txt:24 law 3"),
    Judged(
        "Somerset law 63",
        (EUCHRE + "63/",),
        why="euchre-1888.txt:3 'As adopted by the Somerset Club of Boston'; euchre-1888.txt:393 law 63",
    ),
    Judged("§ 44 (iv)", (CLUB + "44/",), why="club-1864.txt:416 clause IV of law 44"),
    Judged(
        "Arlington 56",
        (CLUB + "56/",),
        why="club-1864.txt:3 'adopted by the Arlington and Portland Clubs'; club-1864.txt:531 law 56",
    ),
    Judged("euchre rule ninety-one", (EUCHRE + "91/",), why="euchre-1888.txt:545 law 91, The Trump Card"),
    # --- The game named: its own law first.
    Judged(
        "euchre revoke penalty",
        (EUCHRE + "63/",),
        why="euchre-1888.txt:396 'The penalty of a revoke is three points'",
    ),
    Judged(
        "euchre exposed card",
        (EUCHRE + "46/",),
        why="euchre-1888.txt:289 'All exposed cards are liable to be called'",
    ),
    Judged(
        "whist misdeal",
        (CLUB + "43/", AMERICAN + "4/"),
        why="club-1864.txt:395 'A misdeal loses the deal'; american-1890.txt:39 'It is a mis-deal and the deal is lost'",
    ),
    Judged(
        "euchre lead out of turn",
        (EUCHRE + "52/",),
        why="euchre-1888.txt:333 'If any player lead out of turn, the adversaries may either call the card'",
    ),
    Judged(
        "euchre bystander",
        (EUCHRE + "111/",),
        why="euchre-1888.txt:660 'No player should object to refer to a bystander'",
    ),
    Judged("euchre new deal", (EUCHRE + "33/",), why="euchre-1888.txt:204-207 section A New Deal, law 33"),
    Judged("euchre trump card", (EUCHRE + "91/",), why="euchre-1888.txt:542-545 section The Trump Card, law 91"),
    Judged("euchre cutting", (EUCHRE + "8/",), why="euchre-1888.txt:52-55 section Cutting, law 8"),
    Judged(
        "American whist revoke penalty",
        (AMERICAN + "20/",),
        why="american-1890.txt:215 'The penalty for a revoke is either three tricks taken'",
    ),
    Judged("short whist honours", (CLUB + "3/",), why="club-1864.txt:34 'Honours, i.e., Ace, King, Queen'"),
    Judged(
        "euchre dealer exposes a card while dealing",
        (EUCHRE + "35/",),
        why="euchre-1888.txt:220 'If, while dealing, a card be exposed by the dealer or his partner'",
    ),
    Judged(
        'euchre "turned and quitted"',
        (EUCHRE + "64/", EUCHRE + "65/"),
        why="euchre-1888.txt:401 'A revoke is established if the trick ... be turned and quitted'; "
        "euchre-1888.txt:406 'before the trick be turned and quitted'",
    ),
    Judged(
        "whist revoke established",
        (CLUB + "73/",),
        why="club-1864.txt:711 'A revoke is established, if the trick in which it occur be turned and quitted'",
    ),
    Judged("Arlington misdeal", (CLUB + "43/",), why="club-1864.txt:395 'A misdeal loses the deal'"),
    # --- The player's words for the books' words.
    Judged(
        "mis-deal",
        (CLUB + "43/", AMERICAN + "4/", EUCHRE + "41/"),
        why="american-1890.txt:39 prints 'mis-deal'; the laws opening A Misdeal: club-1864.txt:390, euchre-1888.txt:250",
    ),
    Judged(
        "by-stander",
        (CLUB + "88/", EUCHRE + "111/"),
        why="clay.txt:449 prints 'by-stander'; club-1864.txt:844, euchre-1888.txt:660 'bystander'",
    ),
    Judged(
        "dealt two cards at once",
        (CLUB + "44/",),
        why="club-1864.txt:426 'Should the dealer deal two cards at once'",
    ),
    Judged(
        "looked at the trump card while dealing",
        (CLUB + "41/",),
        why="club-1864.txt:378 'If a player, whilst dealing, look at the trump card'",
    ),
    Judged(
        "card fell on the floor",
        (CLUB + "56/", EUCHRE + "46/"),
        why="club-1864.txt:536, euchre-1888.txt:289 'a card is not an exposed card when dropped on the floor'",
    ),
    Judged(
        "player has only twelve cards",
        (CLUB + "46/", AMERICAN + "7/"),
        why="club-1864.txt:460 'the fourth have less than thirteen'; american-1890.txt:54 "
        "'If he have not exactly thirteen'",
    ),
    Judged(
        "dealer showed a card while dealing",
        (CLUB + "38/", EUCHRE + "35/"),
        why="club-1864.txt:357, euchre-1888.txt:220 'If, whilst (while) dealing, a card be exposed by the dealer'",
    ),
    Judged(
        "threw his cards down on the table",
        (CLUB + "58/", EUCHRE + "48/"),
        why="club-1864.txt:565, euchre-1888.txt:313 'throw his or their cards on the table face upwards'",
    ),
    Judged(
        "played two cards to one trick",
        (CLUB + "70/", EUCHRE + "61/"),
        why="club-1864.txt:662, euchre-1888.txt:381 'If any one play two cards to the same trick'",
    ),
    Judged(
        "shuffled during the hand",
        (CLUB + "27/", EUCHRE + "23/"),
        why="club-1864.txt:251, euchre-1888.txt:154 'The pack must not be shuffled during the play of the hand'",
    ),
    Judged(
        "re-deal",
        (CLUB + "37/", AMERICAN + "4/", EUCHRE + "33/"),
        why="the laws opening A New Deal: club-1864.txt:342 'There must be a new deal', euchre-1888.txt:207; "
        "american-1890.txt:39 'a new deal may be demanded by opponents'",
    ),
    Judged(
        "torn card",
        (CLUB + "90/", EUCHRE + "73/"),
        why="club-1864.txt:858, euchre-1888.txt:449 'A card or cards torn or marked must be replaced'",
    ),
    Judged(
        "asking who dealt",
        (D + "mcintosh-etiquette-1/",),
        why="others.txt:59 'The question, \"who dealt?\" is irregular'",
    ),
    Judged(
        "failed to follow suit",
        (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke"),
        why="club-1864.txt:1300 Revoke 'To play a card of another suit though holding a card of the suit led'; "
        "american-1890.txt:208; the laws opening The Revoke, club-1864.txt:667, euchre-1888.txt:388",
    ),
    Judged(
        "playing alone and exposes a card",
        (EUCHRE + "104/",),
        why="euchre-1888.txt:616 'A player playing alone is liable to no penalty for simply exposing a card'",
    ),
    # --- A decision by its gist.
    Judged(
        "pack had fifty-three cards",
        (D + "clay-case-5/",),
        why="clay.txt:198 'finds that his pack contains fifty-three cards'",
    ),
    Judged(
        "laid his winning cards on the table to claim the game",
        (D + "clay-case-6/",),
        why="clay.txt:224 'places on the table a sufficient number of cards, all winning cards ... to win the game'",
    ),
    Judged(
        "two cards fell together and were taken back into the hand",
        (D + "clay-case-17/",),
        why="clay.txt:500 'A. plays two cards at once ... A. takes them back into his hand'",
    ),
    Judged(
        "revoke on the twelfth trick not quitted",
        (D + "mcintosh-73-1/",),
        why="mcintosh-b.txt:436 'Revoke in the twelfth trick not quitted: not established'",
    ),
    Judged(
        "partners consulting about which penalty to take",
        (CLUB + "84/", D + "mcintosh-84-1/"),
        why="club-1864.txt:804 'must not consult with one another which of the two penalties'; "
        "mcintosh-b.txt:524 'Consulting on the choice of penalty'",
    ),
    Judged(
        "fourteen cards found after the hands were mixed",
        (D + "mcintosh-44-4/",),
        why="mcintosh-a.txt:422 'Fourteen cards found only after the hands were mixed: the score stands'",
    ),
    Judged(
        "dummy deal is a penalty not a privilege",
        (T + "clay-dummy-deals-a-penalty/",),
        why="texts/clay.txt:7 'Dummy's deal \"is a penalty—not a privilege\"'",
    ),
    Judged(
        "lowered hand decision monstrous",
        (D + "jsl-lowered-hand/",),
        why="others.txt:273 'the decision of Cavendish and Clay ... seems monstrous'",
    ),
    Judged(
        "trick taken from under the revoking player's hand",
        (D + "mcintosh-72-1/",),
        why="mcintosh-b.txt:352 'Trick taken from under the revoking player's hand before he quitted it'",
    ),
    Judged(
        "card drawn almost to the table and put back",
        (D + "drayton-case-xiv/",),
        why="mcintosh-b.txt:102 'Card drawn from the hand almost to the table and replaced'",
    ),
    Judged(
        "who gathers the tricks",
        (D + "mcintosh-etiquette-12/",),
        why="others.txt:176 'The partner who wins the first trick for the side gathers the tricks'",
    ),
    Judged(
        "asking a new partner what author he plays by",
        (D + "mcintosh-etiquette-4/",),
        why="others.txt:87 'A new partner may be asked by what author he plays'",
    ),
    # --- A phrase of the books.
    Judged('"blind and deaf"', (CLUB + "dummy-3/",), why="club-1864.txt:1009 'Dummy being blind and deaf'"),
    Judged(
        '"at the expense of the table"',
        (CLUB + "90/", EUCHRE + "73/"),
        why="club-1864.txt:858 'new cards called at the expense of the table'; euchre-1888.txt:449",
    ),
    Judged('"good whist demands silence"', (AMERICAN + "8/",), why="american-1890.txt:66"),
    Judged(
        '"prior right of entry"',
        (CLUB + "22/", EUCHRE + "17/"),
        why="club-1864.txt:213 (law 22), euchre-1888.txt:121 (law 17) 'have the prior right of entry'",
    ),
    Judged('"the deal holds good"', (EUCHRE + "90/",), why="euchre-1888.txt:540 'the deal holds good'"),
    Judged(
        '"search all the tricks"',
        (CLUB + "75/", EUCHRE + "66/"),
        why="club-1864.txt:730 (law 75), euchre-1888.txt:411 (law 66) 'may search all the tricks'",
    ),
    # --- Everyday words a long passage holds too: the governing law first.
    Judged(
        "revoke found only after the cards were cut for the next deal",
        (CLUB + "78/", EUCHRE + "68/"),
        why="club-1864.txt:751 'A revoke cannot be claimed after the cards have been cut for the following deal'; "
        "euchre-1888.txt:421 'after the cards are cut for the next deal'",
    ),
    Judged(
        "honours claimed only after the next trump card was turned up",
        (CLUB + "6/",),
        why="club-1864.txt:69 'Honours, unless claimed before the trump card of the following deal is turned up, "
        "cannot be scored'",
    ),
    # --- A question as a player asks it: the words of who, what and when leave no law out.
    Judged(
        "what if I drop a card",
        (CLUB + "56/", EUCHRE + "46/"),
        why="club-1864.txt:546 (law 56, clause II) 'Any card dropped with its face upwards'; euchre-1888.txt:289 "
        "(law 46) 'a card is not an exposed card when dropped on the floor'",
    ),
    # --- Words the books do not know: nothing here, and no law.
    Judged("poker bluff", (), nothing=True, why="neither word in corpus/ (grep -rilw)"),
    Judged("blackjack", (), nothing=True, why="not in corpus/"),
    Judged("checkmate", (), nothing=True, why="not in corpus/"),
    Judged("casino tournament", (), nothing=True, why="neither word in corpus/"),
    Judged("cribbage", (), nothing=True, why="not in corpus/"),
    Judged("smartphone", (), nothing=True, why="not in corpus/"),
    Judged("mahjong tiles", (), nothing=True, why="neither word in corpus/"),
    Judged("roulette ante", (), nothing=True, why="neither word in corpus/"),
]
