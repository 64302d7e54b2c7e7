# Sums the test counts of a `tandem.sh test` log into one closing line, "Tests: N passed, N failed": vitest's
# "Tests  N failed | M passed (T)" summaries and Playwright's "N passed (…)" / "N failed" lines. Colour codes are
# stripped before this runs. Tasks served from turbo's cache print no summary and are not counted.
/Tests +[0-9]/ || /test:e2e: +[0-9]+ (passed|failed|flaky)/ {
  for (i = 1; i < NF; i++) {
    if ($i ~ /^[0-9]+$/ && $(i + 1) ~ /^passed/) passed += $i
    if ($i ~ /^[0-9]+$/ && $(i + 1) ~ /^failed/) failed += $i
  }
}
/:test(:e2e|:engines)?: cache hit/ { cached += 1 }
END {
  printf "Tests: %d passed, %d failed\n", passed, failed
  if (cached > 0) printf "(%d test tasks were served from turbo's cache: they passed when cached and are not counted above)\n", cached
}
