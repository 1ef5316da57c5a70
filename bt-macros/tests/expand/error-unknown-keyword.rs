// On an error: the errors, then the leaves (so that their own errors and
// IDE completion survive), then a placeholder tree of the right type.
fallback<sequnce<is_ready, act>, repeat<(|agent| agent.idle)>, patrol>
