"""The year's casebook: the decided appeals and adopted decisions of a year in fixed form, as pages, as a PDF,
and as data (JSON and CSV)."""
