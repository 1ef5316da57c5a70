//! Substitution rules: nodes of a loaded tree built as other nodes, or as
//! test nodes (BT.CPP's `addSubstitutionRule`, `TestNodeConfig` and
//! `loadSubstitutionRuleFromJSON`).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::time::Duration;

use super::Error;
#[cfg(doc)]
use super::Factory;
use crate::Status;

/// What a [substitution rule](Factory::substitute) builds in place of the
/// nodes it matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Substitute {
    /// The node registered in the factory, or built in, under this ID
    /// (BT.CPP's rule given a registration ID).
    Id(String),
    /// A test node (BT.CPP's rule given a `TestNodeConfig`).
    Test(TestNodeConfig),
}

/// A test node, built in place of the nodes a
/// [substitution rule](Factory::substitute_test) matches: an action that
/// completes at once or `async_delay` after it starts, runs its scripts
/// and returns `return_status` (or the value of its
/// `return_status_script`) (BT.CPP's `TestNodeConfig` and `TestNode`).
///
/// When it completes, it works out its status, runs `success_script` if
/// that is SUCCESS or `failure_script` if it is FAILURE, then
/// `post_script`, each in the scope of the node it replaces (the entries
/// its subtree sees), and returns the status. With an `async_delay`, it returns RUNNING from its
/// start until a tick at or past the delay (read from the context's
/// [`Clock`](crate::Clock): the factory needs
/// [`Factory::with_clock`]); a halt stops the wait. Empty scripts are
/// none.
///
/// ```
/// use bt::xml::TestNodeConfig;
/// use bt::Status;
/// use std::time::Duration;
///
/// let slow_failure = TestNodeConfig {
///     return_status: Status::Failure,
///     async_delay: Duration::from_millis(500),
///     failure_script: "attempts += 1".into(),
///     ..TestNodeConfig::default()
/// };
/// assert_eq!(TestNodeConfig::default().return_status, Status::Success);
/// # let _ = slow_failure;
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestNodeConfig {
    /// The status the node returns when it completes (default SUCCESS).
    pub return_status: Status,
    /// Code run when it completes with SUCCESS.
    pub success_script: String,
    /// Code run when it completes with FAILURE.
    pub failure_script: String,
    /// Code run when it completes, after the other two.
    pub post_script: String,
    /// How long it runs before it completes (default none).
    pub async_delay: Duration,
    /// Code whose value is the status when the node completes, in place
    /// of `return_status` when not empty (BehaviorTree.CPP 4.10): the
    /// status names (`SUCCESS`, `FAILURE`, `RUNNING`, `SKIPPED`) are
    /// scripting enums there, as in BT.CPP, and a text naming one is that
    /// status (`tries >= 3 ? SUCCESS : FAILURE`). A value that is no
    /// status (`IDLE` included), or a statement that fails, makes the node
    /// fail without its other scripts (BT.CPP throws).
    pub return_status_script: String,
}

impl Default for TestNodeConfig {
    fn default() -> Self {
        Self {
            return_status: Status::Success,
            success_script: String::new(),
            failure_script: String::new(),
            post_script: String::new(),
            async_delay: Duration::ZERO,
            return_status_script: String::new(),
        }
    }
}

/// Whether `text` matches `pattern`, where `*` is any text (empty too)
/// and `?` any one character, as BT.CPP's `wildcards_match`.
pub(crate) fn wildcard_match(text: &str, pattern: &str) -> bool {
    let text: Vec<char> = text.chars().collect();
    let pattern: Vec<char> = pattern.chars().collect();
    let (mut t, mut p) = (0, 0);
    // Where the last `*` was, and the text position it stands at.
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        match pattern.get(p) {
            Some('*') => {
                star = Some((p, t));
                p += 1;
            }
            Some(&c) if c == '?' || c == text[t] => {
                t += 1;
                p += 1;
            }
            _ => match star {
                // The `*` takes one more character.
                Some((sp, st)) => {
                    star = Some((sp, st + 1));
                    p = sp + 1;
                    t = st + 1;
                }
                None => return false,
            },
        }
    }
    pattern[p..].iter().all(|&c| c == '*')
}

/// The rules of a JSON text, in the order of their filters.
pub(crate) fn parse_rules(json: &str) -> Result<Vec<(String, Substitute)>, Error> {
    use serde_json::Value;
    let error = |message: String, help: &str| Error::new(None, (0, 0), message, help);
    let root: Value = serde_json::from_str(json).map_err(|e| {
        let mut error = Error::new(
            None,
            (
                u32::try_from(e.line()).unwrap_or(u32::MAX),
                u32::try_from(e.column()).unwrap_or(u32::MAX),
            ),
            {
                // (Its line and column are the error's.)
                let text = e.to_string();
                let message = text
                    .rsplit_once(" at line ")
                    .map_or(text.as_str(), |(m, _)| m);
                format!("malformed JSON of the substitution rules: {message}")
            },
            "write the rules as BT.CPP's `loadSubstitutionRuleFromJSON` reads them: \
             {\"TestNodeConfigs\": {..}, \"SubstitutionRules\": {..}}",
        );
        error.json = true;
        error
    })?;
    let Value::Object(root) = root else {
        return Err(error(
            String::from("the substitution rules are not a JSON object"),
            "write {\"TestNodeConfigs\": {..}, \"SubstitutionRules\": {..}}",
        ));
    };
    for key in root.keys() {
        if key != "TestNodeConfigs" && key != "SubstitutionRules" {
            return Err(error(
                format!("unknown field `{key}` in the substitution rules"),
                "the fields are `TestNodeConfigs` and `SubstitutionRules`",
            ));
        }
    }
    let mut configs = alloc::collections::BTreeMap::new();
    match root.get("TestNodeConfigs") {
        None => {}
        Some(Value::Object(map)) => {
            for (name, fields) in map {
                configs.insert(name.clone(), test_config(name, fields)?);
            }
        }
        Some(_) => {
            return Err(error(
                String::from("`TestNodeConfigs` is not a JSON object"),
                "write {\"Name\": {\"return_status\": \"SUCCESS\"}, ..}",
            ));
        }
    }
    let Some(rules) = root.get("SubstitutionRules") else {
        return Err(error(
            String::from("the substitution rules have no `SubstitutionRules`"),
            "add \"SubstitutionRules\": {\"filter\": \"TestNodeName or NodeID\", ..}",
        ));
    };
    let Value::Object(rules) = rules else {
        return Err(error(
            String::from("`SubstitutionRules` is not a JSON object"),
            "write {\"filter\": \"TestNodeName or NodeID\", ..}",
        ));
    };
    let mut rules: Vec<(String, Substitute)> = rules
        .iter()
        .map(|(filter, to)| {
            let Value::String(to) = to else {
                return Err(error(
                    format!("the substitution rule `{filter}` is not a text"),
                    "give each filter the name of a test node or a node ID",
                ));
            };
            let substitute = match configs.get(to) {
                Some(config) => Substitute::Test(config.clone()),
                None => Substitute::Id(to.clone()),
            };
            Ok((filter.clone(), substitute))
        })
        .collect::<Result<_, Error>>()?;
    // (In the order of the filters, whatever order `serde_json` keeps.)
    rules.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(rules)
}

/// One test node of `TestNodeConfigs`.
fn test_config(name: &str, fields: &serde_json::Value) -> Result<TestNodeConfig, Error> {
    use serde_json::Value;
    let error = |message: String, help: &str| Error::new(None, (0, 0), message, help);
    let Value::Object(fields) = fields else {
        return Err(error(
            format!("the test node `{name}` is not a JSON object"),
            "write {\"return_status\": \"SUCCESS\", ..}",
        ));
    };
    let mut config = TestNodeConfig::default();
    let mut status = None;
    for (field, value) in fields {
        let text = || match value {
            Value::String(text) => Ok(text.clone()),
            _ => Err(error(
                format!("`{field}` of the test node `{name}` is not a text"),
                "write it in double quotes",
            )),
        };
        match field.as_str() {
            "return_status" => {
                let text = text()?;
                status = Some(match text.as_str() {
                    "SUCCESS" => Status::Success,
                    "FAILURE" => Status::Failure,
                    "RUNNING" => Status::Running,
                    "SKIPPED" => Status::Skipped,
                    _ => {
                        return Err(error(
                            format!(
                                "`return_status` of the test node `{name}` is `{text}`, not a \
                                 status a test node returns"
                            ),
                            "write SUCCESS, FAILURE, RUNNING or SKIPPED",
                        ));
                    }
                });
            }
            "async_delay" => {
                let millis = value.as_u64().ok_or_else(|| {
                    error(
                        format!(
                            "`async_delay` of the test node `{name}` is `{value}`, not a number \
                             of milliseconds"
                        ),
                        "write a whole number, 0 or more",
                    )
                })?;
                config.async_delay = Duration::from_millis(millis);
            }
            "success_script" => config.success_script = text()?,
            "failure_script" => config.failure_script = text()?,
            "post_script" => config.post_script = text()?,
            "return_status_script" => config.return_status_script = text()?,
            _ => {
                return Err(error(
                    format!("unknown field `{field}` in the test node `{name}`"),
                    "its fields are `return_status`, `return_status_script`, `async_delay`, \
                     `success_script`, `failure_script` and `post_script`",
                ));
            }
        }
    }
    match status {
        Some(status) => config.return_status = status,
        None if !config.return_status_script.is_empty() => {}
        None => {
            return Err(error(
                format!("the test node `{name}` has no `return_status`"),
                "add \"return_status\": \"SUCCESS\" (or FAILURE, RUNNING, SKIPPED), or a \
                 `return_status_script`",
            ));
        }
    }
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::wildcard_match;

    #[test]
    fn wildcards_match_as_btcpps() {
        for (text, pattern, matches) in [
            ("", "", true),
            ("", "*", true),
            ("", "?", false),
            ("abc", "abc", true),
            ("abc", "ab", false),
            ("abc", "abc?", false),
            ("abc", "a?c", true),
            ("abc", "a*c", true),
            ("ac", "a*c", true),
            ("abd", "a*c", false),
            ("nav/plan/a::3", "nav/*", true),
            ("nav/plan/a::3", "*/a::*", true),
            ("aaab", "a*ab", true),
            ("mississippi", "m*iss*ppi", true),
            ("mississippi", "m*iss*ppx", false),
            ("a*b", "a*b", true),
            ("ééa", "??a", true),
            ("abc", "**", true),
        ] {
            assert_eq!(wildcard_match(text, pattern), matches, "{text} ~ {pattern}");
        }
    }
}
