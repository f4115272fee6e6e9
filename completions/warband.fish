# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_warband_global_optspecs
    string join \n rules= rules-file= format= json color= style= b/brief paging= roll seed= h/help V/version
end

function __fish_warband_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_warband_global_optspecs) -- $cmd 2>/dev/null
    or return 0
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_warband_using_subcommand
    set -l cmd (__fish_warband_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c warband -n "__fish_warband_needs_command" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_needs_command" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_needs_command" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_needs_command" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_needs_command" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_needs_command" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_needs_command" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_needs_command" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_needs_command" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_needs_command" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_needs_command" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_needs_command" -f -a "hit" -d 'To hit: WS against WS in close combat, or BS with modifiers when shooting'
complete -c warband -n "__fish_warband_needs_command" -f -a "wound" -d 'To wound: Strength against Toughness, with the chance of a critical'
complete -c warband -n "__fish_warband_needs_command" -f -a "save" -d 'Armour saves: armour, shield, mount, Strength and weapon modifiers'
complete -c warband -n "__fish_warband_needs_command" -f -a "injury" -d 'Injury rolls: knocked down, stunned or out of action; concussion, helmet'
complete -c warband -n "__fish_warband_needs_command" -f -a "crit" -d 'Critical hits: the ruleset\'s critical table (the club\'s by weapon class)'
complete -c warband -n "__fish_warband_needs_command" -f -a "fall" -d 'Falling and jumping down: a fall\'s hits, wounds and injuries; a jump\'s tests'
complete -c warband -n "__fish_warband_needs_command" -f -a "rout" -d 'Rout and break tests: warband rout, WFB break test, All Alone and panic'
complete -c warband -n "__fish_warband_needs_command" -f -a "break" -d 'Break tests of units that lost a combat (wfb): the same as rout --cr'
complete -c warband -n "__fish_warband_needs_command" -f -a "test" -d 'Characteristic, Leadership and casting tests, repeated or re-rolled'
complete -c warband -n "__fish_warband_needs_command" -f -a "odds" -d 'The whole attack: hit, parry, wound, critical, save, injury: the target\'s fate'
complete -c warband -n "__fish_warband_needs_command" -f -a "duel" -d 'A whole fight between two warriors, turn after turn, until one is out of action'
complete -c warband -n "__fish_warband_needs_command" -f -a "combat" -d 'A WFB close combat between two units, round after round: casualties, result, pursuit'
complete -c warband -n "__fish_warband_needs_command" -f -a "table" -d 'Built-in tables and table files: list, show, tabulate exactly, or roll'
complete -c warband -n "__fish_warband_needs_command" -f -a "roll" -d 'Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly'
complete -c warband -n "__fish_warband_needs_command" -f -a "rules" -d 'Rulesets: list them, or show every chart, table and ruling with its provenance'
complete -c warband -n "__fish_warband_needs_command" -f -a "roster" -d 'Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile'
complete -c warband -n "__fish_warband_needs_command" -f -a "spell" -d 'Club spells and prayers: cast one on its target, or roll to choose them'
complete -c warband -n "__fish_warband_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c warband -n "__fish_warband_needs_command" -f -a "man" -d 'Print a man page (warband.1, or one subcommand\'s)'
complete -c warband -n "__fish_warband_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l ws -l weapon-skill -d 'Attacker\'s Weapon Skill (close combat)' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l vs -d 'Defender\'s Weapon Skill' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l bs -l ballistic-skill -d 'Shooter\'s Ballistic Skill (shooting)' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -s n -s a -l dice -l attacks -d 'How many attacks (N), or - to read the previous stage\'s output; without it, standard input is never read' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l into-combat -d 'Shoot into a close combat of N models (2 to 9), your target one of them: a die picks the model each hit strikes (mordheim-club, R-110)' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l mod -d 'Any other modifier to the to-hit roll, e.g. +1 for a diving charge' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--mod -1\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand hit" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand hit" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand hit" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand hit" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand hit" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand hit" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand hit" -l poison -d 'skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l reroll-misses -d 'Re-roll misses (hatred)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l needs-six -d 'Needs 6s to hit (failed fear, defended obstacle): exactly 6+'
complete -c warband -n "__fish_warband_using_subcommand hit" -l cover -d 'Target in cover (−1; soft cover in wfb)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l hard-cover -d 'Target behind hard cover (−2; wfb and skirmish)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l long-range -d 'Long range (−1)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l moved -d 'The shooter moved (−1)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l large-target -d 'Large target (+1; not in mordheim-club)'
complete -c warband -n "__fish_warband_using_subcommand hit" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand hit" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand hit" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand hit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand hit" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand wound" -s s -l s -l strength -d 'Strength of the hit' -r
complete -c warband -n "__fish_warband_using_subcommand wound" -s t -l t -l toughness -d 'Toughness of the target' -r
complete -c warband -n "__fish_warband_using_subcommand wound" -l mod -d 'Modifier to the roll, e.g. -1 for the club\'s off-hand attack' -r
complete -c warband -n "__fish_warband_using_subcommand wound" -s n -l dice -d 'How many dice (N), or - to read the previous stage\'s output; without it, standard input is never read' -r
complete -c warband -n "__fish_warband_using_subcommand wound" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--s 5\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand wound" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand wound" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand wound" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand wound" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand wound" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand wound" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand wound" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand wound" -l shooting -d 'A shooting hit (criticals are close combat only in skirmish)'
complete -c warband -n "__fish_warband_using_subcommand wound" -l killing-blow -d 'skirmish: Killing Blow (a natural 6 to wound takes the target out of action)'
complete -c warband -n "__fish_warband_using_subcommand wound" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand wound" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand wound" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand wound" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand wound" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand save" -l armour -l save -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand save" -l target-weapon -d 'The saver\'s own weapon (mordheim-club: no shield Cover with a dagger)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand save" -l ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand save" -s s -l s -l strength -d 'Strength of the hit (its save modifier comes from the ruleset\'s table)' -r
complete -c warband -n "__fish_warband_using_subcommand save" -l mod -d 'Weapon modifier to the save, e.g. -1 for an axe, +1 against a dagger' -r
complete -c warband -n "__fish_warband_using_subcommand save" -l crit-class -d 'The club\'s critical table for the criticals among the wounds: missile, crushing, cutting, unarmed, long' -r -f -a "missile\t''
crushing\t''
cutting\t''
unarmed\t''
long\t''"
complete -c warband -n "__fish_warband_using_subcommand save" -s n -l dice -d 'How many dice (N), or - to read the previous stage\'s output; without it, standard input is never read' -r
complete -c warband -n "__fish_warband_using_subcommand save" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--mod -1\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand save" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand save" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand save" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand save" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand save" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand save" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand save" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand save" -l shield -d 'Carries a shield (+1)'
complete -c warband -n "__fish_warband_using_subcommand save" -l mounted -d 'Mounted (+1; an unarmoured rider saves on 6+)'
complete -c warband -n "__fish_warband_using_subcommand save" -l barding -d 'The mount wears barding (+1 more)'
complete -c warband -n "__fish_warband_using_subcommand save" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand save" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand save" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand save" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand save" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand injury" -l mod -d 'Modifier to every injury roll, e.g. +2 for a master strike' -r
complete -c warband -n "__fish_warband_using_subcommand injury" -l rolls -d 'Injury rolls this phase (several wounds past 0): the highest counts' -r
complete -c warband -n "__fish_warband_using_subcommand injury" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--helmet\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand injury" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand injury" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand injury" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand injury" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand injury" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand injury" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand injury" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand injury" -l concussion -d 'The attacker\'s weapon causes concussion (mace, club, hammer, staff): 2-4 is stunned'
complete -c warband -n "__fish_warband_using_subcommand injury" -l helmet -d 'The target wears a helmet: stunned becomes knocked down on a 4+'
complete -c warband -n "__fish_warband_using_subcommand injury" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand injury" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand injury" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand injury" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand injury" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand crit" -l class -d 'The weapon class (mordheim-club): missile, crushing, cutting, unarmed, long' -r -f -a "missile\t''
crushing\t''
cutting\t''
unarmed\t''
long\t''"
complete -c warband -n "__fish_warband_using_subcommand crit" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--rules skirmish\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand crit" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand crit" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand crit" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand crit" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand crit" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand crit" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand crit" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand crit" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand crit" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand crit" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand crit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand crit" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand fall" -l height -d 'Height fallen, in inches (decimals are rounded down); with --gap or --edge, the drop below' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l jump -d 'Jump down from this height: Initiative tests per full 2", a fall on a failure' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l climb -d 'Climb up this height: Initiative tests (club: one before each full 2"), a fall from where he is on a failure' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l climb-down -d 'Climb down this height: a failure falls from where he is (core: from the top)' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l gap -d 'Jump over a gap this wide (with --height, the drop below it): an Initiative test or a fall' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l move-left -d 'With --gap: the movement left for the jump (too little is an automatic fall)' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l edge -d 'A knocked-down or stunned warrior within 1" of an edge (with --height, the drop): an Initiative test or a fall' -r -f -a "knocked-down\t''
stunned\t''"
complete -c warband -n "__fish_warband_using_subcommand fall" -l i -l initiative -d 'The Initiative of the one who jumps or climbs (with --jump, --climb, --climb-down, --gap, --edge)' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -s t -l t -l toughness -d 'Toughness of the one who falls (not needed where no fall can hurt: a climb up)' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -s w -l w -l wounds -d 'Wounds of the one who falls' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--i 4\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand fall" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand fall" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand fall" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand fall" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand fall" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand fall" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand fall" -l running -d 'With --gap (mordheim-club): the jumper runs, and can jump further'
complete -c warband -n "__fish_warband_using_subcommand fall" -l diving -d 'A diving charge (with --jump): on landing, +1 Strength and +1 to hit in the first combat phase'
complete -c warband -n "__fish_warband_using_subcommand fall" -l helmet -d 'Wears a helmet: stunned becomes knocked down on a 4+'
complete -c warband -n "__fish_warband_using_subcommand fall" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand fall" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand fall" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand fall" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand fall" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand rout" -l ld -l leadership -d 'Leadership of the leader (or the highest available); with --alone, the warrior\'s own' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l out -d 'Warriors out of action' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l of -d 'Warriors in the warband' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l cr -l lost-by -d 'WFB break test (also `warband break`): by how much the combat was lost (0: a draw, negative: won; no test)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l mod -d 'Modifier to the Leadership (with --escape, to the Initiative), e.g. +1 for Hearts of Steel' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l i -l initiative -d 'With --escape: the escaping warrior\'s Initiative' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l opponent -d 'An enemy in contact, who strikes one blow as he leaves: a profile and his kit as odds --attacker\'s, e.g. "WS4 S4 I4 A2 --weapon axe"; "2x ..." a group, "@FILE:NAME" a roster\'s (repeat it)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -s t -l t -l toughness -d 'The leaving warrior\'s Toughness (with --opponent)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -s w -l w -l wounds -d 'His Wounds left (not given: 1, said in the answer)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l vs -d 'His Weapon Skill, where the blows roll to hit (the club\'s panic and escape)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l armour -l save -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand rout" -l target-weapon -d 'The saver\'s own weapon (mordheim-club: no shield Cover with a dagger)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand rout" -l ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l round -d 'The round of the combat the blows are struck in (first-round weapon bonuses; a --charged opponent strikes first in round 1)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--ld 7\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand rout" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand rout" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand rout" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand rout" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand rout" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand rout" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand rout" -l hatred -d 'WFB break test: the unit hates its enemy (Ld 10, unmodified)'
complete -c warband -n "__fish_warband_using_subcommand rout" -l reroll -d 'WFB break test: re-roll for the battle standard'
complete -c warband -n "__fish_warband_using_subcommand rout" -l alone -d 'All Alone (core) or panic (club): alone in combat against two or more'
complete -c warband -n "__fish_warband_using_subcommand rout" -l rally -d 'wfb: a fleeing unit\'s rally test; --out models lost of the --of it started with (below 25 % left it cannot rally)'
complete -c warband -n "__fish_warband_using_subcommand rout" -l friend-near -d 'With --alone in mordheim-club: a friend within 2" allows a re-roll'
complete -c warband -n "__fish_warband_using_subcommand rout" -l escape -d 'mordheim-club: a voluntary escape from combat, an Initiative test (--i), then each --opponent\'s blow'
complete -c warband -n "__fish_warband_using_subcommand rout" -l shield -d 'Carries a shield (+1)'
complete -c warband -n "__fish_warband_using_subcommand rout" -l mounted -d 'Mounted (+1; an unarmoured rider saves on 6+)'
complete -c warband -n "__fish_warband_using_subcommand rout" -l barding -d 'The mount wears barding (+1 more)'
complete -c warband -n "__fish_warband_using_subcommand rout" -l helmet -d 'He wears a helmet'
complete -c warband -n "__fish_warband_using_subcommand rout" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand rout" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand rout" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand rout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand rout" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand break" -l ld -l leadership -d 'Leadership of the unit (or of its general nearby)' -r
complete -c warband -n "__fish_warband_using_subcommand break" -l lost-by -l cr -d 'By how much the combat was lost (0: a draw, negative: won; no test). Also --cr' -r
complete -c warband -n "__fish_warband_using_subcommand break" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--reroll\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand break" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand break" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand break" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand break" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand break" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand break" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand break" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand break" -l hatred -d 'The unit hates its enemy (Ld 10, unmodified)'
complete -c warband -n "__fish_warband_using_subcommand break" -l reroll -l battle-standard -d 'Re-roll for the battle standard'
complete -c warband -n "__fish_warband_using_subcommand break" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand break" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand break" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand break" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand break" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand test" -l stat -d 'A characteristic test: D6 <= value, a 6 always fails' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l i -l initiative -d 'An Initiative test (jumping, climbing, dodging): D6 <= Initiative, a 6 always fails' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l ld -l leadership -d 'A Leadership test: 2D6 <= Ld' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l cast -d 'A casting roll: 2D6 >= difficulty' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l times -d 'How many tests, all of which must pass (e.g. two Initiative tests for a 5" jump)' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l mod -d 'Modifier to the value tested against (a bonus raises it, R-7)' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--mod -1\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand test" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand test" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand test" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand test" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand test" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand test" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand test" -l reroll -d 'Re-roll a failed test (once each)'
complete -c warband -n "__fish_warband_using_subcommand test" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand test" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand test" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand test" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand odds" -l attacker -d 'One of several attackers in one close-combat phase: a profile and his kit, e.g. "WS4 S4 I4 A2 --weapon axe --charged"; "3x ..." is a henchman group (repeat it; instead of --ws and the attacker\'s flags)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l profile -d 'The attacker as a profile ("WS4 S4 A2") or a roster\'s warrior (@FILE:NAME): his WS, S and A, weapons and skills; flags given beat them' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l ws -l weapon-skill -d 'Attacker\'s Weapon Skill (close combat)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l bs -l ballistic-skill -d 'Attacker\'s Ballistic Skill (shooting)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -s s -l s -l strength -d 'Attacker\'s Strength (a missile weapon\'s own Strength replaces it; not given: a human\'s S3, said in the answer)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -s a -s n -l attacks -l dice -d 'Attacks (close combat) or shots (default: 1, or the --profile\'s A)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l weapon -d 'Weapon preset: sword, axe, mace, hammer, flail, spear, bow, crossbow, pistol … (an unknown name lists them all)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l offhand -d 'A second close-combat weapon: one more attack (club: at -1 to hit and to wound)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l round -d 'Round of the combat: flail, morning star, lance and diving-charge bonuses count in round 1' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l mod -d 'Any other modifier to the to-hit roll, e.g. +1 for a diving charge' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l shots -d 'Shots fired with a weapon that lets the shooter choose (WFB repeater crossbow: 1 or 2)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l rank -d 'The rank the shooters stand in (WFB bows: each rank after the first -1 to hit)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l s-bonus -d 'Extra Strength on top of the weapon\'s (e.g. a spear\'s +1 when cavalry charge)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l save-mod -d 'Replace the weapon\'s own save modifier (axe -1 …)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l crit-class -d 'The club\'s critical table to use: missile, crushing, cutting, unarmed, long' -r -f -a "missile\t''
crushing\t''
cutting\t''
unarmed\t''
long\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l injury-mod -d 'Modifier to every injury roll the attacker causes' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l vs -d 'Target\'s Weapon Skill (close combat)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -s t -l t -l toughness -d 'Target\'s Toughness (or the --target roster warrior\'s)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -s w -l w -l wounds -d 'Target\'s Wounds left (not given: 1, said in the answer)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l armour -l save -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l target-weapon -d 'The saver\'s own weapon (mordheim-club: no shield Cover with a dagger)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l parry -d 'Target parries with a sword, a buckler, both, or a sword in each hand (sword+sword); none: no parry, whatever his roster\'s kit' -r -f -a "sword\t''
buckler\t''
sword+buckler\t''
sword+sword\t''
none\t'No parry, whatever the target\'s weapons or roster say'"
complete -c warband -n "__fish_warband_using_subcommand odds" -l target-s -d 'Target\'s Strength (no parry against Strength at least double it; the club\'s Disarm test; default 3)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l target -d 'Target\'s state before the phase: standing (the default), knocked-down or stunned; or the target from a roster, @FILE:NAME (his WS, T, W, S and kit; flags given beat them), given beside a state if need be' -r -f -a "standing\t''
knocked-down\t''
stunned\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l obstacle -d 'Kebab! (mordheim-club, long weapons): an obstacle this many inches behind the target; the D6" knock-back that reaches it deals him one Strength 3 hit (part of an inch counts as a whole one)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l ricochet-t -d 'Ricochet (mordheim-club, missiles): the Toughness of the model within 4" it hits (default: the target\'s)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l ricochet-armour -d 'Ricochet: that model\'s armour, without shield or mount: none, light, heavy, gromril, or a save such as 5+ (default: the target\'s)' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l compare -d 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l simulate -d 'Play N seeded fights as well and show the sampled frequencies beside the exact ones' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand odds" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand odds" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand odds" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand odds" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand odds" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand odds" -l frenzy -d 'Frenzy (core: attacks doubled; club: +1 attack)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l diving -d 'A diving charge: +1 Strength and +1 to hit in round 1'
complete -c warband -n "__fish_warband_using_subcommand odds" -l hatred -d 'Hatred: re-roll misses in round 1'
complete -c warband -n "__fish_warband_using_subcommand odds" -l reroll-misses -d 'Re-roll misses (hatred)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l needs-six -d 'Needs 6s to hit (failed fear, defended obstacle): exactly 6+'
complete -c warband -n "__fish_warband_using_subcommand odds" -l cover -d 'Target in cover (−1; soft cover in wfb)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l hard-cover -d 'Target behind hard cover (−2; wfb and skirmish)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l long-range -d 'Long range (−1)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l moved -d 'The shooter moved (−1)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l large-target -d 'Large target (+1; not in mordheim-club)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l concussion -d 'Concussion (2-4 on the injury roll is stunned), whatever the weapon'
complete -c warband -n "__fish_warband_using_subcommand odds" -l poison -d 'skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l killing-blow -d 'skirmish: Killing Blow (a natural 6 to wound takes the target out of action)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l shield -d 'Carries a shield (+1)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l mounted -d 'Mounted (+1; an unarmoured rider saves on 6+)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l barding -d 'The mount wears barding (+1 more)'
complete -c warband -n "__fish_warband_using_subcommand odds" -l helmet -d 'Target wears a helmet'
complete -c warband -n "__fish_warband_using_subcommand odds" -l swarm -d 'The target is a swarm (skirmish): no injury roll, out of action when its wounds reach 0'
complete -c warband -n "__fish_warband_using_subcommand odds" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand odds" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand odds" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand odds" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand odds" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a -d 'Warrior A: a stat string such as "WS4 S3 T3 W1 I4 A1", nine numbers (M WS BS S T W I A Ld), or a roster\'s warrior, @FILE:NAME; repeat it, or write "3x PROFILE", for several on side A' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l b -d 'Warrior B, as --a (several on one side, or on both)' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l targets -d 'Whom a warrior strikes when the other side has several: among the standing while any stands (R-87), else among the downed; the first listed (the default), or the weakest (fewest wounds left, then first listed; among the downed, stunned before knocked down)' -r -f -a "first\t''
weakest\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l charger -d 'Who charged: that side\'s turn is first and he strikes first in it; none: A\'s turn first' -r -f -a "a\t''
b\t''
none\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l turns -d 'Turns to play before the rest counts as undecided' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-weapon -d 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-offhand -d 'A second close-combat weapon: one more attack' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-armour -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5+' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-parry -d 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons\')' -r -f -a "sword\t''
buckler\t''
sword+buckler\t''
sword+sword\t''
none\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-weapon -d 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-offhand -d 'A second close-combat weapon: one more attack' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-armour -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5+' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-parry -d 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons\')' -r -f -a "sword\t''
buckler\t''
sword+buckler\t''
sword+sword\t''
none\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l compare -d 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l simulate -d 'Play N seeded fights as well and show the sampled frequencies beside the exact ones' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand duel" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand duel" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand duel" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand duel" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand duel" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand duel" -l climbed -d 'The charger had to climb (an Initiative test) or use a ladder and came up within 1" of his target: the target strikes first in the first turn, unless the charger has a spear (mordheim-club)'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-swarm -d 'Every warrior of side A is a swarm (skirmish): no injury roll, out of action when his wounds reach 0'
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-swarm -d 'Every warrior of side B is a swarm, as --a-swarm'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-shield -d 'Carries a shield'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-helmet -d 'Wears a helmet'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-frenzy -d 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-hatred -d 'Hatred: re-roll misses in the first turn'
complete -c warband -n "__fish_warband_using_subcommand duel" -l a-fear -d 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)'
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-shield -d 'Carries a shield'
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-helmet -d 'Wears a helmet'
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-frenzy -d 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned'
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-hatred -d 'Hatred: re-roll misses in the first turn'
complete -c warband -n "__fish_warband_using_subcommand duel" -l b-fear -d 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)'
complete -c warband -n "__fish_warband_using_subcommand duel" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand duel" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand duel" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand duel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand duel" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a -d 'Unit A\'s models: a stat string such as "WS3 S3 T3 I3 A1 Ld7", nine numbers (M WS BS S T W I A Ld), or a roster\'s warrior, @FILE:NAME; "20x PROFILE" is 20 of them (or give --a-models)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b -d 'Unit B\'s models, as --a' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l charger -d 'Who charged: that unit strikes first in the first round (default: a, as in duel)' -r -f -a "a\t''
b\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l rounds -d 'Fight up to N rounds while both units hold (a draw or a passed break test fights on)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-models -d 'Models in the unit (or "20x PROFILE")' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-frontage -d 'Models per rank (the front rank\'s models fight); default 5' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-mount -d 'Cavalry: the mount\'s profile (its own attacks; +1 save; its Movement for flight and pursuit)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-musician -d 'Musicians (default 1): each rolls a D6, the higher total gets +1' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-champion -d 'One of the models is a champion: his WS, S, A, Ld … (what is left out is the unit\'s; a roster\'s warrior, @FILE:NAME); the unit\'s kit; in the front rank, removed last' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-impact -d 'The unit is chariots with this many scythes each: charging, each causes D6 hits +1 per scythe before the first blow (R-102)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-impact-strength -d 'The impact hits\' Strength (default 7, R-102)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-weapon -d 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-offhand -d 'A second close-combat weapon: one more attack' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-armour -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5+' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-parry -d 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons\')' -r -f -a "sword\t''
buckler\t''
sword+buckler\t''
sword+sword\t''
none\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-models -d 'Models in the unit (or "20x PROFILE")' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-frontage -d 'Models per rank (the front rank\'s models fight); default 5' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-mount -d 'Cavalry: the mount\'s profile (its own attacks; +1 save; its Movement for flight and pursuit)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-musician -d 'Musicians (default 1): each rolls a D6, the higher total gets +1' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-champion -d 'One of the models is a champion: his WS, S, A, Ld … (what is left out is the unit\'s; a roster\'s warrior, @FILE:NAME); the unit\'s kit; in the front rank, removed last' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-impact -d 'The unit is chariots with this many scythes each: charging, each causes D6 hits +1 per scythe before the first blow (R-102)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-impact-strength -d 'The impact hits\' Strength (default 7, R-102)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-weapon -d 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-offhand -d 'A second close-combat weapon: one more attack' -r -f -a "fist\t''
dagger\t''
hammer\t''
mace\t''
club\t''
staff\t''
axe\t''
sword\t''
buckler\t''
spear\t''
halberd\t''
flail\t''
morning-star\t''
double-handed\t''
lance\t''
gromril-weapon\t''
short-bow\t''
bow\t''
long-bow\t''
elf-bow\t''
crossbow\t''
sling\t''
throwing-knives\t''
repeater-crossbow\t''
crossbow-pistol\t''
pistol\t''
duelling-pistol\t''
handgun\t''
hochland-long-rifle\t''
warplock-pistol\t''
hand-weapon\t''
javelin\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-armour -d 'Armour: none (the default), light, heavy, gromril, or a save such as 5+' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-parry -d 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons\')' -r -f -a "sword\t''
buckler\t''
sword+buckler\t''
sword+sword\t''
none\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-ward -d 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l compare -d 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l simulate -d 'Play N seeded fights as well and show the sampled frequencies beside the exact ones' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand combat" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand combat" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand combat" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand combat" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand combat" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-barding -d 'The mount wears barding (+1 save more)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-standard -d 'A standard in the front rank (+1)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-battle-standard -d 'The battle standard is with the unit (+1; one re-roll of the break test)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-character -d 'The champion is a character (W1 units): in a unit of fewer than five, each hit falls on him or a trooper at random, not on the rank and file first (R-104)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-terror -d 'The unit causes terror, and so fear (charged by it, a unit tests and flees on a failure, R-100)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-stupid -d 'The unit is stupid: in each of its own turns it tests Ld, and failed, only half of its rank and file fight (R-101)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-high-ground -d 'The unit stands on higher ground (+1)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-flank -d 'The unit fights the enemy\'s flank (+1 with more than 5 models; with 5 or more the enemy loses its rank bonus)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-rear -d 'The unit fights the enemy\'s rear (+2, as --flank)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-shield -d 'Carries a shield'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-helmet -d 'Wears a helmet'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-frenzy -d 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-hatred -d 'Hatred: re-roll misses in the first turn'
complete -c warband -n "__fish_warband_using_subcommand combat" -l a-fear -d 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-barding -d 'The mount wears barding (+1 save more)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-standard -d 'A standard in the front rank (+1)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-battle-standard -d 'The battle standard is with the unit (+1; one re-roll of the break test)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-character -d 'The champion is a character (W1 units): in a unit of fewer than five, each hit falls on him or a trooper at random, not on the rank and file first (R-104)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-terror -d 'The unit causes terror, and so fear (charged by it, a unit tests and flees on a failure, R-100)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-stupid -d 'The unit is stupid: in each of its own turns it tests Ld, and failed, only half of its rank and file fight (R-101)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-high-ground -d 'The unit stands on higher ground (+1)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-flank -d 'The unit fights the enemy\'s flank (+1 with more than 5 models; with 5 or more the enemy loses its rank bonus)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-rear -d 'The unit fights the enemy\'s rear (+2, as --flank)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-shield -d 'Carries a shield'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-helmet -d 'Wears a helmet'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-frenzy -d 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-hatred -d 'Hatred: re-roll misses in the first turn'
complete -c warband -n "__fish_warband_using_subcommand combat" -l b-fear -d 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)'
complete -c warband -n "__fish_warband_using_subcommand combat" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand combat" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand combat" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand combat" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand combat" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l file -d 'A table file (JSON, see docs/guide.md) instead of a built-in table' -r -F
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l column -d 'The table file\'s column to read, e.g. the weapon used' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l mod -d 'Modifier to the roll, where the rules allow one (and for table files)' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l kill -d 'Table files whose results are wounds: rounds needed to kill a monster of this strength' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l max-rounds -d 'With --kill: the most rounds worked out one by one; the rest is one "more than" row' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l musicians -d 'musician: how many musicians each side has, yours first' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l monsters -d 'target: monsters in the front rank (1-3)' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l characters -d 'target: characters in the front rank (1-3)' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l second-rank -d 'target: monsters in the second rank, who pick among the whole front rank (0-3)' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l parts -d 'With --terrain: each part\'s Toughness and save, crew, creature, chariot, e.g. "T3 5+,T4 6+,T7 4+"' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l armour -d 'serious-injury (mordheim-club): the unmodified base armour save that can undo an injury' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l compare -d 'Another question to put side by side: flags that change this one, e.g. --compare \'--mod 1\' (repeat it, up to 8 times)' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l terrain -d 'chariot-shooting (wfb): a chariot in difficult terrain takes D6 S6 hits allocated on this table (R-103)'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -a "list" -d 'List every built-in table: name, rulesets, dice and what it is for'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -a "show" -d 'Show a table\'s rows, their effects and where the table comes from'
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l file -d 'A table file instead' -r -F
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from help" -f -a "list" -d 'List every built-in table: name, rulesets, dice and what it is for'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a table\'s rows, their effects and where the table comes from'
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand roll" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand roll" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand roll" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand roll" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand roll" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand roll" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand roll" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand roll" -l dist -d 'The exact distribution instead of a roll (with --roll: both)'
complete -c warband -n "__fish_warband_using_subcommand roll" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand roll" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand roll" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand roll" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand roll" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -f -a "list" -d 'List the rulesets'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -f -a "show" -d 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)'
complete -c warband -n "__fish_warband_using_subcommand rules; and not __fish_seen_subcommand_from list show help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the rulesets'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)'
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -f -a "show" -d 'List a roster\'s warriors (name, count, profile, kit, ruleset), each checked against the ruleset'
complete -c warband -n "__fish_warband_using_subcommand roster; and not __fish_seen_subcommand_from show help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from help" -f -a "show" -d 'List a roster\'s warriors (name, count, profile, kit, ruleset), each checked against the ruleset'
complete -c warband -n "__fish_warband_using_subcommand roster; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand spell" -l difficulty -d 'The casting difficulty, when it is not the spell\'s own (lowered by 1 for a spell rolled twice)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l t -l toughness -d 'The target\'s Toughness (a spell that hits)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l w -l wounds -d 'The target\'s Wounds left (a spell that wounds)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l s -l strength -d 'The target\'s Strength (a Strength test: Spell of Doom)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l ld -d 'The target\'s Leadership (a panic test: Death Vision)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l armour -l save -d 'The target\'s armour: none, light, heavy, gromril or a save such as 5+ (a spell that hits)' -r -f -a "none\t''
light\t''
heavy\t''
gromril\t''"
complete -c warband -n "__fish_warband_using_subcommand spell" -l against -d 'A target the spell hits at another Strength (Soulfire: undead, possessed)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l from -d 'With `choose`: the list rolled on (prayers-of-sigmar, necromancy)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l want -d 'With `choose`: a spell the wizard wants (one for his first spell, two with --two)' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l known -d 'With `choose`: a spell he knows already; a new spell is one D6' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand spell" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand spell" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand spell" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand spell" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand spell" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand spell" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand spell" -l helmet -d 'The target wears a helmet (an injury roll\'s stunned becomes knocked down on a 4+)'
complete -c warband -n "__fish_warband_using_subcommand spell" -l in-combat -d 'The target is in close combat (Soulfire: S2)'
complete -c warband -n "__fish_warband_using_subcommand spell" -l two -d 'With `choose`: two starting spells (three dice, two chosen)'
complete -c warband -n "__fish_warband_using_subcommand spell" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand spell" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand spell" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand spell" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand spell" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand completions" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand completions" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand completions" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand completions" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand completions" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand completions" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand completions" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand completions" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand completions" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand completions" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand completions" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand man" -l dir -d 'Write every page into this directory (made if missing) instead of printing one' -r -F
complete -c warband -n "__fish_warband_using_subcommand man" -l rules -d 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota' -r -f -a "mordheim\t''
mordheim-club\t''
wfb\t''
skirmish\t''
czarne-wrota\t''"
complete -c warband -n "__fish_warband_using_subcommand man" -l rules-file -d 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)' -r -F
complete -c warband -n "__fish_warband_using_subcommand man" -l format -d 'Output format' -r -f -a "table\t'A readable table (default)'
plain\t'The single most useful value, for a script to capture'
decimal\t'As plain, each probability or mean a decimal number (10 significant digits), for awk or bc'
json\t'One JSON object'
csv\t'A header and one row per outcome'"
complete -c warband -n "__fish_warband_using_subcommand man" -l color -d 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb' -r -f -a "auto\t''
always\t''
never\t''"
complete -c warband -n "__fish_warband_using_subcommand man" -l style -d 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8' -r -f -a "auto\t'ASCII when the locale is not UTF-8'
unicode\t'Box-drawing characters, bars and symbols'
ascii\t'ASCII only, for old consoles'"
complete -c warband -n "__fish_warband_using_subcommand man" -l paging -d 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped' -r -f -a "auto\t'On a terminal, when the output is longer than the screen'
always\t'On a terminal, always'
never\t'Never'"
complete -c warband -n "__fish_warband_using_subcommand man" -l seed -d 'Seed for --roll: the same seed gives the same dice everywhere' -r
complete -c warband -n "__fish_warband_using_subcommand man" -l json -d 'Short for --format json'
complete -c warband -n "__fish_warband_using_subcommand man" -s b -l brief -d 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns'
complete -c warband -n "__fish_warband_using_subcommand man" -l roll -d 'Roll the dice (in addition to the odds)'
complete -c warband -n "__fish_warband_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c warband -n "__fish_warband_using_subcommand man" -s V -l version -d 'Print version'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "hit" -d 'To hit: WS against WS in close combat, or BS with modifiers when shooting'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "wound" -d 'To wound: Strength against Toughness, with the chance of a critical'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "save" -d 'Armour saves: armour, shield, mount, Strength and weapon modifiers'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "injury" -d 'Injury rolls: knocked down, stunned or out of action; concussion, helmet'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "crit" -d 'Critical hits: the ruleset\'s critical table (the club\'s by weapon class)'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "fall" -d 'Falling and jumping down: a fall\'s hits, wounds and injuries; a jump\'s tests'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "rout" -d 'Rout and break tests: warband rout, WFB break test, All Alone and panic'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "break" -d 'Break tests of units that lost a combat (wfb): the same as rout --cr'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "test" -d 'Characteristic, Leadership and casting tests, repeated or re-rolled'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "odds" -d 'The whole attack: hit, parry, wound, critical, save, injury: the target\'s fate'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "duel" -d 'A whole fight between two warriors, turn after turn, until one is out of action'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "combat" -d 'A WFB close combat between two units, round after round: casualties, result, pursuit'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "table" -d 'Built-in tables and table files: list, show, tabulate exactly, or roll'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "roll" -d 'Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "rules" -d 'Rulesets: list them, or show every chart, table and ruling with its provenance'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "roster" -d 'Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "spell" -d 'Club spells and prayers: cast one on its target, or roll to choose them'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "completions" -d 'Print a shell completion script'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "man" -d 'Print a man page (warband.1, or one subcommand\'s)'
complete -c warband -n "__fish_warband_using_subcommand help; and not __fish_seen_subcommand_from hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c warband -n "__fish_warband_using_subcommand help; and __fish_seen_subcommand_from table" -f -a "list" -d 'List every built-in table: name, rulesets, dice and what it is for'
complete -c warband -n "__fish_warband_using_subcommand help; and __fish_seen_subcommand_from table" -f -a "show" -d 'Show a table\'s rows, their effects and where the table comes from'
complete -c warband -n "__fish_warband_using_subcommand help; and __fish_seen_subcommand_from rules" -f -a "list" -d 'List the rulesets'
complete -c warband -n "__fish_warband_using_subcommand help; and __fish_seen_subcommand_from rules" -f -a "show" -d 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)'
complete -c warband -n "__fish_warband_using_subcommand help; and __fish_seen_subcommand_from roster" -f -a "show" -d 'List a roster\'s warriors (name, count, profile, kit, ruleset), each checked against the ruleset'

# Positionals' values (clap_complete's fish script leaves them out).
complete -c warband -n "__fish_warband_using_subcommand table; and not __fish_seen_subcommand_from list show help" -f -a "chariot-combat chariot-shooting critical critical-crushing critical-cutting critical-long critical-missile critical-unarmed fall-side henchman injury look-out-sir misfire monster-reaction mount mount-barded musician necromancy prayers prr reorganisation ridden-monster serious-injury shooting-into-combat stupidity target"
complete -c warband -n "__fish_warband_using_subcommand table; and __fish_seen_subcommand_from show" -f -a "chariot-combat chariot-shooting critical critical-crushing critical-cutting critical-long critical-missile critical-unarmed fall-side henchman injury look-out-sir misfire monster-reaction mount mount-barded musician necromancy prayers prr reorganisation ridden-monster serious-injury shooting-into-combat stupidity target"
complete -c warband -n "__fish_warband_using_subcommand rules; and __fish_seen_subcommand_from show" -f -a "mordheim mordheim-club wfb skirmish czarne-wrota"
complete -c warband -n "__fish_warband_using_subcommand completions" -f -a "bash elvish fish powershell zsh"
complete -c warband -n "__fish_warband_using_subcommand man" -f -a "hit wound save injury crit fall rout break test odds duel combat table table-list table-show roll rules rules-list rules-show roster roster-show spell completions man"
