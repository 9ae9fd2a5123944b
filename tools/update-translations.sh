#!/bin/sh
# Refresh the translation sources from the code and compile them into the package.
#
#   tools/update-translations.sh          lupdate + lrelease
#   tools/update-translations.sh --qm     lrelease only (after editing the .ts files)
#
# English is the source language. translations/kingdesk_<lang>.ts are edited by
# translators (Qt Linguist or any editor); the compiled kingdesk/translations/*.qm
# ship inside the package and are checked by tests/test_translations.py.
set -eu
cd "$(dirname "$0")/.."
LANGS=$(python -c "from kingdesk.languages import TRANSLATED; print(*TRANSLATED)")  # the one list
LUPDATE=${LUPDATE:-pyside6-lupdate}
LRELEASE=${LRELEASE:-pyside6-lrelease}
if [ "${1:-}" != "--qm" ]; then
    sources=$(find kingdesk -name '*.py' | LC_ALL=C sort)
    for lang in $LANGS; do
        # shellcheck disable=SC2086
        "$LUPDATE" $sources -locations none -no-obsolete -source-language en -target-language "$lang" \
            -ts "translations/kingdesk_$lang.ts"
    done
fi
mkdir -p kingdesk/translations
for lang in $LANGS; do
    "$LRELEASE" -nounfinished "translations/kingdesk_$lang.ts" -qm "kingdesk/translations/kingdesk_$lang.qm"
done
