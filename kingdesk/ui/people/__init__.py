"""People: the person picker offered wherever a name is asked, the people window (each person's record, head to
head, series) and its charts."""
