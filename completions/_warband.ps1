
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'warband' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'warband'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'warband' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('hit', 'hit', [CompletionResultType]::ParameterValue, 'To hit: WS against WS in close combat, or BS with modifiers when shooting')
            [CompletionResult]::new('wound', 'wound', [CompletionResultType]::ParameterValue, 'To wound: Strength against Toughness, with the chance of a critical')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Armour saves: armour, shield, mount, Strength and weapon modifiers')
            [CompletionResult]::new('injury', 'injury', [CompletionResultType]::ParameterValue, 'Injury rolls: knocked down, stunned or out of action; concussion, helmet')
            [CompletionResult]::new('crit', 'crit', [CompletionResultType]::ParameterValue, 'Critical hits: the ruleset''s critical table (the club''s by weapon class)')
            [CompletionResult]::new('fall', 'fall', [CompletionResultType]::ParameterValue, 'Falling and jumping down: a fall''s hits, wounds and injuries; a jump''s tests')
            [CompletionResult]::new('rout', 'rout', [CompletionResultType]::ParameterValue, 'Rout and break tests: warband rout, WFB break test, All Alone and panic')
            [CompletionResult]::new('break', 'break', [CompletionResultType]::ParameterValue, 'Break tests of units that lost a combat (wfb): the same as rout --cr')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Characteristic, Leadership and casting tests, repeated or re-rolled')
            [CompletionResult]::new('odds', 'odds', [CompletionResultType]::ParameterValue, 'The whole attack: hit, parry, wound, critical, save, injury: the target''s fate')
            [CompletionResult]::new('duel', 'duel', [CompletionResultType]::ParameterValue, 'A whole fight between two warriors, turn after turn, until one is out of action')
            [CompletionResult]::new('combat', 'combat', [CompletionResultType]::ParameterValue, 'A WFB close combat between two units, round after round: casualties, result, pursuit')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Built-in tables and table files: list, show, tabulate exactly, or roll')
            [CompletionResult]::new('roll', 'roll', [CompletionResultType]::ParameterValue, 'Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'Rulesets: list them, or show every chart, table and ruling with its provenance')
            [CompletionResult]::new('roster', 'roster', [CompletionResultType]::ParameterValue, 'Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile')
            [CompletionResult]::new('spell', 'spell', [CompletionResultType]::ParameterValue, 'Club spells and prayers: cast one on its target, or roll to choose them')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print a man page (warband.1, or one subcommand''s)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;hit' {
            [CompletionResult]::new('--ws', '--ws', [CompletionResultType]::ParameterName, 'Attacker''s Weapon Skill (close combat)')
            [CompletionResult]::new('--weapon-skill', '--weapon-skill', [CompletionResultType]::ParameterName, 'Attacker''s Weapon Skill (close combat)')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'Defender''s Weapon Skill')
            [CompletionResult]::new('--bs', '--bs', [CompletionResultType]::ParameterName, 'Shooter''s Ballistic Skill (shooting)')
            [CompletionResult]::new('--ballistic-skill', '--ballistic-skill', [CompletionResultType]::ParameterName, 'Shooter''s Ballistic Skill (shooting)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--attacks', '--attacks', [CompletionResultType]::ParameterName, 'How many attacks (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--into-combat', '--into-combat', [CompletionResultType]::ParameterName, 'Shoot into a close combat of N models (2 to 9), your target one of them: a die picks the model each hit strikes (mordheim-club, R-110)')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Any other modifier to the to-hit roll, e.g. +1 for a diving charge')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--mod -1'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--poison', '--poison', [CompletionResultType]::ParameterName, 'skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)')
            [CompletionResult]::new('--reroll-misses', '--reroll-misses', [CompletionResultType]::ParameterName, 'Re-roll misses (hatred)')
            [CompletionResult]::new('--needs-six', '--needs-six', [CompletionResultType]::ParameterName, 'Needs 6s to hit (failed fear, defended obstacle): exactly 6+')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'Target in cover (−1; soft cover in wfb)')
            [CompletionResult]::new('--hard-cover', '--hard-cover', [CompletionResultType]::ParameterName, 'Target behind hard cover (−2; wfb and skirmish)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Long range (−1)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The shooter moved (−1)')
            [CompletionResult]::new('--large-target', '--large-target', [CompletionResultType]::ParameterName, 'Large target (+1; not in mordheim-club)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;wound' {
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Strength of the hit')
            [CompletionResult]::new('--s', '--s', [CompletionResultType]::ParameterName, 'Strength of the hit')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'Strength of the hit')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'Toughness of the target')
            [CompletionResult]::new('--t', '--t', [CompletionResultType]::ParameterName, 'Toughness of the target')
            [CompletionResult]::new('--toughness', '--toughness', [CompletionResultType]::ParameterName, 'Toughness of the target')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Modifier to the roll, e.g. -1 for the club''s off-hand attack')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--s 5'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--shooting', '--shooting', [CompletionResultType]::ParameterName, 'A shooting hit (criticals are close combat only in skirmish)')
            [CompletionResult]::new('--killing-blow', '--killing-blow', [CompletionResultType]::ParameterName, 'skirmish: Killing Blow (a natural 6 to wound takes the target out of action)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;save' {
            [CompletionResult]::new('--armour', '--armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save')
            [CompletionResult]::new('--target-weapon', '--target-weapon', [CompletionResultType]::ParameterName, 'The saver''s own weapon (mordheim-club: no shield Cover with a dagger)')
            [CompletionResult]::new('--ward', '--ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Strength of the hit (its save modifier comes from the ruleset''s table)')
            [CompletionResult]::new('--s', '--s', [CompletionResultType]::ParameterName, 'Strength of the hit (its save modifier comes from the ruleset''s table)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'Strength of the hit (its save modifier comes from the ruleset''s table)')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Weapon modifier to the save, e.g. -1 for an axe, +1 against a dagger')
            [CompletionResult]::new('--crit-class', '--crit-class', [CompletionResultType]::ParameterName, 'The club''s critical table for the criticals among the wounds: missile, crushing, cutting, unarmed, long')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'How many dice (N), or - to read the previous stage''s output; without it, standard input is never read')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--mod -1'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--shield', '--shield', [CompletionResultType]::ParameterName, 'Carries a shield (+1)')
            [CompletionResult]::new('--mounted', '--mounted', [CompletionResultType]::ParameterName, 'Mounted (+1; an unarmoured rider saves on 6+)')
            [CompletionResult]::new('--barding', '--barding', [CompletionResultType]::ParameterName, 'The mount wears barding (+1 more)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;injury' {
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Modifier to every injury roll, e.g. +2 for a master strike')
            [CompletionResult]::new('--rolls', '--rolls', [CompletionResultType]::ParameterName, 'Injury rolls this phase (several wounds past 0): the highest counts')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--helmet'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--concussion', '--concussion', [CompletionResultType]::ParameterName, 'The attacker''s weapon causes concussion (mace, club, hammer, staff): 2-4 is stunned')
            [CompletionResult]::new('--helmet', '--helmet', [CompletionResultType]::ParameterName, 'The target wears a helmet: stunned becomes knocked down on a 4+')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;crit' {
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The weapon class (mordheim-club): missile, crushing, cutting, unarmed, long')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--rules skirmish'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;fall' {
            [CompletionResult]::new('--height', '--height', [CompletionResultType]::ParameterName, 'Height fallen, in inches (decimals are rounded down); with --gap or --edge, the drop below')
            [CompletionResult]::new('--jump', '--jump', [CompletionResultType]::ParameterName, 'Jump down from this height: Initiative tests per full 2", a fall on a failure')
            [CompletionResult]::new('--climb', '--climb', [CompletionResultType]::ParameterName, 'Climb up this height: Initiative tests (club: one before each full 2"), a fall from where he is on a failure')
            [CompletionResult]::new('--climb-down', '--climb-down', [CompletionResultType]::ParameterName, 'Climb down this height: a failure falls from where he is (core: from the top)')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'Jump over a gap this wide (with --height, the drop below it): an Initiative test or a fall')
            [CompletionResult]::new('--move-left', '--move-left', [CompletionResultType]::ParameterName, 'With --gap: the movement left for the jump (too little is an automatic fall)')
            [CompletionResult]::new('--edge', '--edge', [CompletionResultType]::ParameterName, 'A knocked-down or stunned warrior within 1" of an edge (with --height, the drop): an Initiative test or a fall')
            [CompletionResult]::new('--i', '--i', [CompletionResultType]::ParameterName, 'The Initiative of the one who jumps or climbs (with --jump, --climb, --climb-down, --gap, --edge)')
            [CompletionResult]::new('--initiative', '--initiative', [CompletionResultType]::ParameterName, 'The Initiative of the one who jumps or climbs (with --jump, --climb, --climb-down, --gap, --edge)')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'Toughness of the one who falls (not needed where no fall can hurt: a climb up)')
            [CompletionResult]::new('--t', '--t', [CompletionResultType]::ParameterName, 'Toughness of the one who falls (not needed where no fall can hurt: a climb up)')
            [CompletionResult]::new('--toughness', '--toughness', [CompletionResultType]::ParameterName, 'Toughness of the one who falls (not needed where no fall can hurt: a climb up)')
            [CompletionResult]::new('-w', '-w', [CompletionResultType]::ParameterName, 'Wounds of the one who falls')
            [CompletionResult]::new('--w', '--w', [CompletionResultType]::ParameterName, 'Wounds of the one who falls')
            [CompletionResult]::new('--wounds', '--wounds', [CompletionResultType]::ParameterName, 'Wounds of the one who falls')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--i 4'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--running', '--running', [CompletionResultType]::ParameterName, 'With --gap (mordheim-club): the jumper runs, and can jump further')
            [CompletionResult]::new('--diving', '--diving', [CompletionResultType]::ParameterName, 'A diving charge (with --jump): on landing, +1 Strength and +1 to hit in the first combat phase')
            [CompletionResult]::new('--helmet', '--helmet', [CompletionResultType]::ParameterName, 'Wears a helmet: stunned becomes knocked down on a 4+')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;rout' {
            [CompletionResult]::new('--ld', '--ld', [CompletionResultType]::ParameterName, 'Leadership of the leader (or the highest available); with --alone, the warrior''s own')
            [CompletionResult]::new('--leadership', '--leadership', [CompletionResultType]::ParameterName, 'Leadership of the leader (or the highest available); with --alone, the warrior''s own')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Warriors out of action')
            [CompletionResult]::new('--of', '--of', [CompletionResultType]::ParameterName, 'Warriors in the warband')
            [CompletionResult]::new('--cr', '--cr', [CompletionResultType]::ParameterName, 'WFB break test (also `warband break`): by how much the combat was lost (0: a draw, negative: won; no test)')
            [CompletionResult]::new('--lost-by', '--lost-by', [CompletionResultType]::ParameterName, 'WFB break test (also `warband break`): by how much the combat was lost (0: a draw, negative: won; no test)')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Modifier to the Leadership (with --escape, to the Initiative), e.g. +1 for Hearts of Steel')
            [CompletionResult]::new('--i', '--i', [CompletionResultType]::ParameterName, 'With --escape: the escaping warrior''s Initiative')
            [CompletionResult]::new('--initiative', '--initiative', [CompletionResultType]::ParameterName, 'With --escape: the escaping warrior''s Initiative')
            [CompletionResult]::new('--opponent', '--opponent', [CompletionResultType]::ParameterName, 'An enemy in contact, who strikes one blow as he leaves: a profile and his kit as odds --attacker''s, e.g. "WS4 S4 I4 A2 --weapon axe"; "2x ..." a group, "@FILE:NAME" a roster''s (repeat it)')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The leaving warrior''s Toughness (with --opponent)')
            [CompletionResult]::new('--t', '--t', [CompletionResultType]::ParameterName, 'The leaving warrior''s Toughness (with --opponent)')
            [CompletionResult]::new('--toughness', '--toughness', [CompletionResultType]::ParameterName, 'The leaving warrior''s Toughness (with --opponent)')
            [CompletionResult]::new('-w', '-w', [CompletionResultType]::ParameterName, 'His Wounds left (not given: 1, said in the answer)')
            [CompletionResult]::new('--w', '--w', [CompletionResultType]::ParameterName, 'His Wounds left (not given: 1, said in the answer)')
            [CompletionResult]::new('--wounds', '--wounds', [CompletionResultType]::ParameterName, 'His Wounds left (not given: 1, said in the answer)')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'His Weapon Skill, where the blows roll to hit (the club''s panic and escape)')
            [CompletionResult]::new('--armour', '--armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save')
            [CompletionResult]::new('--target-weapon', '--target-weapon', [CompletionResultType]::ParameterName, 'The saver''s own weapon (mordheim-club: no shield Cover with a dagger)')
            [CompletionResult]::new('--ward', '--ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The round of the combat the blows are struck in (first-round weapon bonuses; a --charged opponent strikes first in round 1)')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--ld 7'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--hatred', '--hatred', [CompletionResultType]::ParameterName, 'WFB break test: the unit hates its enemy (Ld 10, unmodified)')
            [CompletionResult]::new('--reroll', '--reroll', [CompletionResultType]::ParameterName, 'WFB break test: re-roll for the battle standard')
            [CompletionResult]::new('--alone', '--alone', [CompletionResultType]::ParameterName, 'All Alone (core) or panic (club): alone in combat against two or more')
            [CompletionResult]::new('--rally', '--rally', [CompletionResultType]::ParameterName, 'wfb: a fleeing unit''s rally test; --out models lost of the --of it started with (below 25 % left it cannot rally)')
            [CompletionResult]::new('--friend-near', '--friend-near', [CompletionResultType]::ParameterName, 'With --alone in mordheim-club: a friend within 2" allows a re-roll')
            [CompletionResult]::new('--escape', '--escape', [CompletionResultType]::ParameterName, 'mordheim-club: a voluntary escape from combat, an Initiative test (--i), then each --opponent''s blow')
            [CompletionResult]::new('--shield', '--shield', [CompletionResultType]::ParameterName, 'Carries a shield (+1)')
            [CompletionResult]::new('--mounted', '--mounted', [CompletionResultType]::ParameterName, 'Mounted (+1; an unarmoured rider saves on 6+)')
            [CompletionResult]::new('--barding', '--barding', [CompletionResultType]::ParameterName, 'The mount wears barding (+1 more)')
            [CompletionResult]::new('--helmet', '--helmet', [CompletionResultType]::ParameterName, 'He wears a helmet')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;break' {
            [CompletionResult]::new('--ld', '--ld', [CompletionResultType]::ParameterName, 'Leadership of the unit (or of its general nearby)')
            [CompletionResult]::new('--leadership', '--leadership', [CompletionResultType]::ParameterName, 'Leadership of the unit (or of its general nearby)')
            [CompletionResult]::new('--lost-by', '--lost-by', [CompletionResultType]::ParameterName, 'By how much the combat was lost (0: a draw, negative: won; no test). Also --cr')
            [CompletionResult]::new('--cr', '--cr', [CompletionResultType]::ParameterName, 'By how much the combat was lost (0: a draw, negative: won; no test). Also --cr')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--reroll'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--hatred', '--hatred', [CompletionResultType]::ParameterName, 'The unit hates its enemy (Ld 10, unmodified)')
            [CompletionResult]::new('--reroll', '--reroll', [CompletionResultType]::ParameterName, 'Re-roll for the battle standard')
            [CompletionResult]::new('--battle-standard', '--battle-standard', [CompletionResultType]::ParameterName, 'Re-roll for the battle standard')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;test' {
            [CompletionResult]::new('--stat', '--stat', [CompletionResultType]::ParameterName, 'A characteristic test: D6 <= value, a 6 always fails')
            [CompletionResult]::new('--i', '--i', [CompletionResultType]::ParameterName, 'An Initiative test (jumping, climbing, dodging): D6 <= Initiative, a 6 always fails')
            [CompletionResult]::new('--initiative', '--initiative', [CompletionResultType]::ParameterName, 'An Initiative test (jumping, climbing, dodging): D6 <= Initiative, a 6 always fails')
            [CompletionResult]::new('--ld', '--ld', [CompletionResultType]::ParameterName, 'A Leadership test: 2D6 <= Ld')
            [CompletionResult]::new('--leadership', '--leadership', [CompletionResultType]::ParameterName, 'A Leadership test: 2D6 <= Ld')
            [CompletionResult]::new('--cast', '--cast', [CompletionResultType]::ParameterName, 'A casting roll: 2D6 >= difficulty')
            [CompletionResult]::new('--times', '--times', [CompletionResultType]::ParameterName, 'How many tests, all of which must pass (e.g. two Initiative tests for a 5" jump)')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Modifier to the value tested against (a bonus raises it, R-7)')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--mod -1'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--reroll', '--reroll', [CompletionResultType]::ParameterName, 'Re-roll a failed test (once each)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;odds' {
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'One of several attackers in one close-combat phase: a profile and his kit, e.g. "WS4 S4 I4 A2 --weapon axe --charged"; "3x ..." is a henchman group (repeat it; instead of --ws and the attacker''s flags)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'The attacker as a profile ("WS4 S4 A2") or a roster''s warrior (@FILE:NAME): his WS, S and A, weapons and skills; flags given beat them')
            [CompletionResult]::new('--ws', '--ws', [CompletionResultType]::ParameterName, 'Attacker''s Weapon Skill (close combat)')
            [CompletionResult]::new('--weapon-skill', '--weapon-skill', [CompletionResultType]::ParameterName, 'Attacker''s Weapon Skill (close combat)')
            [CompletionResult]::new('--bs', '--bs', [CompletionResultType]::ParameterName, 'Attacker''s Ballistic Skill (shooting)')
            [CompletionResult]::new('--ballistic-skill', '--ballistic-skill', [CompletionResultType]::ParameterName, 'Attacker''s Ballistic Skill (shooting)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Attacker''s Strength (a missile weapon''s own Strength replaces it; not given: a human''s S3, said in the answer)')
            [CompletionResult]::new('--s', '--s', [CompletionResultType]::ParameterName, 'Attacker''s Strength (a missile weapon''s own Strength replaces it; not given: a human''s S3, said in the answer)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'Attacker''s Strength (a missile weapon''s own Strength replaces it; not given: a human''s S3, said in the answer)')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'Attacks (close combat) or shots (default: 1, or the --profile''s A)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'Attacks (close combat) or shots (default: 1, or the --profile''s A)')
            [CompletionResult]::new('--attacks', '--attacks', [CompletionResultType]::ParameterName, 'Attacks (close combat) or shots (default: 1, or the --profile''s A)')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Attacks (close combat) or shots (default: 1, or the --profile''s A)')
            [CompletionResult]::new('--weapon', '--weapon', [CompletionResultType]::ParameterName, 'Weapon preset: sword, axe, mace, hammer, flail, spear, bow, crossbow, pistol … (an unknown name lists them all)')
            [CompletionResult]::new('--offhand', '--offhand', [CompletionResultType]::ParameterName, 'A second close-combat weapon: one more attack (club: at -1 to hit and to wound)')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'Round of the combat: flail, morning star, lance and diving-charge bonuses count in round 1')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Any other modifier to the to-hit roll, e.g. +1 for a diving charge')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired with a weapon that lets the shooter choose (WFB repeater crossbow: 1 or 2)')
            [CompletionResult]::new('--rank', '--rank', [CompletionResultType]::ParameterName, 'The rank the shooters stand in (WFB bows: each rank after the first -1 to hit)')
            [CompletionResult]::new('--s-bonus', '--s-bonus', [CompletionResultType]::ParameterName, 'Extra Strength on top of the weapon''s (e.g. a spear''s +1 when cavalry charge)')
            [CompletionResult]::new('--save-mod', '--save-mod', [CompletionResultType]::ParameterName, 'Replace the weapon''s own save modifier (axe -1 …)')
            [CompletionResult]::new('--crit-class', '--crit-class', [CompletionResultType]::ParameterName, 'The club''s critical table to use: missile, crushing, cutting, unarmed, long')
            [CompletionResult]::new('--injury-mod', '--injury-mod', [CompletionResultType]::ParameterName, 'Modifier to every injury roll the attacker causes')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'Target''s Weapon Skill (close combat)')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'Target''s Toughness (or the --target roster warrior''s)')
            [CompletionResult]::new('--t', '--t', [CompletionResultType]::ParameterName, 'Target''s Toughness (or the --target roster warrior''s)')
            [CompletionResult]::new('--toughness', '--toughness', [CompletionResultType]::ParameterName, 'Target''s Toughness (or the --target roster warrior''s)')
            [CompletionResult]::new('-w', '-w', [CompletionResultType]::ParameterName, 'Target''s Wounds left (not given: 1, said in the answer)')
            [CompletionResult]::new('--w', '--w', [CompletionResultType]::ParameterName, 'Target''s Wounds left (not given: 1, said in the answer)')
            [CompletionResult]::new('--wounds', '--wounds', [CompletionResultType]::ParameterName, 'Target''s Wounds left (not given: 1, said in the answer)')
            [CompletionResult]::new('--armour', '--armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save')
            [CompletionResult]::new('--target-weapon', '--target-weapon', [CompletionResultType]::ParameterName, 'The saver''s own weapon (mordheim-club: no shield Cover with a dagger)')
            [CompletionResult]::new('--ward', '--ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('--parry', '--parry', [CompletionResultType]::ParameterName, 'Target parries with a sword, a buckler, both, or a sword in each hand (sword+sword); none: no parry, whatever his roster''s kit')
            [CompletionResult]::new('--target-s', '--target-s', [CompletionResultType]::ParameterName, 'Target''s Strength (no parry against Strength at least double it; the club''s Disarm test; default 3)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'Target''s state before the phase: standing (the default), knocked-down or stunned; or the target from a roster, @FILE:NAME (his WS, T, W, S and kit; flags given beat them), given beside a state if need be')
            [CompletionResult]::new('--obstacle', '--obstacle', [CompletionResultType]::ParameterName, 'Kebab! (mordheim-club, long weapons): an obstacle this many inches behind the target; the D6" knock-back that reaches it deals him one Strength 3 hit (part of an inch counts as a whole one)')
            [CompletionResult]::new('--ricochet-t', '--ricochet-t', [CompletionResultType]::ParameterName, 'Ricochet (mordheim-club, missiles): the Toughness of the model within 4" it hits (default: the target''s)')
            [CompletionResult]::new('--ricochet-armour', '--ricochet-armour', [CompletionResultType]::ParameterName, 'Ricochet: that model''s armour, without shield or mount: none, light, heavy, gromril, or a save such as 5+ (default: the target''s)')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)')
            [CompletionResult]::new('--simulate', '--simulate', [CompletionResultType]::ParameterName, 'Play N seeded fights as well and show the sampled frequencies beside the exact ones')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--frenzy', '--frenzy', [CompletionResultType]::ParameterName, 'Frenzy (core: attacks doubled; club: +1 attack)')
            [CompletionResult]::new('--diving', '--diving', [CompletionResultType]::ParameterName, 'A diving charge: +1 Strength and +1 to hit in round 1')
            [CompletionResult]::new('--hatred', '--hatred', [CompletionResultType]::ParameterName, 'Hatred: re-roll misses in round 1')
            [CompletionResult]::new('--reroll-misses', '--reroll-misses', [CompletionResultType]::ParameterName, 'Re-roll misses (hatred)')
            [CompletionResult]::new('--needs-six', '--needs-six', [CompletionResultType]::ParameterName, 'Needs 6s to hit (failed fear, defended obstacle): exactly 6+')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'Target in cover (−1; soft cover in wfb)')
            [CompletionResult]::new('--hard-cover', '--hard-cover', [CompletionResultType]::ParameterName, 'Target behind hard cover (−2; wfb and skirmish)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Long range (−1)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The shooter moved (−1)')
            [CompletionResult]::new('--large-target', '--large-target', [CompletionResultType]::ParameterName, 'Large target (+1; not in mordheim-club)')
            [CompletionResult]::new('--concussion', '--concussion', [CompletionResultType]::ParameterName, 'Concussion (2-4 on the injury roll is stunned), whatever the weapon')
            [CompletionResult]::new('--poison', '--poison', [CompletionResultType]::ParameterName, 'skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)')
            [CompletionResult]::new('--killing-blow', '--killing-blow', [CompletionResultType]::ParameterName, 'skirmish: Killing Blow (a natural 6 to wound takes the target out of action)')
            [CompletionResult]::new('--shield', '--shield', [CompletionResultType]::ParameterName, 'Carries a shield (+1)')
            [CompletionResult]::new('--mounted', '--mounted', [CompletionResultType]::ParameterName, 'Mounted (+1; an unarmoured rider saves on 6+)')
            [CompletionResult]::new('--barding', '--barding', [CompletionResultType]::ParameterName, 'The mount wears barding (+1 more)')
            [CompletionResult]::new('--helmet', '--helmet', [CompletionResultType]::ParameterName, 'Target wears a helmet')
            [CompletionResult]::new('--swarm', '--swarm', [CompletionResultType]::ParameterName, 'The target is a swarm (skirmish): no injury roll, out of action when its wounds reach 0')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;duel' {
            [CompletionResult]::new('--a', '--a', [CompletionResultType]::ParameterName, 'Warrior A: a stat string such as "WS4 S3 T3 W1 I4 A1", nine numbers (M WS BS S T W I A Ld), or a roster''s warrior, @FILE:NAME; repeat it, or write "3x PROFILE", for several on side A')
            [CompletionResult]::new('--b', '--b', [CompletionResultType]::ParameterName, 'Warrior B, as --a (several on one side, or on both)')
            [CompletionResult]::new('--targets', '--targets', [CompletionResultType]::ParameterName, 'Whom a warrior strikes when the other side has several: among the standing while any stands (R-87), else among the downed; the first listed (the default), or the weakest (fewest wounds left, then first listed; among the downed, stunned before knocked down)')
            [CompletionResult]::new('--charger', '--charger', [CompletionResultType]::ParameterName, 'Who charged: that side''s turn is first and he strikes first in it; none: A''s turn first')
            [CompletionResult]::new('--turns', '--turns', [CompletionResultType]::ParameterName, 'Turns to play before the rest counts as undecided')
            [CompletionResult]::new('--a-weapon', '--a-weapon', [CompletionResultType]::ParameterName, 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)')
            [CompletionResult]::new('--a-offhand', '--a-offhand', [CompletionResultType]::ParameterName, 'A second close-combat weapon: one more attack')
            [CompletionResult]::new('--a-armour', '--a-armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5+')
            [CompletionResult]::new('--a-parry', '--a-parry', [CompletionResultType]::ParameterName, 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons'')')
            [CompletionResult]::new('--a-ward', '--a-ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('--b-weapon', '--b-weapon', [CompletionResultType]::ParameterName, 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)')
            [CompletionResult]::new('--b-offhand', '--b-offhand', [CompletionResultType]::ParameterName, 'A second close-combat weapon: one more attack')
            [CompletionResult]::new('--b-armour', '--b-armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5+')
            [CompletionResult]::new('--b-parry', '--b-parry', [CompletionResultType]::ParameterName, 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons'')')
            [CompletionResult]::new('--b-ward', '--b-ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)')
            [CompletionResult]::new('--simulate', '--simulate', [CompletionResultType]::ParameterName, 'Play N seeded fights as well and show the sampled frequencies beside the exact ones')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--climbed', '--climbed', [CompletionResultType]::ParameterName, 'The charger had to climb (an Initiative test) or use a ladder and came up within 1" of his target: the target strikes first in the first turn, unless the charger has a spear (mordheim-club)')
            [CompletionResult]::new('--a-swarm', '--a-swarm', [CompletionResultType]::ParameterName, 'Every warrior of side A is a swarm (skirmish): no injury roll, out of action when his wounds reach 0')
            [CompletionResult]::new('--b-swarm', '--b-swarm', [CompletionResultType]::ParameterName, 'Every warrior of side B is a swarm, as --a-swarm')
            [CompletionResult]::new('--a-shield', '--a-shield', [CompletionResultType]::ParameterName, 'Carries a shield')
            [CompletionResult]::new('--a-helmet', '--a-helmet', [CompletionResultType]::ParameterName, 'Wears a helmet')
            [CompletionResult]::new('--a-frenzy', '--a-frenzy', [CompletionResultType]::ParameterName, 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned')
            [CompletionResult]::new('--a-hatred', '--a-hatred', [CompletionResultType]::ParameterName, 'Hatred: re-roll misses in the first turn')
            [CompletionResult]::new('--a-fear', '--a-fear', [CompletionResultType]::ParameterName, 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)')
            [CompletionResult]::new('--b-shield', '--b-shield', [CompletionResultType]::ParameterName, 'Carries a shield')
            [CompletionResult]::new('--b-helmet', '--b-helmet', [CompletionResultType]::ParameterName, 'Wears a helmet')
            [CompletionResult]::new('--b-frenzy', '--b-frenzy', [CompletionResultType]::ParameterName, 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned')
            [CompletionResult]::new('--b-hatred', '--b-hatred', [CompletionResultType]::ParameterName, 'Hatred: re-roll misses in the first turn')
            [CompletionResult]::new('--b-fear', '--b-fear', [CompletionResultType]::ParameterName, 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;combat' {
            [CompletionResult]::new('--a', '--a', [CompletionResultType]::ParameterName, 'Unit A''s models: a stat string such as "WS3 S3 T3 I3 A1 Ld7", nine numbers (M WS BS S T W I A Ld), or a roster''s warrior, @FILE:NAME; "20x PROFILE" is 20 of them (or give --a-models)')
            [CompletionResult]::new('--b', '--b', [CompletionResultType]::ParameterName, 'Unit B''s models, as --a')
            [CompletionResult]::new('--charger', '--charger', [CompletionResultType]::ParameterName, 'Who charged: that unit strikes first in the first round (default: a, as in duel)')
            [CompletionResult]::new('--rounds', '--rounds', [CompletionResultType]::ParameterName, 'Fight up to N rounds while both units hold (a draw or a passed break test fights on)')
            [CompletionResult]::new('--a-models', '--a-models', [CompletionResultType]::ParameterName, 'Models in the unit (or "20x PROFILE")')
            [CompletionResult]::new('--a-frontage', '--a-frontage', [CompletionResultType]::ParameterName, 'Models per rank (the front rank''s models fight); default 5')
            [CompletionResult]::new('--a-mount', '--a-mount', [CompletionResultType]::ParameterName, 'Cavalry: the mount''s profile (its own attacks; +1 save; its Movement for flight and pursuit)')
            [CompletionResult]::new('--a-musician', '--a-musician', [CompletionResultType]::ParameterName, 'Musicians (default 1): each rolls a D6, the higher total gets +1')
            [CompletionResult]::new('--a-champion', '--a-champion', [CompletionResultType]::ParameterName, 'One of the models is a champion: his WS, S, A, Ld … (what is left out is the unit''s; a roster''s warrior, @FILE:NAME); the unit''s kit; in the front rank, removed last')
            [CompletionResult]::new('--a-impact', '--a-impact', [CompletionResultType]::ParameterName, 'The unit is chariots with this many scythes each: charging, each causes D6 hits +1 per scythe before the first blow (R-102)')
            [CompletionResult]::new('--a-impact-strength', '--a-impact-strength', [CompletionResultType]::ParameterName, 'The impact hits'' Strength (default 7, R-102)')
            [CompletionResult]::new('--a-weapon', '--a-weapon', [CompletionResultType]::ParameterName, 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)')
            [CompletionResult]::new('--a-offhand', '--a-offhand', [CompletionResultType]::ParameterName, 'A second close-combat weapon: one more attack')
            [CompletionResult]::new('--a-armour', '--a-armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5+')
            [CompletionResult]::new('--a-parry', '--a-parry', [CompletionResultType]::ParameterName, 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons'')')
            [CompletionResult]::new('--a-ward', '--a-ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('--b-models', '--b-models', [CompletionResultType]::ParameterName, 'Models in the unit (or "20x PROFILE")')
            [CompletionResult]::new('--b-frontage', '--b-frontage', [CompletionResultType]::ParameterName, 'Models per rank (the front rank''s models fight); default 5')
            [CompletionResult]::new('--b-mount', '--b-mount', [CompletionResultType]::ParameterName, 'Cavalry: the mount''s profile (its own attacks; +1 save; its Movement for flight and pursuit)')
            [CompletionResult]::new('--b-musician', '--b-musician', [CompletionResultType]::ParameterName, 'Musicians (default 1): each rolls a D6, the higher total gets +1')
            [CompletionResult]::new('--b-champion', '--b-champion', [CompletionResultType]::ParameterName, 'One of the models is a champion: his WS, S, A, Ld … (what is left out is the unit''s; a roster''s warrior, @FILE:NAME); the unit''s kit; in the front rank, removed last')
            [CompletionResult]::new('--b-impact', '--b-impact', [CompletionResultType]::ParameterName, 'The unit is chariots with this many scythes each: charging, each causes D6 hits +1 per scythe before the first blow (R-102)')
            [CompletionResult]::new('--b-impact-strength', '--b-impact-strength', [CompletionResultType]::ParameterName, 'The impact hits'' Strength (default 7, R-102)')
            [CompletionResult]::new('--b-weapon', '--b-weapon', [CompletionResultType]::ParameterName, 'Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)')
            [CompletionResult]::new('--b-offhand', '--b-offhand', [CompletionResultType]::ParameterName, 'A second close-combat weapon: one more attack')
            [CompletionResult]::new('--b-armour', '--b-armour', [CompletionResultType]::ParameterName, 'Armour: none (the default), light, heavy, gromril, or a save such as 5+')
            [CompletionResult]::new('--b-parry', '--b-parry', [CompletionResultType]::ParameterName, 'Parries with a sword, a buckler, both, two swords, or none (default: the weapons'')')
            [CompletionResult]::new('--b-ward', '--b-ward', [CompletionResultType]::ParameterName, 'A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon (R-120)')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)')
            [CompletionResult]::new('--simulate', '--simulate', [CompletionResultType]::ParameterName, 'Play N seeded fights as well and show the sampled frequencies beside the exact ones')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--a-barding', '--a-barding', [CompletionResultType]::ParameterName, 'The mount wears barding (+1 save more)')
            [CompletionResult]::new('--a-standard', '--a-standard', [CompletionResultType]::ParameterName, 'A standard in the front rank (+1)')
            [CompletionResult]::new('--a-battle-standard', '--a-battle-standard', [CompletionResultType]::ParameterName, 'The battle standard is with the unit (+1; one re-roll of the break test)')
            [CompletionResult]::new('--a-character', '--a-character', [CompletionResultType]::ParameterName, 'The champion is a character (W1 units): in a unit of fewer than five, each hit falls on him or a trooper at random, not on the rank and file first (R-104)')
            [CompletionResult]::new('--a-terror', '--a-terror', [CompletionResultType]::ParameterName, 'The unit causes terror, and so fear (charged by it, a unit tests and flees on a failure, R-100)')
            [CompletionResult]::new('--a-stupid', '--a-stupid', [CompletionResultType]::ParameterName, 'The unit is stupid: in each of its own turns it tests Ld, and failed, only half of its rank and file fight (R-101)')
            [CompletionResult]::new('--a-high-ground', '--a-high-ground', [CompletionResultType]::ParameterName, 'The unit stands on higher ground (+1)')
            [CompletionResult]::new('--a-flank', '--a-flank', [CompletionResultType]::ParameterName, 'The unit fights the enemy''s flank (+1 with more than 5 models; with 5 or more the enemy loses its rank bonus)')
            [CompletionResult]::new('--a-rear', '--a-rear', [CompletionResultType]::ParameterName, 'The unit fights the enemy''s rear (+2, as --flank)')
            [CompletionResult]::new('--a-shield', '--a-shield', [CompletionResultType]::ParameterName, 'Carries a shield')
            [CompletionResult]::new('--a-helmet', '--a-helmet', [CompletionResultType]::ParameterName, 'Wears a helmet')
            [CompletionResult]::new('--a-frenzy', '--a-frenzy', [CompletionResultType]::ParameterName, 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned')
            [CompletionResult]::new('--a-hatred', '--a-hatred', [CompletionResultType]::ParameterName, 'Hatred: re-roll misses in the first turn')
            [CompletionResult]::new('--a-fear', '--a-fear', [CompletionResultType]::ParameterName, 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)')
            [CompletionResult]::new('--b-barding', '--b-barding', [CompletionResultType]::ParameterName, 'The mount wears barding (+1 save more)')
            [CompletionResult]::new('--b-standard', '--b-standard', [CompletionResultType]::ParameterName, 'A standard in the front rank (+1)')
            [CompletionResult]::new('--b-battle-standard', '--b-battle-standard', [CompletionResultType]::ParameterName, 'The battle standard is with the unit (+1; one re-roll of the break test)')
            [CompletionResult]::new('--b-character', '--b-character', [CompletionResultType]::ParameterName, 'The champion is a character (W1 units): in a unit of fewer than five, each hit falls on him or a trooper at random, not on the rank and file first (R-104)')
            [CompletionResult]::new('--b-terror', '--b-terror', [CompletionResultType]::ParameterName, 'The unit causes terror, and so fear (charged by it, a unit tests and flees on a failure, R-100)')
            [CompletionResult]::new('--b-stupid', '--b-stupid', [CompletionResultType]::ParameterName, 'The unit is stupid: in each of its own turns it tests Ld, and failed, only half of its rank and file fight (R-101)')
            [CompletionResult]::new('--b-high-ground', '--b-high-ground', [CompletionResultType]::ParameterName, 'The unit stands on higher ground (+1)')
            [CompletionResult]::new('--b-flank', '--b-flank', [CompletionResultType]::ParameterName, 'The unit fights the enemy''s flank (+1 with more than 5 models; with 5 or more the enemy loses its rank bonus)')
            [CompletionResult]::new('--b-rear', '--b-rear', [CompletionResultType]::ParameterName, 'The unit fights the enemy''s rear (+2, as --flank)')
            [CompletionResult]::new('--b-shield', '--b-shield', [CompletionResultType]::ParameterName, 'Carries a shield')
            [CompletionResult]::new('--b-helmet', '--b-helmet', [CompletionResultType]::ParameterName, 'Wears a helmet')
            [CompletionResult]::new('--b-frenzy', '--b-frenzy', [CompletionResultType]::ParameterName, 'Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned')
            [CompletionResult]::new('--b-hatred', '--b-hatred', [CompletionResultType]::ParameterName, 'Hatred: re-roll misses in the first turn')
            [CompletionResult]::new('--b-fear', '--b-fear', [CompletionResultType]::ParameterName, 'Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat: R-63, R-66)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;table' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'A table file (JSON, see docs/guide.md) instead of a built-in table')
            [CompletionResult]::new('--column', '--column', [CompletionResultType]::ParameterName, 'The table file''s column to read, e.g. the weapon used')
            [CompletionResult]::new('--mod', '--mod', [CompletionResultType]::ParameterName, 'Modifier to the roll, where the rules allow one (and for table files)')
            [CompletionResult]::new('--kill', '--kill', [CompletionResultType]::ParameterName, 'Table files whose results are wounds: rounds needed to kill a monster of this strength')
            [CompletionResult]::new('--max-rounds', '--max-rounds', [CompletionResultType]::ParameterName, 'With --kill: the most rounds worked out one by one; the rest is one "more than" row')
            [CompletionResult]::new('--musicians', '--musicians', [CompletionResultType]::ParameterName, 'musician: how many musicians each side has, yours first')
            [CompletionResult]::new('--monsters', '--monsters', [CompletionResultType]::ParameterName, 'target: monsters in the front rank (1-3)')
            [CompletionResult]::new('--characters', '--characters', [CompletionResultType]::ParameterName, 'target: characters in the front rank (1-3)')
            [CompletionResult]::new('--second-rank', '--second-rank', [CompletionResultType]::ParameterName, 'target: monsters in the second rank, who pick among the whole front rank (0-3)')
            [CompletionResult]::new('--parts', '--parts', [CompletionResultType]::ParameterName, 'With --terrain: each part''s Toughness and save, crew, creature, chariot, e.g. "T3 5+,T4 6+,T7 4+"')
            [CompletionResult]::new('--armour', '--armour', [CompletionResultType]::ParameterName, 'serious-injury (mordheim-club): the unmodified base armour save that can undo an injury')
            [CompletionResult]::new('--compare', '--compare', [CompletionResultType]::ParameterName, 'Another question to put side by side: flags that change this one, e.g. --compare ''--mod 1'' (repeat it, up to 8 times)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--terrain', '--terrain', [CompletionResultType]::ParameterName, 'chariot-shooting (wfb): a chariot in difficult terrain takes D6 S6 hits allocated on this table (R-103)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every built-in table: name, rulesets, dice and what it is for')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a table''s rows, their effects and where the table comes from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;table;list' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;table;show' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'A table file instead')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;table;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every built-in table: name, rulesets, dice and what it is for')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a table''s rows, their effects and where the table comes from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;table;help;list' {
            break
        }
        'warband;table;help;show' {
            break
        }
        'warband;table;help;help' {
            break
        }
        'warband;roll' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--dist', '--dist', [CompletionResultType]::ParameterName, 'The exact distribution instead of a roll (with --roll: both)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;rules' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the rulesets')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;rules;list' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;rules;show' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;rules;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the rulesets')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;rules;help;list' {
            break
        }
        'warband;rules;help;show' {
            break
        }
        'warband;rules;help;help' {
            break
        }
        'warband;roster' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'List a roster''s warriors (name, count, profile, kit, ruleset), each checked against the ruleset')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;roster;show' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;roster;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'List a roster''s warriors (name, count, profile, kit, ruleset), each checked against the ruleset')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;roster;help;show' {
            break
        }
        'warband;roster;help;help' {
            break
        }
        'warband;spell' {
            [CompletionResult]::new('--difficulty', '--difficulty', [CompletionResultType]::ParameterName, 'The casting difficulty, when it is not the spell''s own (lowered by 1 for a spell rolled twice)')
            [CompletionResult]::new('--t', '--t', [CompletionResultType]::ParameterName, 'The target''s Toughness (a spell that hits)')
            [CompletionResult]::new('--toughness', '--toughness', [CompletionResultType]::ParameterName, 'The target''s Toughness (a spell that hits)')
            [CompletionResult]::new('--w', '--w', [CompletionResultType]::ParameterName, 'The target''s Wounds left (a spell that wounds)')
            [CompletionResult]::new('--wounds', '--wounds', [CompletionResultType]::ParameterName, 'The target''s Wounds left (a spell that wounds)')
            [CompletionResult]::new('--s', '--s', [CompletionResultType]::ParameterName, 'The target''s Strength (a Strength test: Spell of Doom)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'The target''s Strength (a Strength test: Spell of Doom)')
            [CompletionResult]::new('--ld', '--ld', [CompletionResultType]::ParameterName, 'The target''s Leadership (a panic test: Death Vision)')
            [CompletionResult]::new('--armour', '--armour', [CompletionResultType]::ParameterName, 'The target''s armour: none, light, heavy, gromril or a save such as 5+ (a spell that hits)')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'The target''s armour: none, light, heavy, gromril or a save such as 5+ (a spell that hits)')
            [CompletionResult]::new('--against', '--against', [CompletionResultType]::ParameterName, 'A target the spell hits at another Strength (Soulfire: undead, possessed)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'With `choose`: the list rolled on (prayers-of-sigmar, necromancy)')
            [CompletionResult]::new('--want', '--want', [CompletionResultType]::ParameterName, 'With `choose`: a spell the wizard wants (one for his first spell, two with --two)')
            [CompletionResult]::new('--known', '--known', [CompletionResultType]::ParameterName, 'With `choose`: a spell he knows already; a new spell is one D6')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--helmet', '--helmet', [CompletionResultType]::ParameterName, 'The target wears a helmet (an injury roll''s stunned becomes knocked down on a 4+)')
            [CompletionResult]::new('--in-combat', '--in-combat', [CompletionResultType]::ParameterName, 'The target is in close combat (Soulfire: S2)')
            [CompletionResult]::new('--two', '--two', [CompletionResultType]::ParameterName, 'With `choose`: two starting spells (three dice, two chosen)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;completions' {
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;man' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write every page into this directory (made if missing) instead of printing one')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota')
            [CompletionResult]::new('--rules-file', '--rules-file', [CompletionResultType]::ParameterName, 'JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb')
            [CompletionResult]::new('--style', '--style', [CompletionResultType]::ParameterName, 'Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8')
            [CompletionResult]::new('--paging', '--paging', [CompletionResultType]::ParameterName, 'When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --roll: the same seed gives the same dice everywhere')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Short for --format json')
            [CompletionResult]::new('-b', '-b', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--brief', '--brief', [CompletionResultType]::ParameterName, 'Only the answer and the few numbers a player needs: at most 10 lines at 40 columns')
            [CompletionResult]::new('--roll', '--roll', [CompletionResultType]::ParameterName, 'Roll the dice (in addition to the odds)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'warband;help' {
            [CompletionResult]::new('hit', 'hit', [CompletionResultType]::ParameterValue, 'To hit: WS against WS in close combat, or BS with modifiers when shooting')
            [CompletionResult]::new('wound', 'wound', [CompletionResultType]::ParameterValue, 'To wound: Strength against Toughness, with the chance of a critical')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Armour saves: armour, shield, mount, Strength and weapon modifiers')
            [CompletionResult]::new('injury', 'injury', [CompletionResultType]::ParameterValue, 'Injury rolls: knocked down, stunned or out of action; concussion, helmet')
            [CompletionResult]::new('crit', 'crit', [CompletionResultType]::ParameterValue, 'Critical hits: the ruleset''s critical table (the club''s by weapon class)')
            [CompletionResult]::new('fall', 'fall', [CompletionResultType]::ParameterValue, 'Falling and jumping down: a fall''s hits, wounds and injuries; a jump''s tests')
            [CompletionResult]::new('rout', 'rout', [CompletionResultType]::ParameterValue, 'Rout and break tests: warband rout, WFB break test, All Alone and panic')
            [CompletionResult]::new('break', 'break', [CompletionResultType]::ParameterValue, 'Break tests of units that lost a combat (wfb): the same as rout --cr')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Characteristic, Leadership and casting tests, repeated or re-rolled')
            [CompletionResult]::new('odds', 'odds', [CompletionResultType]::ParameterValue, 'The whole attack: hit, parry, wound, critical, save, injury: the target''s fate')
            [CompletionResult]::new('duel', 'duel', [CompletionResultType]::ParameterValue, 'A whole fight between two warriors, turn after turn, until one is out of action')
            [CompletionResult]::new('combat', 'combat', [CompletionResultType]::ParameterValue, 'A WFB close combat between two units, round after round: casualties, result, pursuit')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Built-in tables and table files: list, show, tabulate exactly, or roll')
            [CompletionResult]::new('roll', 'roll', [CompletionResultType]::ParameterValue, 'Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'Rulesets: list them, or show every chart, table and ruling with its provenance')
            [CompletionResult]::new('roster', 'roster', [CompletionResultType]::ParameterValue, 'Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile')
            [CompletionResult]::new('spell', 'spell', [CompletionResultType]::ParameterValue, 'Club spells and prayers: cast one on its target, or roll to choose them')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print a man page (warband.1, or one subcommand''s)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'warband;help;hit' {
            break
        }
        'warband;help;wound' {
            break
        }
        'warband;help;save' {
            break
        }
        'warband;help;injury' {
            break
        }
        'warband;help;crit' {
            break
        }
        'warband;help;fall' {
            break
        }
        'warband;help;rout' {
            break
        }
        'warband;help;break' {
            break
        }
        'warband;help;test' {
            break
        }
        'warband;help;odds' {
            break
        }
        'warband;help;duel' {
            break
        }
        'warband;help;combat' {
            break
        }
        'warband;help;table' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every built-in table: name, rulesets, dice and what it is for')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a table''s rows, their effects and where the table comes from')
            break
        }
        'warband;help;table;list' {
            break
        }
        'warband;help;table;show' {
            break
        }
        'warband;help;roll' {
            break
        }
        'warband;help;rules' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the rulesets')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)')
            break
        }
        'warband;help;rules;list' {
            break
        }
        'warband;help;rules;show' {
            break
        }
        'warband;help;roster' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'List a roster''s warriors (name, count, profile, kit, ruleset), each checked against the ruleset')
            break
        }
        'warband;help;roster;show' {
            break
        }
        'warband;help;spell' {
            break
        }
        'warband;help;completions' {
            break
        }
        'warband;help;man' {
            break
        }
        'warband;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
