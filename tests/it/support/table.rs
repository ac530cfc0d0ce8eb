//! Helpers for end-to-end games against the fake Discord: typing commands and reading the bot's
//! private answers, and collecting everything the bot sent that one player could see.

use std::time::Duration;

use serde_json::Value;

use super::fake_discord::{FakeDiscord, InteractionHandle, Message, RecordedRequest, TestUser};

/// How long a test waits for something the bot should do. Only ever waited out when a test
/// fails; generous because the whole suite shares two cores on CI, where the practice game once
/// took longer than 15 s to answer while the 128-player round was being opened beside it.
pub const WAIT: Duration = Duration::from_secs(30);

/// What the bot answered to one interaction, whichever way it chose to answer.
#[derive(Debug, Clone)]
pub struct Answer {
    pub text: String,
    pub ephemeral: bool,
    pub files: Vec<super::fake_discord::File>,
}

/// The bot's answer to `handle`: its first message with text (the callback, the edited
/// deferred original or a follow-up).
pub async fn answer(fake: &FakeDiscord, handle: &InteractionHandle) -> Answer {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(answer) = answered(handle) {
            return answer;
        }
        if tokio::time::Instant::now() > deadline {
            panic!(
                "no answer with text to interaction {} within {WAIT:?}\n{}",
                handle.id,
                fake.debug_dump()
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The bot's private answer to `handle`: its first message with text only the user sees (a
/// `/move` typed in its thread is answered publicly with the log line, then privately).
pub async fn private_answer(fake: &FakeDiscord, handle: &InteractionHandle) -> Answer {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(answer) = answered(handle).filter(|a| a.ephemeral) {
            return answer;
        }
        if let Some(m) = handle
            .followups()
            .into_iter()
            .find(|m| m.is_ephemeral() && !m.content.is_empty())
        {
            return Answer {
                text: m.content.clone(),
                ephemeral: true,
                files: m.attachments,
            };
        }
        if tokio::time::Instant::now() > deadline {
            panic!(
                "no private answer to interaction {} within {WAIT:?}\n{}",
                handle.id,
                fake.debug_dump()
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn answered(handle: &InteractionHandle) -> Option<Answer> {
    let response = handle.response()?;
    if response.kind == 4 && response.content.as_deref().is_some_and(|c| !c.is_empty()) {
        return Some(Answer {
            text: response.content.clone().unwrap_or_default(),
            ephemeral: response.is_ephemeral(),
            files: response.attachments,
        });
    }
    let from_message = |m: Message| Answer {
        text: m.content.clone(),
        ephemeral: m.is_ephemeral(),
        files: m.attachments,
    };
    if let Some(m) = handle
        .followups()
        .into_iter()
        .find(|m| !m.content.is_empty())
    {
        return Some(from_message(m));
    }
    handle
        .original_message()
        .filter(|m| !m.content.is_empty() && m.flags & 128 == 0)
        .map(from_message)
}

/// Every request the bot made that `user` can see: their DM channel, the interactions they
/// sent (by token) and the public places in `public`.
pub fn seen_by(
    fake: &FakeDiscord,
    user: &TestUser,
    tokens: &[String],
    public: &[u64],
) -> Vec<RecordedRequest> {
    let dm = fake.dm_channel(user);
    fake.requests()
        .into_iter()
        .filter(|r| {
            let segs: Vec<&str> = r.path.trim_matches('/').split('/').collect();
            match segs.as_slice() {
                ["channels", channel, ..] => channel
                    .parse::<u64>()
                    .is_ok_and(|c| c == dm || public.contains(&c)),
                ["interactions", _, token, "callback"] | ["webhooks", _, token, ..] => {
                    tokens.iter().any(|t| t == token)
                }
                _ => false,
            }
        })
        .collect()
}

/// The words in `requests` (bodies, as sent) from `forbidden`, with the request that held them.
pub fn named(requests: &[RecordedRequest], forbidden: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for r in requests {
        let body = r.json.as_ref().map(Value::to_string).unwrap_or_default();
        for word in forbidden {
            if body.contains(word.as_str()) {
                found.push(format!("{word:?} in {} {}: {body}", r.method, r.path));
            }
        }
    }
    found
}

/// The custom id of `message`'s button that starts with `prefix` (such as `"accept:"`).
pub fn button(message: &Message, prefix: &str) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button on {:?}", message.custom_ids()))
}

/// A setup DM carrying the Ready button (it sits under the setup grid).
pub fn has_ready(message: &Message) -> bool {
    message
        .custom_ids()
        .iter()
        .any(|c| c.starts_with("setup-ready:"))
}

/// Waits until the challenge that `challenge` posted shows its buttons, then `who` accepts it
/// and the bot answers the click. Returns the offer and the click.
pub async fn accept(
    fake: &FakeDiscord,
    challenge: &InteractionHandle,
    who: &TestUser,
) -> (Message, InteractionHandle) {
    let offer = challenge
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    let click = fake.click_button(who, &offer, &button(&offer, "accept:"));
    click.await_response(WAIT).await;
    (offer, click)
}

/// `who` waits for their setup DM and presses Ready. Returns the game's number.
pub async fn ready_by_dm(fake: &FakeDiscord, who: &TestUser) -> i64 {
    let dm = fake.wait_for_dm(who, WAIT, has_ready).await;
    let ready = button(&dm, "setup-ready:");
    fake.click_button(who, &dm, &ready)
        .await_response(WAIT)
        .await;
    ready["setup-ready:".len()..]
        .parse()
        .expect("a game number")
}

/// The text between the `n`th pair of backticks of `text` (0-based).
pub fn quoted(text: &str, n: usize) -> Option<&str> {
    text.split('`').nth(2 * n + 1)
}

/// The value the bot registered for choice `choice` of `option` of `command`.
pub fn choice(commands: &[Value], command: &str, option: &str, choice: &str) -> i64 {
    let option = commands
        .iter()
        .find(|c| c["name"] == command)
        .and_then(|c| c["options"].as_array())
        .and_then(|o| o.iter().find(|o| o["name"] == option))
        .unwrap_or_else(|| panic!("/{command} has no option {option}"));
    option["choices"]
        .as_array()
        .and_then(|list| {
            list.iter().find(|c| {
                c["name"]
                    .as_str()
                    .is_some_and(|n| n.eq_ignore_ascii_case(choice))
            })
        })
        .and_then(|c| c["value"].as_i64())
        .unwrap_or_else(|| panic!("{option} has no choice {choice}: {}", option["choices"]))
}

/// The body of the request that made a message saying `content` in `channel`: a post to the
/// channel, or the public answer to a command typed there (a `/move` in its game's thread).
pub fn body_that_sent(fake: &FakeDiscord, channel: u64, content: &str) -> Option<Value> {
    let posted = fake
        .requests_matching("POST", &format!("/channels/{channel}/messages"))
        .into_iter()
        .rev()
        .filter_map(|r| r.json)
        .find(|j| j["content"] == content);
    posted.or_else(|| {
        fake.requests()
            .into_iter()
            .rev()
            .filter(|r| r.method == "POST" && r.path.ends_with("/callback"))
            .filter_map(|r| r.json?.get("data").cloned())
            .find(|d| d["content"] == content)
    })
}
