"""The DRF plumbing every app's API shares: errors, pagination, filtering, throttles, the schema and its page."""
