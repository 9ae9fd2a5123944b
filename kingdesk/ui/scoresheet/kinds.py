"""The kinds of a score sheet's rows (:attr:`.sheet.Row.kind`).

Apart from :mod:`.sheet`, which builds the rows: the live table reads them to draw its rows, and the window's first
frame shows the table empty, before any sheet is built.
"""

DEAL = "deal"          # a hand that counted (or is being played)
CANCELLED = "cancelled"  # El İptal, misdeal, Kız void: no points, no number
PLANNED = "planned"    # Spanish: a deal of the schedule not dealt yet
TOTAL = "total"        # sums and totals
RIGHTS = "rights"      # Turkish rights left
RESULT = "result"      # çıktı/battı, winner, zero-sum check
