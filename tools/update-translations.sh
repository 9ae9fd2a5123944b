#!/bin/sh
# Refresh the translation sources from the code and compile them into the package.
#
#   tools/update-translations.sh          lupdate + lrelease
#   tools/update-translations.sh --qm     lrelease only (after editing the .ts files)
#
# English is the source language. translations/kingdesk_<lang>.ts are edited by
# translators (Qt Linguist or any editor); the compiled kingdesk/translations/*.qm
# ship inside the package and are checked by tests/test_translations.py.
# kingdesk_en.ts holds only the English plural forms of the %n messages (-pluralonly).
set -eu
cd "$(dirname "$0")/.."
# the one list of languages: kingdesk/languages.py
LANGS=$(python -c "from kingdesk.languages import TRANSLATED; print(*TRANSLATED)")
SOURCE=$(python -c "from kingdesk.languages import SOURCE; print(SOURCE)")
LUPDATE=${LUPDATE:-pyside6-lupdate}
LRELEASE=${LRELEASE:-pyside6-lrelease}
if [ "${1:-}" != "--qm" ]; then
    sources=$(find kingdesk -name '*.py' | LC_ALL=C sort)
    for lang in $LANGS; do
        # shellcheck disable=SC2086
        "$LUPDATE" $sources -locations none -no-obsolete -source-language "$SOURCE" -target-language "$lang" \
            -ts "translations/kingdesk_$lang.ts"
    done
    # shellcheck disable=SC2086
    "$LUPDATE" $sources -locations none -no-obsolete -pluralonly -source-language "$SOURCE" \
        -target-language "$SOURCE" -ts "translations/kingdesk_$SOURCE.ts"
fi
mkdir -p kingdesk/translations
for lang in $SOURCE $LANGS; do
    "$LRELEASE" -nounfinished "translations/kingdesk_$lang.ts" -qm "kingdesk/translations/kingdesk_$lang.qm"
done
