//! A village NPC: talk to the player if one is near, else chase rats, else
//! wander.
//!
//! ```text
//! selector<
//!     sequence<player_nearby, greet, talk>,
//!     sequence<rat_visible, chase_rat, bite>,
//!     sequence<pick_spot, walk_to_spot>,
//! >
//! ```
//!
//! `selector` is not reactive: once a branch runs, the selector resumes it
//! and does not re-check the branches before it. The last part of the run
//! swaps in `reactive_fallback`, which re-checks from the first branch on
//! every tick, so a player who shows up interrupts the rat hunt.
//! Run with `cargo run --example npc`.

use bt::{Status, bt};

struct World {
    tick: u32,
    /// Ticks at which a player stands next to the NPC.
    player_at: std::ops::Range<u32>,
    /// Ticks at which a rat is in sight.
    rat_at: std::ops::Range<u32>,
    rat_distance: u32,
    words_left: u32,
    spot: u32,
    steps_left: u32,
    log: Vec<String>,
}

fn player_nearby(w: &mut World) -> bool {
    w.player_at.contains(&w.tick)
}

fn greet(w: &mut World) -> Status {
    w.log.push("\"Hello, traveller!\"".to_owned());
    w.words_left = 2;
    Status::Success
}

fn talk(w: &mut World) -> Status {
    if w.words_left == 0 {
        w.log.push("\"Farewell.\"".to_owned());
        return Status::Success;
    }
    w.words_left -= 1;
    w.log
        .push("\"...the harvest was poor this year...\"".to_owned());
    Status::Running
}

fn rat_visible(w: &mut World) -> bool {
    w.rat_at.contains(&w.tick)
}

fn chase_rat(w: &mut World) -> Status {
    if w.rat_distance == 0 {
        return Status::Success;
    }
    w.rat_distance -= 1;
    w.log.push(format!("chasing a rat ({}m)", w.rat_distance));
    Status::Running
}

fn bite(w: &mut World) -> Status {
    w.log.push("bites the rat".to_owned());
    w.rat_distance = 3;
    Status::Success
}

fn pick_spot(w: &mut World) -> Status {
    w.spot = (w.spot * 7 + 3) % 10;
    w.steps_left = 2;
    w.log.push(format!("picks spot #{}", w.spot));
    Status::Success
}

fn walk_to_spot(w: &mut World) -> Status {
    if w.steps_left == 0 {
        w.log.push(format!("arrives at spot #{}", w.spot));
        return Status::Success;
    }
    w.steps_left -= 1;
    w.log.push("wanders".to_owned());
    Status::Running
}

fn world() -> World {
    World {
        tick: 0,
        player_at: 9..14,
        rat_at: 4..12,
        rat_distance: 3,
        words_left: 0,
        spot: 0,
        steps_left: 0,
        log: Vec::new(),
    }
}

fn main() {
    println!("-- selector: a running branch is resumed, earlier branches are not re-checked");
    let mut npc = bt!(selector<
        "talk to player": sequence<player_nearby, greet, talk>,
        "hunt rats": sequence<rat_visible, chase_rat, bite>,
        "wander": sequence<pick_spot, walk_to_spot>,
    >);
    let mut w = world();
    for tick in 1..=16 {
        w.tick = tick;
        let status = npc.tick(&mut w);
        println!("{tick:>3} {:<8} {}", status.to_string(), w.log.join(", "));
        w.log.clear();
    }

    println!("-- reactive_fallback: the player interrupts the hunt");
    let mut npc = bt!(
        reactive_fallback<
            sequence<player_nearby, greet, talk>,
            sequence<rat_visible, chase_rat, bite>,
            sequence<pick_spot, walk_to_spot>,
        >
    );
    let mut w = world();
    for tick in 1..=16 {
        w.tick = tick;
        let status = npc.tick(&mut w);
        println!("{tick:>3} {:<8} {}", status.to_string(), w.log.join(", "));
        w.log.clear();
    }
}
