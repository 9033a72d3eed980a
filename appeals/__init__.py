"""Appeals to the committee against a ruling given at the table; a decided appeal becomes a decision."""
