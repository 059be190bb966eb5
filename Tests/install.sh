#!/bin/sh
# make install / make uninstall into a temporary DESTDIR (run by make test after
# swift test, from the debug build it made: CONFIG=debug). Checks that the
# binary, the man page and the three completion scripts land where they
# should, that the man page renders and the completions load, and that
# uninstall removes every file and folder the install made.
set -u
cd "$(dirname "$0")/.."
MAKE=${MAKE:-make}
passed=0
failed=0
check() {   # check NAME COMMAND...
    name=$1; shift
    if "$@" >/dev/null 2>&1; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "install: FAILED: $name"; fi
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapplay-install-test.XXXXXX")
trap 'rm -rf "$tmp" "$tmp.man" "$tmp.zcompdump"' EXIT
root="$tmp/usr"

if ! $MAKE -s install DESTDIR="$tmp" PREFIX=/usr CONFIG=debug > "$tmp.log" 2>&1; then
    cat "$tmp.log"; rm -f "$tmp.log"
    echo "install: 0 passed, 1 failed"
    exit 1
fi
rm -f "$tmp.log"

check "bin/tapplay is executable and prints its version" sh -c "'$root/bin/tapplay' --version | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+'"
check "the man page is installed" test -s "$root/share/man/man1/tapplay.1"
render_man() {
    if command -v man >/dev/null 2>&1; then MANWIDTH=80 man -l "$1" 2>/dev/null
    elif command -v mandoc >/dev/null 2>&1; then mandoc -Tutf8 "$1"
    else groff -mandoc -Tutf8 "$1"
    fi
}
render_man "$root/share/man/man1/tapplay.1" > "$tmp.man" 2>&1
for section in NAME SYNOPSIS DESCRIPTION EXAMPLES "SCENE FILES" "EXIT STATUS"; do
    check "the man page renders with its $section section" grep -q "^$section" "$tmp.man"
done
check "the man page lists every subcommand" sh -c "for s in run hit map render validate gestures drag replay generate bench; do grep -q \"^ *\$s\" '$tmp.man' || exit 1; done"
check "bash completion installed" test -s "$root/share/bash-completion/completions/tapplay"
check "zsh completion installed" test -s "$root/share/zsh/site-functions/_tapplay"
check "fish completion installed" test -s "$root/share/fish/vendor_completions.d/tapplay.fish"
check "bash completion loads and completes the subcommands" bash -c "
    . '$root/share/bash-completion/completions/tapplay'
    complete -p tapplay >/dev/null || exit 1
    COMP_WORDS=(tapplay ma); COMP_CWORD=1; COMP_LINE='tapplay ma'; COMP_POINT=10
    fn=\$(complete -p tapplay | sed -E 's/.*-F ([^ ]+).*/\1/'); \$fn tapplay ma tapplay
    printf '%s\n' \"\${COMPREPLY[@]}\" | grep -qx map"
if command -v zsh >/dev/null 2>&1; then
    check "zsh completion parses" zsh -n "$root/share/zsh/site-functions/_tapplay"
    check "zsh completion registers with compinit" zsh -fc "
        fpath=('$root/share/zsh/site-functions' \$fpath); autoload -U compinit; compinit -u -d '$tmp.zcompdump'
        [ \"\${_comps[tapplay]}\" = _tapplay ]"
fi
if command -v fish >/dev/null 2>&1; then
    check "fish completion parses" fish -n "$root/share/fish/vendor_completions.d/tapplay.fish"
    check "fish completion completes the subcommands" sh -c "fish -c \"source '$root/share/fish/vendor_completions.d/tapplay.fish'; complete -C'tapplay ma'\" | grep -q '^map'"
fi

# A second install over the first, then uninstall: nothing of ours is left.
$MAKE -s install DESTDIR="$tmp" PREFIX=/usr CONFIG=debug > /dev/null 2>&1
check "uninstall succeeds" $MAKE -s uninstall DESTDIR="$tmp" PREFIX=/usr
check "uninstall leaves the tree empty" sh -c "[ -z \"\$(find '$tmp' -mindepth 1 | head -n 1)\" ]"
if [ -n "$(find "$tmp" -mindepth 1 | head -n 1)" ]; then find "$tmp" -mindepth 1 | sed 's/^/install: left behind: /'; fi

# Uninstall removes only what install made: a file of someone else's stays.
mkdir -p "$tmp/usr/bin" && echo keep > "$tmp/usr/bin/other"
$MAKE -s install DESTDIR="$tmp" PREFIX=/usr CONFIG=debug > /dev/null 2>&1
$MAKE -s uninstall DESTDIR="$tmp" PREFIX=/usr > /dev/null 2>&1
check "uninstall keeps files it did not install, and their folders" test -f "$tmp/usr/bin/other"
check "uninstall removed its own binary" test ! -e "$tmp/usr/bin/tapplay"

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
