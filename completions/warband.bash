_warband() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="warband"
                ;;
            warband,break)
                cmd="warband__subcmd__break"
                ;;
            warband,combat)
                cmd="warband__subcmd__combat"
                ;;
            warband,completions)
                cmd="warband__subcmd__completions"
                ;;
            warband,crit)
                cmd="warband__subcmd__crit"
                ;;
            warband,duel)
                cmd="warband__subcmd__duel"
                ;;
            warband,fall)
                cmd="warband__subcmd__fall"
                ;;
            warband,help)
                cmd="warband__subcmd__help"
                ;;
            warband,hit)
                cmd="warband__subcmd__hit"
                ;;
            warband,injury)
                cmd="warband__subcmd__injury"
                ;;
            warband,man)
                cmd="warband__subcmd__man"
                ;;
            warband,odds)
                cmd="warband__subcmd__odds"
                ;;
            warband,roll)
                cmd="warband__subcmd__roll"
                ;;
            warband,roster)
                cmd="warband__subcmd__roster"
                ;;
            warband,rout)
                cmd="warband__subcmd__rout"
                ;;
            warband,rules)
                cmd="warband__subcmd__rules"
                ;;
            warband,save)
                cmd="warband__subcmd__save"
                ;;
            warband,spell)
                cmd="warband__subcmd__spell"
                ;;
            warband,table)
                cmd="warband__subcmd__table"
                ;;
            warband,test)
                cmd="warband__subcmd__test"
                ;;
            warband,wound)
                cmd="warband__subcmd__wound"
                ;;
            warband__subcmd__help,break)
                cmd="warband__subcmd__help__subcmd__break"
                ;;
            warband__subcmd__help,combat)
                cmd="warband__subcmd__help__subcmd__combat"
                ;;
            warband__subcmd__help,completions)
                cmd="warband__subcmd__help__subcmd__completions"
                ;;
            warband__subcmd__help,crit)
                cmd="warband__subcmd__help__subcmd__crit"
                ;;
            warband__subcmd__help,duel)
                cmd="warband__subcmd__help__subcmd__duel"
                ;;
            warband__subcmd__help,fall)
                cmd="warband__subcmd__help__subcmd__fall"
                ;;
            warband__subcmd__help,help)
                cmd="warband__subcmd__help__subcmd__help"
                ;;
            warband__subcmd__help,hit)
                cmd="warband__subcmd__help__subcmd__hit"
                ;;
            warband__subcmd__help,injury)
                cmd="warband__subcmd__help__subcmd__injury"
                ;;
            warband__subcmd__help,man)
                cmd="warband__subcmd__help__subcmd__man"
                ;;
            warband__subcmd__help,odds)
                cmd="warband__subcmd__help__subcmd__odds"
                ;;
            warband__subcmd__help,roll)
                cmd="warband__subcmd__help__subcmd__roll"
                ;;
            warband__subcmd__help,roster)
                cmd="warband__subcmd__help__subcmd__roster"
                ;;
            warband__subcmd__help,rout)
                cmd="warband__subcmd__help__subcmd__rout"
                ;;
            warband__subcmd__help,rules)
                cmd="warband__subcmd__help__subcmd__rules"
                ;;
            warband__subcmd__help,save)
                cmd="warband__subcmd__help__subcmd__save"
                ;;
            warband__subcmd__help,spell)
                cmd="warband__subcmd__help__subcmd__spell"
                ;;
            warband__subcmd__help,table)
                cmd="warband__subcmd__help__subcmd__table"
                ;;
            warband__subcmd__help,test)
                cmd="warband__subcmd__help__subcmd__test"
                ;;
            warband__subcmd__help,wound)
                cmd="warband__subcmd__help__subcmd__wound"
                ;;
            warband__subcmd__help__subcmd__roster,show)
                cmd="warband__subcmd__help__subcmd__roster__subcmd__show"
                ;;
            warband__subcmd__help__subcmd__rules,list)
                cmd="warband__subcmd__help__subcmd__rules__subcmd__list"
                ;;
            warband__subcmd__help__subcmd__rules,show)
                cmd="warband__subcmd__help__subcmd__rules__subcmd__show"
                ;;
            warband__subcmd__help__subcmd__table,list)
                cmd="warband__subcmd__help__subcmd__table__subcmd__list"
                ;;
            warband__subcmd__help__subcmd__table,show)
                cmd="warband__subcmd__help__subcmd__table__subcmd__show"
                ;;
            warband__subcmd__roster,help)
                cmd="warband__subcmd__roster__subcmd__help"
                ;;
            warband__subcmd__roster,show)
                cmd="warband__subcmd__roster__subcmd__show"
                ;;
            warband__subcmd__roster__subcmd__help,help)
                cmd="warband__subcmd__roster__subcmd__help__subcmd__help"
                ;;
            warband__subcmd__roster__subcmd__help,show)
                cmd="warband__subcmd__roster__subcmd__help__subcmd__show"
                ;;
            warband__subcmd__rules,help)
                cmd="warband__subcmd__rules__subcmd__help"
                ;;
            warband__subcmd__rules,list)
                cmd="warband__subcmd__rules__subcmd__list"
                ;;
            warband__subcmd__rules,show)
                cmd="warband__subcmd__rules__subcmd__show"
                ;;
            warband__subcmd__rules__subcmd__help,help)
                cmd="warband__subcmd__rules__subcmd__help__subcmd__help"
                ;;
            warband__subcmd__rules__subcmd__help,list)
                cmd="warband__subcmd__rules__subcmd__help__subcmd__list"
                ;;
            warband__subcmd__rules__subcmd__help,show)
                cmd="warband__subcmd__rules__subcmd__help__subcmd__show"
                ;;
            warband__subcmd__table,help)
                cmd="warband__subcmd__table__subcmd__help"
                ;;
            warband__subcmd__table,list)
                cmd="warband__subcmd__table__subcmd__list"
                ;;
            warband__subcmd__table,show)
                cmd="warband__subcmd__table__subcmd__show"
                ;;
            warband__subcmd__table__subcmd__help,help)
                cmd="warband__subcmd__table__subcmd__help__subcmd__help"
                ;;
            warband__subcmd__table__subcmd__help,list)
                cmd="warband__subcmd__table__subcmd__help__subcmd__list"
                ;;
            warband__subcmd__table__subcmd__help,show)
                cmd="warband__subcmd__table__subcmd__help__subcmd__show"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        warband)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__break)
            opts="-b -h -V --leadership --ld --cr --lost-by --hatred --battle-standard --reroll --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --ld)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leadership)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --lost-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cr)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__combat)
            opts="-b -h -V --a --b --charger --rounds --a-models --a-frontage --a-mount --a-barding --a-standard --a-musician --a-battle-standard --a-champion --a-character --a-terror --a-stupid --a-impact --a-impact-strength --a-high-ground --a-flank --a-rear --a-weapon --a-offhand --a-armour --a-shield --a-helmet --a-parry --a-frenzy --a-hatred --a-fear --a-ward --b-models --b-frontage --b-mount --b-barding --b-standard --b-musician --b-battle-standard --b-champion --b-character --b-terror --b-stupid --b-impact --b-impact-strength --b-high-ground --b-flank --b-rear --b-weapon --b-offhand --b-armour --b-shield --b-helmet --b-parry --b-frenzy --b-hatred --b-fear --b-ward --compare --simulate --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --a)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --charger)
                    COMPREPLY=($(compgen -W "a b" -- "${cur}"))
                    return 0
                    ;;
                --rounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-models)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-frontage)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-mount)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-musician)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-champion)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-impact)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-impact-strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --a-offhand)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --a-armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --a-parry)
                    COMPREPLY=($(compgen -W "sword buckler sword+buckler sword+sword none" -- "${cur}"))
                    return 0
                    ;;
                --a-ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-models)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-frontage)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-mount)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-musician)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-champion)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-impact)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-impact-strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --b-offhand)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --b-armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --b-parry)
                    COMPREPLY=($(compgen -W "sword buckler sword+buckler sword+sword none" -- "${cur}"))
                    return 0
                    ;;
                --b-ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --simulate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__completions)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version bash elvish fish powershell zsh"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__crit)
            opts="-b -h -V --class --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --class)
                    COMPREPLY=($(compgen -W "missile crushing cutting unarmed long" -- "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__duel)
            opts="-b -h -V --a --b --targets --charger --climbed --turns --a-swarm --b-swarm --a-weapon --a-offhand --a-armour --a-shield --a-helmet --a-parry --a-frenzy --a-hatred --a-fear --a-ward --b-weapon --b-offhand --b-armour --b-shield --b-helmet --b-parry --b-frenzy --b-hatred --b-fear --b-ward --compare --simulate --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --a)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --targets)
                    COMPREPLY=($(compgen -W "first weakest" -- "${cur}"))
                    return 0
                    ;;
                --charger)
                    COMPREPLY=($(compgen -W "a b none" -- "${cur}"))
                    return 0
                    ;;
                --turns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --a-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --a-offhand)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --a-armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --a-parry)
                    COMPREPLY=($(compgen -W "sword buckler sword+buckler sword+sword none" -- "${cur}"))
                    return 0
                    ;;
                --a-ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --b-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --b-offhand)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --b-armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --b-parry)
                    COMPREPLY=($(compgen -W "sword buckler sword+buckler sword+sword none" -- "${cur}"))
                    return 0
                    ;;
                --b-ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --simulate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__fall)
            opts="-t -w -b -h -V --height --jump --climb --climb-down --gap --move-left --running --edge --initiative --i --diving --toughness --t --wounds --w --helmet --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --jump)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --climb)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --climb-down)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gap)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --move-left)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --edge)
                    COMPREPLY=($(compgen -W "knocked-down stunned" -- "${cur}"))
                    return 0
                    ;;
                --i)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --initiative)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --toughness)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help)
            opts="hit wound save injury crit fall rout break test odds duel combat table roll rules roster spell completions man help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__break)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__completions)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__crit)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__duel)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__fall)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__hit)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__injury)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__man)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__odds)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__roll)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__roster)
            opts="show"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__roster__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__rout)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__rules)
            opts="list show"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__rules__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__rules__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__save)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__spell)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__table)
            opts="list show"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__table__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__table__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__help__subcmd__wound)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__hit)
            opts="-a -n -b -h -V --weapon-skill --ws --vs --ballistic-skill --bs --attacks --dice --poison --into-combat --mod --reroll-misses --needs-six --cover --hard-cover --long-range --moved --large-target --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --ws)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --weapon-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --vs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --bs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ballistic-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacks)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --into-combat)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__injury)
            opts="-b -h -V --mod --rolls --concussion --helmet --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rolls)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__man)
            opts="-b -h -V --dir --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version hit wound save injury crit fall rout break test odds duel combat table table-list table-show roll rules rules-list rules-show roster roster-show spell completions man"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__odds)
            opts="-s -n -a -t -w -b -h -V --attacker --profile --weapon-skill --ws --ballistic-skill --bs --strength --s --dice --attacks --weapon --offhand --frenzy --round --diving --hatred --mod --reroll-misses --needs-six --cover --hard-cover --long-range --moved --large-target --shots --rank --s-bonus --save-mod --concussion --crit-class --injury-mod --poison --killing-blow --vs --toughness --t --wounds --w --save --armour --shield --mounted --barding --target-weapon --ward --helmet --parry --swarm --target-s --target --obstacle --ricochet-t --ricochet-armour --compare --simulate --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ws)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --weapon-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --bs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ballistic-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacks)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --offhand)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --round)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rank)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --s-bonus)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --save-mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --crit-class)
                    COMPREPLY=($(compgen -W "missile crushing cutting unarmed long" -- "${cur}"))
                    return 0
                    ;;
                --injury-mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --vs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --toughness)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --save)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --target-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --parry)
                    COMPREPLY=($(compgen -W "sword buckler sword+buckler sword+sword none" -- "${cur}"))
                    return 0
                    ;;
                --target-s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -W "standing knocked-down stunned" -- "${cur}"))
                    return 0
                    ;;
                --obstacle)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ricochet-t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ricochet-armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --simulate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__roll)
            opts="-b -h -V --dist --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__roster)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version show help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__roster__subcmd__help)
            opts="show help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__roster__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__roster__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__roster__subcmd__show)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rout)
            opts="-t -w -b -h -V --leadership --ld --out --of --lost-by --cr --hatred --reroll --alone --rally --friend-near --mod --escape --initiative --i --opponent --toughness --t --wounds --w --vs --save --armour --shield --mounted --barding --target-weapon --ward --helmet --round --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --ld)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leadership)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --of)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cr)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --lost-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --i)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --initiative)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --opponent)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --toughness)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --vs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --save)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --target-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --round)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version list show help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules__subcmd__help)
            opts="list show help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules__subcmd__list)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__rules__subcmd__show)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version mordheim mordheim-club wfb skirmish czarne-wrota"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__save)
            opts="-s -n -b -h -V --save --armour --shield --mounted --barding --target-weapon --ward --strength --s --mod --crit-class --dice --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --save)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --target-weapon)
                    COMPREPLY=($(compgen -W "fist dagger hammer mace club staff axe sword buckler spear halberd flail morning-star double-handed lance gromril-weapon short-bow bow long-bow elf-bow crossbow sling throwing-knives repeater-crossbow crossbow-pistol pistol duelling-pistol handgun hochland-long-rifle warplock-pistol hand-weapon javelin" -- "${cur}"))
                    return 0
                    ;;
                --ward)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --crit-class)
                    COMPREPLY=($(compgen -W "missile crushing cutting unarmed long" -- "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__spell)
            opts="-b -h -V --difficulty --toughness --t --wounds --w --strength --s --ld --save --armour --helmet --against --in-combat --from --want --two --known --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --difficulty)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --toughness)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ld)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --save)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --against)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --want)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --known)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table)
            opts="-b -h -V --file --column --mod --kill --max-rounds --musicians --monsters --characters --second-rank --terrain --parts --armour --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version chariot-combat chariot-shooting critical critical-crushing critical-cutting critical-long critical-missile critical-unarmed fall-side henchman injury look-out-sir misfire monster-reaction mount mount-barded musician necromancy prayers prr reorganisation ridden-monster serious-injury shooting-into-combat stupidity target list show help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --column)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-rounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --musicians)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --monsters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --characters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --second-rank)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --parts)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --armour)
                    COMPREPLY=($(compgen -W "none light heavy gromril" -- "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table__subcmd__help)
            opts="list show help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table__subcmd__list)
            opts="-b -h -V --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__table__subcmd__show)
            opts="-b -h -V --file --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version chariot-combat chariot-shooting critical critical-crushing critical-cutting critical-long critical-missile critical-unarmed fall-side henchman injury look-out-sir misfire monster-reaction mount mount-barded musician necromancy prayers prr reorganisation ridden-monster serious-injury shooting-into-combat stupidity target"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__test)
            opts="-b -h -V --stat --initiative --i --leadership --ld --cast --times --reroll --mod --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --stat)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --i)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --initiative)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ld)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leadership)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cast)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --times)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        warband__subcmd__wound)
            opts="-s -t -n -b -h -V --strength --s --toughness --t --mod --shooting --killing-blow --dice --compare --rules --rules-file --format --json --color --style --brief --paging --roll --seed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --toughness)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mod)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "mordheim mordheim-club wfb skirmish czarne-wrota" -- "${cur}"))
                    return 0
                    ;;
                --rules-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table plain decimal json csv" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --style)
                    COMPREPLY=($(compgen -W "auto unicode ascii" -- "${cur}"))
                    return 0
                    ;;
                --paging)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _warband -o nosort -o bashdefault -o default warband
else
    complete -F _warband -o bashdefault -o default warband
fi
