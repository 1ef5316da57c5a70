// All children but the last are the try block; the last is the catch.
try_catch(catch_on_halt = true)<open_door, walk_through, close_door>
