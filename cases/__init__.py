"""The cases referees save from the builder, the ruling each gave at the table, the builder's pages and its API."""
