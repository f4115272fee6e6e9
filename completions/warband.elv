
use builtin;
use str;

set edit:completion:arg-completer[warband] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'warband'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'warband'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand hit 'To hit: WS against WS in close combat, or BS with modifiers when shooting'
            cand wound 'To wound: Strength against Toughness, with the chance of a critical'
            cand save 'Armour saves: armour, shield, mount, Strength and weapon modifiers'
            cand injury 'Injury rolls: knocked down, stunned or out of action; concussion, helmet'
            cand crit 'Critical hits: the ruleset''s critical table (the club''s by weapon class)'
            cand fall 'Falling and jumping down: a fall''s hits, wounds and injuries; a jump''s tests'
            cand rout 'Rout and break tests: warband rout, WFB break test, All Alone and panic'
            cand test 'Characteristic, Leadership and casting tests, repeated or re-rolled'
            cand odds 'The whole attack: hit, parry, wound, critical, save, injury: the target''s fate'
            cand duel 'A whole fight between two warriors, turn after turn, until one is out of action'
            cand table 'Built-in tables and table files: list, show, tabulate exactly, or roll'
            cand roll 'Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly'
            cand rules 'Rulesets: list them, or show every chart, table and ruling with its provenance'
            cand roster 'Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile'
            cand completions 'Print a shell completion script'
            cand man 'Print a man page (warband.1, or one subcommand''s)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;hit'= {
            cand --ws 'Attacker''s Weapon Skill (close combat)'
            cand --weapon-skill 'Attacker''s Weapon Skill (close combat)'
            cand --vs 'Defender''s Weapon Skill'
            cand --bs 'Shooter''s Ballistic Skill (shooting)'
            cand --ballistic-skill 'Shooter''s Ballistic Skill (shooting)'
            cand -n 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand -a 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --dice 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --attacks 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --mod 'Any other modifier to the to-hit roll, e.g. +1 for a diving charge'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --poison 'skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)'
            cand --reroll-misses 'Re-roll misses (hatred)'
            cand --needs-six 'Needs 6s to hit (failed fear, defended obstacle): exactly 6+'
            cand --cover 'Target in cover (−1; soft cover in wfb)'
            cand --hard-cover 'Target behind hard cover (−2; wfb and skirmish)'
            cand --long-range 'Long range (−1)'
            cand --moved 'The shooter moved (−1)'
            cand --large-target 'Large target (+1; not in mordheim-club)'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;wound'= {
            cand -s 'Strength of the hit'
            cand --s 'Strength of the hit'
            cand --strength 'Strength of the hit'
            cand -t 'Toughness of the target'
            cand --t 'Toughness of the target'
            cand --toughness 'Toughness of the target'
            cand --mod 'Modifier to the roll, e.g. -1 for the club''s off-hand attack'
            cand -n 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --dice 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --shooting 'A shooting hit (criticals are close combat only in skirmish)'
            cand --killing-blow 'skirmish: Killing Blow (a natural 6 to wound takes the target out of action)'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;save'= {
            cand --armour 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save'
            cand --save 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save'
            cand --target-weapon 'The saver''s own weapon (mordheim-club: no shield Cover with a dagger)'
            cand -s 'Strength of the hit (its save modifier comes from the ruleset''s table)'
            cand --s 'Strength of the hit (its save modifier comes from the ruleset''s table)'
            cand --strength 'Strength of the hit (its save modifier comes from the ruleset''s table)'
            cand --mod 'Weapon modifier to the save, e.g. -1 for an axe, +1 against a dagger'
            cand --crit-class 'The club''s critical table for the criticals among the wounds: missile, crushing, cutting, unarmed, long'
            cand -n 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --dice 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --shield 'Carries a shield (+1)'
            cand --mounted 'Mounted (+1; an unarmoured rider saves on 6+)'
            cand --barding 'The mount wears barding (+1 more)'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;injury'= {
            cand --mod 'Modifier to every injury roll, e.g. +2 for a master strike'
            cand --rolls 'Injury rolls this phase (several wounds past 0): the highest counts'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --concussion 'The attacker''s weapon causes concussion (mace, club, hammer, staff): 2-4 is stunned'
            cand --helmet 'The target wears a helmet: stunned becomes knocked down on a 4+'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;crit'= {
            cand --class 'The weapon class (mordheim-club): missile, crushing, cutting, unarmed, long'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;fall'= {
            cand --height 'Height fallen, in inches (decimals are rounded down); with --gap or --edge, the drop below'
            cand --jump 'Jump down from this height: Initiative tests per full 2", a fall on a failure'
            cand --climb 'Climb up this height: Initiative tests (club: one before each full 2"), a fall from where he is on a failure'
            cand --climb-down 'Climb down this height: a failure falls from where he is (core: from the top)'
            cand --gap 'Jump over a gap this wide (with --height, the drop below it): an Initiative test or a fall'
            cand --move-left 'With --gap: the movement left for the jump (too little is an automatic fall)'
            cand --edge 'A knocked-down or stunned warrior within 1" of an edge (with --height, the drop): an Initiative test or a fall'
            cand --i 'The Initiative of the one who jumps or climbs (with --jump, --climb, --climb-down, --gap, --edge)'
            cand --initiative 'The Initiative of the one who jumps or climbs (with --jump, --climb, --climb-down, --gap, --edge)'
            cand -t 'Toughness of the one who falls'
            cand --t 'Toughness of the one who falls'
            cand --toughness 'Toughness of the one who falls'
            cand -w 'Wounds of the one who falls'
            cand --w 'Wounds of the one who falls'
            cand --wounds 'Wounds of the one who falls'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --running 'With --gap (mordheim-club): the jumper runs, and can jump further'
            cand --diving 'A diving charge (with --jump): on landing, +1 Strength and +1 to hit in the first combat phase'
            cand --helmet 'Wears a helmet: stunned becomes knocked down on a 4+'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;rout'= {
            cand --ld 'Leadership of the leader (or the highest available)'
            cand --leadership 'Leadership of the leader (or the highest available)'
            cand --out 'Warriors out of action'
            cand --of 'Warriors in the warband'
            cand --cr 'WFB break test: by how much the combat was lost (0: a draw, negative: won; no test)'
            cand --mod 'Modifier to the Leadership, e.g. +1 for Hearts of Steel'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --hatred 'WFB break test: the unit hates its enemy (Ld 10, unmodified)'
            cand --reroll 'WFB break test: re-roll for the battle standard'
            cand --alone 'All Alone (core) or panic (club): alone in combat against two or more'
            cand --friend-near 'With --alone in mordheim-club: a friend within 2" allows a re-roll'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;test'= {
            cand --stat 'A characteristic test: D6 <= value, a 6 always fails'
            cand --ld 'A Leadership test: 2D6 <= Ld'
            cand --leadership 'A Leadership test: 2D6 <= Ld'
            cand --cast 'A casting roll: 2D6 >= difficulty'
            cand --times 'How many tests, all of which must pass (e.g. two Initiative tests for a 5" jump)'
            cand --mod 'Modifier to the value tested against (a bonus raises it, R-7)'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --reroll 'Re-roll a failed test (once each)'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;odds'= {
            cand --attacker 'One of several attackers in one close-combat phase: a profile and his kit, e.g. "WS4 S4 I4 A2 --weapon axe --charged"; "3x ..." is a henchman group (repeat it; instead of --ws and the attacker''s flags)'
            cand --profile 'The attacker as a profile ("WS4 S4 A2") or a roster''s warrior (@FILE:NAME): his WS, S and A, weapons and skills; flags given beat them'
            cand --ws 'Attacker''s Weapon Skill (close combat)'
            cand --weapon-skill 'Attacker''s Weapon Skill (close combat)'
            cand --bs 'Attacker''s Ballistic Skill (shooting)'
            cand --ballistic-skill 'Attacker''s Ballistic Skill (shooting)'
            cand -s 'Attacker''s Strength (a missile weapon''s own Strength replaces it; not given: a human''s S3, said in the answer)'
            cand --s 'Attacker''s Strength (a missile weapon''s own Strength replaces it; not given: a human''s S3, said in the answer)'
            cand --strength 'Attacker''s Strength (a missile weapon''s own Strength replaces it; not given: a human''s S3, said in the answer)'
            cand -a 'Attacks (close combat) or shots (default: 1, or the --profile''s A)'
            cand -n 'Attacks (close combat) or shots (default: 1, or the --profile''s A)'
            cand --attacks 'Attacks (close combat) or shots (default: 1, or the --profile''s A)'
            cand --dice 'Attacks (close combat) or shots (default: 1, or the --profile''s A)'
            cand --weapon 'Weapon preset: sword, axe, mace, hammer, flail, spear, bow, crossbow, pistol … (an unknown name lists them all)'
            cand --offhand 'A second close-combat weapon: one more attack (club: at -1 to hit and to wound)'
            cand --round 'Round of the combat: flail, morning star, lance and diving-charge bonuses count in round 1'
            cand --mod 'Any other modifier to the to-hit roll, e.g. +1 for a diving charge'
            cand --shots 'Shots fired with a weapon that lets the shooter choose (WFB repeater crossbow: 1 or 2)'
            cand --rank 'The rank the shooters stand in (WFB bows: each rank after the first -1 to hit)'
            cand --s-bonus 'Extra Strength on top of the weapon''s (e.g. a spear''s +1 when cavalry charge)'
            cand --save-mod 'Replace the weapon''s own save modifier (axe -1 …)'
            cand --crit-class 'The club''s critical table to use: missile, crushing, cutting, unarmed, long'
            cand --injury-mod 'Modifier to every injury roll the attacker causes'
            cand --vs 'Target''s Weapon Skill (close combat)'
            cand -t 'Target''s Toughness (or the --target roster warrior''s)'
            cand --t 'Target''s Toughness (or the --target roster warrior''s)'
            cand --toughness 'Target''s Toughness (or the --target roster warrior''s)'
            cand -w 'Target''s Wounds left (not given: 1, said in the answer)'
            cand --w 'Target''s Wounds left (not given: 1, said in the answer)'
            cand --wounds 'Target''s Wounds left (not given: 1, said in the answer)'
            cand --armour 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save'
            cand --save 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save'
            cand --target-weapon 'The saver''s own weapon (mordheim-club: no shield Cover with a dagger)'
            cand --parry 'Target parries with a sword, a buckler, both, or a sword in each hand (sword+sword)'
            cand --target-s 'Target''s Strength (no parry against Strength at least double it; default with --parry: 3)'
            cand --target 'Target''s state before the phase: standing (the default), knocked-down or stunned; or the target from a roster, @FILE:NAME (his WS, T, W, S and kit; flags given beat them), given beside a state if need be'
            cand --compare 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)'
            cand --simulate 'Play N seeded fights as well and show the sampled frequencies beside the exact ones'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --frenzy 'Frenzy (core: attacks doubled; club: +1 attack)'
            cand --diving 'A diving charge: +1 Strength and +1 to hit in round 1'
            cand --hatred 'Hatred: re-roll misses in round 1'
            cand --reroll-misses 'Re-roll misses (hatred)'
            cand --needs-six 'Needs 6s to hit (failed fear, defended obstacle): exactly 6+'
            cand --cover 'Target in cover (−1; soft cover in wfb)'
            cand --hard-cover 'Target behind hard cover (−2; wfb and skirmish)'
            cand --long-range 'Long range (−1)'
            cand --moved 'The shooter moved (−1)'
            cand --large-target 'Large target (+1; not in mordheim-club)'
            cand --concussion 'Concussion (2-4 on the injury roll is stunned), whatever the weapon'
            cand --poison 'skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)'
            cand --killing-blow 'skirmish: Killing Blow (a natural 6 to wound takes the target out of action)'
            cand --shield 'Carries a shield (+1)'
            cand --mounted 'Mounted (+1; an unarmoured rider saves on 6+)'
            cand --barding 'The mount wears barding (+1 more)'
            cand --helmet 'Target wears a helmet'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;duel'= {
            cand --a 'Warrior A: a stat string such as "WS4 S3 T3 W1 I4 A1", nine numbers (M WS BS S T W I A Ld), or a roster''s warrior, @FILE:NAME'
            cand --b 'Warrior B, as --a'
            cand --charger 'Who charged: that side''s turn is first and he strikes first in it; none: A''s turn first'
            cand --turns 'Turns to play before the rest counts as undecided'
            cand --a-weapon 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)'
            cand --a-offhand 'A second close-combat weapon: one more attack'
            cand --a-armour 'Armour: none (the default), light, heavy, gromril, or a save such as 5+'
            cand --a-parry 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons'')'
            cand --b-weapon 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)'
            cand --b-offhand 'A second close-combat weapon: one more attack'
            cand --b-armour 'Armour: none (the default), light, heavy, gromril, or a save such as 5+'
            cand --b-parry 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons'')'
            cand --compare 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)'
            cand --simulate 'Play N seeded fights as well and show the sampled frequencies beside the exact ones'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --a-shield 'Carries a shield'
            cand --a-helmet 'Wears a helmet'
            cand --a-frenzy 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned'
            cand --a-hatred 'Hatred: re-roll misses in the first turn'
            cand --b-shield 'Carries a shield'
            cand --b-helmet 'Wears a helmet'
            cand --b-frenzy 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned'
            cand --b-hatred 'Hatred: re-roll misses in the first turn'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;table'= {
            cand --file 'A table file (JSON, see docs/guide.md) instead of a built-in table'
            cand --column 'The table file''s column to read, e.g. the weapon used'
            cand --mod 'Modifier to the roll, where the rules allow one (and for table files)'
            cand --kill 'Table files whose results are wounds: rounds needed to kill a monster of this strength'
            cand --max-rounds 'With --kill: the most rounds worked out one by one; the rest is one "more than" row'
            cand --musicians 'musician: how many musicians each side has, yours first'
            cand --monsters 'target: monsters in the front rank (1-3)'
            cand --characters 'target: characters in the front rank (1-3)'
            cand --second-rank 'target: monsters in the second rank, who pick among the whole front rank (0-3)'
            cand --armour 'serious-injury (mordheim-club): the unmodified base armour save that can undo an injury'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List every built-in table: name, rulesets, dice and what it is for'
            cand show 'Show a table''s rows, their effects and where the table comes from'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;table;list'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;table;show'= {
            cand --file 'A table file instead'
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;table;help'= {
            cand list 'List every built-in table: name, rulesets, dice and what it is for'
            cand show 'Show a table''s rows, their effects and where the table comes from'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;table;help;list'= {
        }
        &'warband;table;help;show'= {
        }
        &'warband;table;help;help'= {
        }
        &'warband;roll'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --dist 'The exact distribution instead of a roll (with --roll: both)'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;rules'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List the rulesets'
            cand show 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;rules;list'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;rules;show'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;rules;help'= {
            cand list 'List the rulesets'
            cand show 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;rules;help;list'= {
        }
        &'warband;rules;help;show'= {
        }
        &'warband;rules;help;help'= {
        }
        &'warband;roster'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'List a roster''s warriors (name, count, profile, kit, ruleset), each checked against the ruleset'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;roster;show'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;roster;help'= {
            cand show 'List a roster''s warriors (name, count, profile, kit, ruleset), each checked against the ruleset'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;roster;help;show'= {
        }
        &'warband;roster;help;help'= {
        }
        &'warband;completions'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;man'= {
            cand --rules 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota'
            cand --rules-file 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)'
            cand --format 'Output format'
            cand --color 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb'
            cand --style 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8'
            cand --seed 'Seed for --roll: the same seed gives the same dice everywhere'
            cand --json 'Short for --format json'
            cand --roll 'Roll the dice (in addition to the odds)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'warband;help'= {
            cand hit 'To hit: WS against WS in close combat, or BS with modifiers when shooting'
            cand wound 'To wound: Strength against Toughness, with the chance of a critical'
            cand save 'Armour saves: armour, shield, mount, Strength and weapon modifiers'
            cand injury 'Injury rolls: knocked down, stunned or out of action; concussion, helmet'
            cand crit 'Critical hits: the ruleset''s critical table (the club''s by weapon class)'
            cand fall 'Falling and jumping down: a fall''s hits, wounds and injuries; a jump''s tests'
            cand rout 'Rout and break tests: warband rout, WFB break test, All Alone and panic'
            cand test 'Characteristic, Leadership and casting tests, repeated or re-rolled'
            cand odds 'The whole attack: hit, parry, wound, critical, save, injury: the target''s fate'
            cand duel 'A whole fight between two warriors, turn after turn, until one is out of action'
            cand table 'Built-in tables and table files: list, show, tabulate exactly, or roll'
            cand roll 'Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly'
            cand rules 'Rulesets: list them, or show every chart, table and ruling with its provenance'
            cand roster 'Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile'
            cand completions 'Print a shell completion script'
            cand man 'Print a man page (warband.1, or one subcommand''s)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'warband;help;hit'= {
        }
        &'warband;help;wound'= {
        }
        &'warband;help;save'= {
        }
        &'warband;help;injury'= {
        }
        &'warband;help;crit'= {
        }
        &'warband;help;fall'= {
        }
        &'warband;help;rout'= {
        }
        &'warband;help;test'= {
        }
        &'warband;help;odds'= {
        }
        &'warband;help;duel'= {
        }
        &'warband;help;table'= {
            cand list 'List every built-in table: name, rulesets, dice and what it is for'
            cand show 'Show a table''s rows, their effects and where the table comes from'
        }
        &'warband;help;table;list'= {
        }
        &'warband;help;table;show'= {
        }
        &'warband;help;roll'= {
        }
        &'warband;help;rules'= {
            cand list 'List the rulesets'
            cand show 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)'
        }
        &'warband;help;rules;list'= {
        }
        &'warband;help;rules;show'= {
        }
        &'warband;help;roster'= {
            cand show 'List a roster''s warriors (name, count, profile, kit, ruleset), each checked against the ruleset'
        }
        &'warband;help;roster;show'= {
        }
        &'warband;help;completions'= {
        }
        &'warband;help;man'= {
        }
        &'warband;help;help'= {
        }
    ]
    $completions[$command]
}
