"""What every room shares: small widgets, the languages, refusals in words, computer seat names."""
