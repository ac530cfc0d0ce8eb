//! Discord's limits on message components, checked on every message the bot sends or edits:
//! at most 5 action rows; a row holds up to 5 buttons or one select; custom ids unique in the
//! message and at most 100 characters; a button has a label (at most 80 characters) or an emoji;
//! a select has 1 to 25 options.

use std::collections::HashSet;

use serde_json::Value;

/// What a real Discord would reject in `components` (a message's `components` array).
pub fn problems(components: &[Value]) -> Vec<String> {
    let mut found = Vec::new();
    if components.len() > 5 {
        found.push(format!("{} action rows (at most 5)", components.len()));
    }
    let mut ids = HashSet::new();
    for row in components {
        let children = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let buttons = children.iter().filter(|c| c["type"] == 2).count();
        let selects = children.len() - buttons;
        if children.is_empty() || buttons > 5 || (selects > 0 && children.len() > 1) {
            found.push(format!(
                "a row of {buttons} buttons and {selects} other components"
            ));
        }
        for c in &children {
            if let Some(id) = c.get("custom_id").and_then(Value::as_str)
                && (id.chars().count() > 100 || !ids.insert(id.to_owned()))
            {
                found.push(format!("custom id {id:?} too long or used twice"));
            }
            if c["type"] == 2 {
                let label = c.get("label").and_then(Value::as_str).unwrap_or_default();
                if (label.is_empty() && c.get("emoji").is_none()) || label.chars().count() > 80 {
                    found.push(format!("button label {label:?}"));
                }
            }
            if c["type"] == 3 {
                let options = c
                    .get("options")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                if !(1..=25).contains(&options) {
                    found.push(format!("a select with {options} options"));
                }
            }
        }
    }
    found
}
