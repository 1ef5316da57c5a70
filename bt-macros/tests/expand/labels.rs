// Labels name nodes for observers; they do not change the tree.
fallback<"engage": sequence<"visible?": is_enemy_visible, shoot>, "idle": patrol>
