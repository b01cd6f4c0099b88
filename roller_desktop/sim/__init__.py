"""Fast simulation with NumPy, outside the engine (the engine stays standard-library only)."""
