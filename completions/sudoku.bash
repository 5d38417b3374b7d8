# sudoku.bash - bash completion for sudoku(1).  See LICENSE for copying terms.
# make install puts it in share/bash-completion/completions/sudoku; or
# source it from ~/.bashrc.  It needs bash 4, not the bash-completion
# package.

# Complete file names, keeping those with blanks in one piece.
_sudoku_files()
{
	compopt -o filenames 2>/dev/null
	mapfile -t COMPREPLY < <(compgen -f -- "$1")
}

_sudoku()
{
	local cur prev i

	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=
	((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}

	# bash splits "--format=gr" at the '=': take the option before it.
	if [[ $cur == = && $prev == --* ]]; then
		cur=
	elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
		prev=${COMP_WORDS[COMP_CWORD - 2]}
	fi

	# Long options may be abbreviated, as getopt_long() allows.
	case $prev in
	-f | --f*)
		mapfile -t COMPREPLY < <(compgen -W 'grid rows line pretty json csv pencil' \
			-- "$cur")
		return
		;;
	-w | --w*)
		_sudoku_files "$cur"
		return
		;;
	--d*)
		mapfile -t COMPREPLY < <(compgen -W 'hidden-single
			direct-pointing direct-claiming direct-hidden-pair
			naked-single direct-hidden-triple locked-candidates
			pointing claiming naked-pair x-wing hidden-pair
			naked-triple swordfish hidden-triple xy-wing xyz-wing
			unique-rectangle unique-loop naked-quad jellyfish
			hidden-quad bug aligned-pair-exclusion cycle
			forcing-chain aligned-triple-exclusion nishio
			multiple-forcing-chain dynamic-forcing-chain
			dynamic-forcing-chain-plus nested-forcing-chain
			search' -- "$cur")
		return
		;;
	--sy*)
		mapfile -t COMPREPLY < <(compgen -W 'none rot180 rot90 mirror
			diagonal' -- "$cur")
		return
		;;
	-j | --j* | -l | --l* | --ti* | -g | --g* | --se* | --ma* | --rati* | --si*)
		return	# a number: nothing to offer
		;;
	esac

	# After "--" every word is a file.
	for ((i = 1; i < COMP_CWORD; i++)); do
		if [[ ${COMP_WORDS[i]} == -- ]]; then
			_sudoku_files "$cur"
			return
		fi
	done

	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W '-b -c -e -f -g -h -j -l
			-m -r -s -t -u -V -w -x --apply --best --canon --count
			--difficulty --echo --explain --format --hint --size
			--generate --help --jobs --limit --max-clues --minimal
			--minimize --rate --rating --seed --stats --symmetry --target --unique
			--version --weights --time-limit --progress
			--no-progress --verify' \
			-- "$cur")
		return
	fi
	_sudoku_files "$cur"
}
complete -F _sudoku sudoku
