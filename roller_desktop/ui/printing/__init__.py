"""Printed pages (one A4 sheet each) and their print preview."""
