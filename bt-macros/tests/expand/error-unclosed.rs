// A syntax error keeps every leaf parsed before it.
fallback<sequence<is_ready, act>, retry(3)<patrol>
