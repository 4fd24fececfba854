#!/usr/bin/env bash
# The runs of docs/scale.md under the real GNU parallel (and rsync), on hosts that are this
# machine: parallel's `--ssh` is a small script that drops the ssh options and the host name and
# runs the command here, in a home directory of its own, so `--sshlogin`, `--workdir ...`,
# `--transferfile`, `--return` and `--cleanup` all go through their usual paths (rsync included).
#
# 1. A seeded bank made in N shards over three hosts, merged in shard order, equals the run made
#    in one piece.
# 2. A collection with bad lines rated in N shards: the merged stdout and stderr equal the whole
#    run's, and the worst shard's exit status is the whole run's.
# 3. A host that dies: its shards fail (ssh status 255), the joblog records them, and the same
#    command with --resume-failed runs those shards alone and completes the bank.
#
# Needs dist/cli.js (npm run build), parallel and rsync (Debian packages of the same names).
# Run by .ci/run; by hand: bash scripts/test-parallel.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CLI="$ROOT/dist/cli.js"
[ -f "$CLI" ] || { echo "test-parallel: $CLI is missing: run npm run build first" >&2; exit 1; }
for tool in parallel rsync; do
  command -v "$tool" > /dev/null || { echo "test-parallel: '$tool' is not installed" >&2; exit 1; }
done

WORK="$(mktemp -d "$ROOT/.tmp/parallel-XXXXXX" 2> /dev/null || { mkdir -p "$ROOT/.tmp" && mktemp -d "$ROOT/.tmp/parallel-XXXXXX"; })"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
mkdir -p bin remote local
# parallel keeps its state under ~/.parallel: a home of its own, for this side and the "hosts".
export HOME="$WORK/local"
export REMOTE_HOME="$WORK/remote"
# The "hosts" run commands with sh (see local-ssh below), and parallel quotes what it sends for
# the shell it finds in $SHELL; with SHELL unset (CI machines, cron) it guesses another and the
# remote side runs in the wrong directory (seen on a CI machine).
export SHELL=/bin/sh

# `sudoku` on the PATH of every host, as `npm install --global` puts it there.
cat > bin/sudoku << EOF
#!/bin/sh
exec "$(command -v node)" "$CLI" "\$@"
EOF
# ssh to this machine: options and the host name dropped, the command run by sh in a home of the
# host's own (as on real hosts); the host named 'dead' fails as an unreachable host does (status
# 255). Each home keeps a file in ~/.parallel/tmp: --cleanup removes a job's work directory and
# then the emptied ~/.parallel/tmp and ~/.parallel, and a job starting on the same host at that
# moment failed to make its own ("mkdir: cannot create directory './.parallel/tmp'", seen once in
# CI, a shard's output lost). A home that is never emptied has no such window.
cat > bin/local-ssh << 'EOF'
#!/bin/sh
while [ $# -gt 0 ]; do
  case "$1" in
    -o | -l | -p | -i | -S | -F) shift 2 ;;
    -*) shift ;;
    *) break ;;
  esac
done
host=$1
shift
[ "${1-}" = -- ] && shift
[ "$host" = dead ] && exit 255
mkdir -p "$REMOTE_HOME/$host/.parallel/tmp"
: > "$REMOTE_HOME/$host/.parallel/tmp/.keep"
cd "$REMOTE_HOME/$host" && exec sh -c "$*"
EOF
chmod +x bin/sudoku bin/local-ssh
export PATH="$WORK/bin:$PATH"

fail() {
  echo "test-parallel: $*" >&2
  exit 1
}
# Concatenates PREFIX.1.SUFFIX … PREFIX.N.SUFFIX in shard order.
merge() {
  local i
  for i in $(seq 1 "$N"); do cat "$1.$i.$2"; done
}

N=7
HOSTS=(-S 2/alpha -S 2/beta -S 1/gamma)
P=(parallel --will-cite --ssh "$WORK/bin/local-ssh" --workdir ... --cleanup)
BANK="sudoku generate --difficulty easy --count 250 --seed parallel-ci --format json --jobs 1"

echo "1. a bank of 250 puzzles in $N shards over three hosts"
"${P[@]}" "${HOSTS[@]}" --joblog bank.joblog --return bank.{}.txt \
  "$BANK --shard {}/$N > bank.{}.txt" ::: $(seq 1 $N)
merge bank txt > bank.merged
$BANK > bank.whole
[ "$(wc -l < bank.whole)" -eq 250 ] || fail "the whole run made $(wc -l < bank.whole) puzzles, not 250"
cmp bank.whole bank.merged || fail "the merged bank differs from the run made in one piece"
hosts=$(tail -n +2 bank.joblog | cut -f2 | sort -u | paste -sd' ')
echo "   identical ($(wc -l < bank.merged) lines; shards ran on: $hosts)"

echo "2. a collection with bad lines, sent with --transferfile, rated in $N shards"
sed -n '1,120s/.*"puzzle":"\([^"]*\)".*/\1/p' bank.whole > collection.txt
sed -i -e '17s/^./x/' -e '50s/.$//' -e '93i# a comment' collection.txt
RATE="sudoku rate --format line collection.txt"
"${P[@]}" "${HOSTS[@]}" --joblog rate.joblog --transferfile collection.txt \
  --return rated.{}.txt --return rated.{}.err --return rated.{}.status \
  "sudoku rate --shard {}/$N collection.txt > rated.{}.txt 2> rated.{}.err; echo \$? > rated.{}.status" \
  ::: $(seq 1 $N)
set +e
$RATE > rated.whole 2> rated.whole.err
status=$?
set -e
[ "$status" -eq 1 ] || fail "the whole run should exit 1 for its bad lines, not $status"
[ -s rated.whole.err ] || fail "the whole run reported no bad line"
merge rated txt | cmp rated.whole - || fail "the merged ratings differ from the whole run's"
merge rated err | cmp rated.whole.err - || fail "the shards' messages differ from the whole run's"
worst=$(merge rated status | sort -n | tail -1)
[ "$worst" -eq "$status" ] || fail "the worst shard exited $worst, the whole run $status"
echo "   identical ($(wc -l < rated.whole) ratings, $(wc -l < rated.whole.err) messages, worst status $worst)"

echo "3. a host that dies, then --resume-failed"
rm -f bank.*.txt
set +e
"${P[@]}" -S 1/alpha -S 1/dead --joblog resume.joblog --return bank.{}.txt \
  "$BANK --shard {}/$N > bank.{}.txt" ::: $(seq 1 $N) 2> resume.err
failed=$?
set -e
[ "$failed" -gt 0 ] || fail "no shard failed on the dead host"
dead=$(awk -F'\t' 'NR > 1 && $7 == 255' resume.joblog | wc -l)
[ "$dead" -eq "$failed" ] || fail "parallel reported $failed failed shards, the joblog $dead with status 255"
before=$(tail -n +2 resume.joblog | wc -l)
"${P[@]}" "${HOSTS[@]}" --joblog resume.joblog --resume-failed --return bank.{}.txt \
  "$BANK --shard {}/$N > bank.{}.txt" ::: $(seq 1 $N)
rerun=$(($(tail -n +2 resume.joblog | wc -l) - before))
[ "$rerun" -eq "$failed" ] || fail "--resume-failed ran $rerun shards, $failed had failed"
merge bank txt | cmp bank.whole - || fail "the bank completed by --resume-failed differs from the whole run"
echo "   $failed shards failed on the dead host; --resume-failed ran those $rerun alone; the bank is complete"
echo "test-parallel: ok"
