"""The `screenshots` command's renderings: every main screen to PNG, outside the rooms."""
