// A `subtree` is its child, seen: its label gives the ID of its tree and the
// ports its `<SubTree>` shows; unlabelled, it is named `subtree`.
sequence<
    "nav" as Navigate(goal = "{target}", _autoremap = "true"): subtree<sequence<plan, walk>>,
    subtree<arrived>,
>
