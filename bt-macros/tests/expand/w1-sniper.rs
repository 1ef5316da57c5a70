// W1 of BENCHMARKS.md: fn-item leaves, three composites.
fallback<
    sequence<is_enemy_visible, is_in_range, aim, shoot>,
    reactive_sequence<has_ammo, reload>,
    patrol,
>
